import type { DocumentsToPrepare } from "./schema.ts";

/**
 * The due-diligence checklist: what staff may request from a founder (decision 060), and what the
 * application, /process and the FAQ tell founders to have ready. One list for both.
 */
export const dueDiligenceChecklist = [
  { key: "management-accounts", title: "Management accounts, last 24 months" },
  { key: "audited-accounts", title: "Latest audited financial statements" },
  { key: "cap-table", title: "Cap table" },
  { key: "budget-forecast", title: "Budget and forecast" },
  { key: "investor-deck", title: "Investor deck" },
  { key: "bank-statements", title: "Bank statements, last 6 months" },
  { key: "revenue-breakdown", title: "Revenue by customer or cohort" },
  { key: "debt-agreements", title: "Existing debt agreements" },
] as const;

/** The founder-facing words around the checklist. */
export const documentsToPrepare: DocumentsToPrepare = {
  heading: "Documents to have ready",
  intro:
    "You need none of them to apply. In due diligence we ask for these, so having them at hand keeps each step to its timeframe:",
};
