import type { FaqContent } from "./schema.ts";
import { facts } from "#app/content/shared/facts/data.ts";
import { processTimeline } from "#app/content/shared/process/data.ts";
import { publishedFigures } from "#app/content/shared/funding/data.ts";

/** The questions founders ask us most; the single source for /companies and /faqs. */
export const faq: FaqContent = {
  eyebrow: "FAQ",
  heading: "Frequently Asked Questions",
  intro: "Straight answers to the questions founders ask us before they apply.",
  items: [
    {
      id: "what-is-venture-debt",
      question: "What is venture debt?",
      answer:
        "Venture debt is a loan for venture-backed companies that are not yet profitable. It extends runway or finances growth alongside equity, so founders and existing investors are diluted less than with an equity round of the same size.",
    },
    {
      id: "how-much",
      question: "How much can we borrow?",
      answer: `Our loans are typically ${publishedFigures.facilityRangeInWords}, usually 25-50% of the last equity round. We size every facility on your own data: recurring revenue, retention, margins and cash burn, so the amount reflects what your business can comfortably service. ${publishedFigures.rateNote}`,
      link: { label: "Size and price a facility with our calculator", to: "/venture-debt-calculator" },
    },
    {
      id: "board-seats",
      question: "Do you take a board seat?",
      answer:
        "No. No board seats are required. We stay informed through the bank statements and monthly KPI pack you upload in your founder account, and we talk to you directly when something changes.",
    },
    {
      id: "eligibility",
      question: "Who is eligible?",
      answer: `Series A+ companies with ${publishedFigures.minimumArr} and 12+ months of operating history, ideally backed by institutional investors, in Software & SaaS, Fintech, Healthtech or DeepTech. We look for consistent growth, healthy gross margins, a credible path to profitability and low customer concentration.`,
    },
    {
      id: "how-long",
      question: "How long does the process take?",
      answer: `Filling in the application takes ${facts.applicationFormTime}, and a partner replies ${facts.replyTime}. The four steps take: ${processTimeline}, so most facilities close within ${facts.usualClose} of the first conversation.`,
    },
    {
      id: "cost",
      question: "What does venture debt cost?",
      answer:
        "Cost combines an interest rate, an arrangement fee, sometimes a final payment and a small warrant. We quote the all-in annual cost over the expected life of the loan, so you can compare our offer with any other on equal terms.",
    },
    {
      id: "data",
      question: "What data do you need, and how is it protected?",
      answer:
        "Your bank statements (camt.053, MT940 or your bank's CSV export) and our monthly KPI pack (revenue, costs, cash, headcount, customers), which you upload in your founder account; we show you what we read from each file and how we classified each entry, and you can correct a classification or delete a file. We never log in to your bank or accounting software: you choose every file. Your files travel over an encrypted connection, are seen only by our team, are used only to underwrite and monitor your facility, and are kept no longer than our privacy policy states; you can ask us to erase them at any time.",
    },
    {
      id: "covenants",
      question: "Which covenants do you require?",
      answer:
        "As few as the data allows. Many of our facilities carry a single financial covenant, or none, in exchange for regular reporting. Any covenant we propose comes with an explanation and headroom for an ordinary bad quarter.",
    },
    {
      id: "countries",
      question: "Which countries do you lend in?",
      answer:
        "We lend to companies headquartered or operating in the European Union, the United Kingdom and Switzerland, with documentation and security structures prepared for each jurisdiction.",
    },
  ],
};
