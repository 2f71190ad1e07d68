import { z } from "zod";

const socialSchema = z.object({
  network: z.enum(["linkedin", "x", "email"]),
  label: z.string().min(1),
  url: z.string().url().or(z.string().startsWith("mailto:")),
});

export const teamMemberSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  name: z.string().min(3),
  role: z.string().min(3),
  /** One or two sentences shown on the card. */
  bio: z.string().min(40).max(260),
  /** Paragraphs separated by line breaks, split when rendered in the dialog. */
  longBio: z.string().min(200),
  socials: z.array(socialSchema).min(1),
  leadership: z.boolean(),
});

export type TeamMember = z.infer<typeof teamMemberSchema>;
export type SocialLink = z.infer<typeof socialSchema>;

export const teamSchema = z.array(teamMemberSchema).min(2);
