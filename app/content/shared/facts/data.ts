import type { Facts } from "./schema.ts";

/** One set of facts (issue 18): every page and e-mail that states one of these reads it from here. */
export const facts: Facts = {
  applicationFormTime: "about five minutes",
  replyTime: "within 2–3 business days",
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
