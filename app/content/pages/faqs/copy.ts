import type { FaqsPage } from "./schema.ts";
import { contactUs, joinWaitlist } from "#app/content/shared/links/data.ts";
import { facts } from "#app/content/shared/facts/data.ts";

export const faqsPage: FaqsPage = {
  meta: {
    title: "Venture Debt FAQs",
    description:
      "Answers to founders' questions about Noema Capital: loan sizes, eligibility, timelines, cost, covenants, data protection and board seats.",
  },
  hero: {
    eyebrow: "FAQ",
    title: "Frequently Asked Questions",
    intro: "What founders ask us before they apply, answered plainly.",
  },
  cta: {
    heading: "Still have a question?",
    body: `A partner will answer it directly, ${facts.replyTime}.`,
    primary: contactUs,
    secondary: joinWaitlist,
  },
};
