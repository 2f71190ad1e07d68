import type { LegalCopy } from "./schemas/legal.ts";

export const legalCopy: LegalCopy = { lastUpdatedLabel: "Last updated:" };
