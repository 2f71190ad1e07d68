import { facts } from "#app/content/shared/facts/data.ts";
import { retention } from "#app/platform/privacy/retention-periods/data.ts";

type HeldForm = "contact" | "application";
const names: Record<HeldForm, string> = { contact: "message", application: "application" };

/** What the button sends: "your message", "your application", or both (a second form rode on the first mail). */
const yours = (forms: readonly HeldForm[]) => `your ${[...new Set(forms)].map((form) => names[form]).join(" and ")}`;

/**
 * Copy of the page the confirmation e-mail links to (/confirm-submission, decision 076): a contact message
 * or application sent without JavaScript reaches the team once its sender presses the button.
 */
export const confirmSubmissionPage = {
  title: "Confirm and send",
  description: "Confirm the message or application you sent us without JavaScript.",
  prompt: {
    heading: "Confirm and send",
    body: (forms: readonly HeldForm[]) => `Press the button below to send us ${yours(forms)}.`,
    button: "Confirm and send",
  },
  sent: {
    heading: "Sent — thank you",
    body: {
      contact: `Your message has reached our team. We will reply ${facts.replyTime}.`,
      application: `Your application has reached our team, and we will respond ${facts.replyTime}. We are e-mailing you a link to your founder account, where you can follow it.`,
    } satisfies Record<HeldForm, string>,
  },
  alreadySent: {
    heading: "Already sent",
    body: "You confirmed this before, so it has already reached us: there is nothing more to do.",
  },
  invalid: {
    heading: "This link doesn't work",
    body: "The link is incomplete or was changed. Open it again from our e-mail, or send the form again.",
  },
  expired: {
    heading: "This link has expired",
    body: `Links work for ${retention.pendingSubmissionDays} days, and what was sent is deleted after that, unsent. Please send the form again.`,
  },
  unavailable: {
    heading: "We couldn't send it just now",
    body: "Our database didn't answer. Nothing was lost: please press the button in our e-mail again in a few minutes.",
  },
} as const;
