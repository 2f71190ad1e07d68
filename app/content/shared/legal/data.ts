import type { LegalCopy } from "./schema.ts";

export const legalCopy: LegalCopy = { lastUpdatedLabel: "Last updated:" };
