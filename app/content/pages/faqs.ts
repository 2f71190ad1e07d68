import type { PagesContent } from "../schemas/pages.ts";

export const faqsPage: PagesContent["faqs"] = {
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
    body: "A partner will answer it directly, usually within two business days.",
    primary: { label: "Contact Us", to: "/contact" },
    secondary: { label: "Join the waitlist", to: "/apply" },
  },
};
