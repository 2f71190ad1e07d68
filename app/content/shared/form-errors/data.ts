import { validationMessages } from "#app/content/shared/form-copy/data.ts";

/** What the server answers when a public form is refused for a reason other than a field. */
export const formErrors = {
  tooLarge: "Your message is too long to send. Please shorten it and try again.",
  unreadable: "We couldn't read your submission. Please reload the page and try again.",
  tooManyRequests: (minutes: number) =>
    `Too many submissions, please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
  foreignOrigin: "This form was sent from another website. Please submit it from our site.",
  /** The page the server answers (403) to a post another website started (decision 066). */
  crossSitePage: {
    title: "This form was sent from another website",
    body: "Your browser told us that another website sent this form on your behalf, so we did not accept it. Nothing was stored or sent.",
    action: "Open the form on our site",
  },
  honeypot: "Your submission looks automated. Please leave the hidden field empty and try again.",
  fieldsInvalid: "Please check the highlighted fields.",
  captchaRequired: validationMessages.captchaRequired,
  captchaInvalid: "The verification could not be confirmed. Please solve it again.",
  captchaExpired: "The verification has expired. Please solve it again.",
  captchaReplayed: "This verification was already used. Please solve it again.",
  storageUnavailable: "We couldn't save your message. Nothing was lost on your side — please try again.",
  /** A staff or founder post whose body is over the limit (413) or is not a form at all (400). */
  postTooLarge: "The form is too large.",
  postNotAForm: "The request body must be a form.",
  /** Shown by the browser (JavaScript on) when a post and its automatic retry both got no answer. */
  unsent:
    "Your browser could not reach us just now. Check your connection and send it again: it will not arrive twice.",
} as const;
