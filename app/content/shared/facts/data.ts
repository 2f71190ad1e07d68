import type { Facts } from "./schema.ts";

/**
 * A range read as one unit ("2–3 business days"): a word joiner after the dash and no-break spaces,
 * so a line never ends on "2–" (issue 26, at 1280 px). Pages and mails show it alike.
 */
const unbroken = (range: string) => range.replaceAll("–", "–\u2060").replaceAll(" ", "\u00a0");

/** One set of facts (issue 18): every page and e-mail that states one of these reads it from here. */
export const facts: Facts = {
  applicationFormTime: "about five minutes",
  replyTime: `within ${unbroken("2–3 business days")}`,
  signInLinkMinutes: 15,
  steps: {
    application: "1 Day",
    review: "3-5 days",
    diligence: "1-3 weeks",
    funding: "1-2 weeks",
  },
  quickestClose: "three weeks",
  usualClose: "three to six weeks",
};

/** "within 15 minutes": how long a sign-in link works, as the copy says it. */
export const signInLinkWindow = `within ${facts.signInLinkMinutes} minutes`;
