import type { Principle } from "./schemas/principles.ts";

export type { Principle } from "./schemas/principles.ts";

/** The six operating principles, in the spec's order and wording. */
export const principles: Principle[] = [
  {
    id: 1,
    title: "Capital Is a Product",
    description:
      "We design financing the way good software is designed: around the user's problem, with clear terms, fast answers and no hidden mechanics.",
  },
  {
    id: 2,
    title: "Evidence based, Insights driven",
    description:
      "Decisions rest on the data a company already runs on. Our models surface the evidence; our partners turn it into judgement.",
  },
  {
    id: 3,
    title: "Preserve Founder Leverage",
    description:
      "No board seats, minimal covenants and warrant coverage sized to the risk. Our capital should widen a founder's options, never narrow them.",
  },
  {
    id: 4,
    title: "Underwrite the Future, Not the Past",
    description:
      "We look at growth potential, cash efficiency and market dynamics, not only trailing financials, and price the company a founder is building.",
  },
  {
    id: 5,
    title: "Act with Velocity and Clarity",
    description:
      "An initial answer within days and a plain explanation of every term. If the answer is no, we say so early and explain why.",
  },
  {
    id: 6,
    title: "Partner beyond Capital",
    description:
      "Introductions to customers, lenders and equity investors across Europe, and a team that stays close when the plan changes.",
  },
];
