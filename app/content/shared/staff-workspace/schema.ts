import { z } from "zod";

const text = z.string().min(1);
const texts = <const Keys extends string>(...keys: Keys[]) =>
  z.strictObject(Object.fromEntries(keys.map((key) => [key, text])) as Record<Keys, typeof text>);

export const staffWorkspaceSchema = z.strictObject({
  conversation: texts(
    "title",
    "intro",
    "empty",
    "founder",
    "formerStaff",
    "unread",
    "label",
    "mailNote",
    "send",
    "required",
    "tooLong",
    "sent",
    "notFound",
    "back",
  ),
  profile: z.strictObject({
    ...texts("title", "intro", "timeZone", "timeZoneLabel", "firmDefault", "now", "save", "saved", "unknownZone").shape,
  }),
  related: z.strictObject({
    ...texts("title", "intro").shape,
    shares: texts("email", "company"),
  }),
});
export type StaffWorkspaceCopy = z.infer<typeof staffWorkspaceSchema>;
