import { z } from "zod";

export const legalCopy = z
  .object({ lastUpdatedLabel: z.literal("Last updated:") })
  .parse({ lastUpdatedLabel: "Last updated:" });
