import { z } from "zod";

/**
 * The facts the site and its e-mails promise a founder, each stated once: pages and mail templates
 * read them from here and never restate them in other words (tests/e2e/pages/facts.test.ts).
 */
export const factsSchema = z.object({
  /** How long filling in the online application takes. */
  applicationFormTime: z.string().min(5),
  /** How soon a partner answers an application or a message: the seed's promise. */
  replyTime: z.string().startsWith("within "),
  /** How long a founder's sign-in link works; the server's link lifetime is this number. */
  signInLinkMinutes: z.number().int().positive(),
  /** Each process step's duration, in the seed's words. */
  steps: z.object({
    application: z.string(),
    review: z.string(),
    diligence: z.string(),
    funding: z.string(),
  }),
  /** The whole process, from application to funds: the quickest case and the usual range. */
  quickestClose: z.string(),
  usualClose: z.string(),
});
export type Facts = z.infer<typeof factsSchema>;
