import { z } from "zod";

export const legalCopySchema = z.object({ lastUpdatedLabel: z.literal("Last updated:") });
export type LegalCopy = z.infer<typeof legalCopySchema>;
