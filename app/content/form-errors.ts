import { validationMessages } from "./forms";

/** What the server answers when a public form is refused for a reason other than a field. */
export const formErrors = {
  tooLarge: "Your message is too long to send. Please shorten it and try again.",
  unreadable: "We couldn't read your submission. Please reload the page and try again.",
  tooManyRequests: (minutes: number) =>
    `Too many submissions, please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
  foreignOrigin: "This form was sent from another website. Please submit it from our site.",
  csrf: "Your session has expired. Please reload the page and submit the form again.",
  honeypot: "Your submission looks automated. Please leave the hidden field empty and try again.",
  fieldsInvalid: "Please check the highlighted fields.",
  captchaRequired: validationMessages.captchaRequired,
  captchaInvalid: "The verification could not be confirmed. Please solve it again.",
  captchaExpired: "The verification has expired. Please solve it again.",
  captchaReplayed: "This verification was already used. Please solve it again.",
  storageUnavailable: "We couldn't save your message. Nothing was lost on your side — please try again.",
} as const;

/** Copy of the pages a newsletter e-mail links to, and of the e-mails themselves. */
export const newsletterPages = {
  confirm: {
    title: "Confirm subscription",
    confirmed: {
      heading: "You're subscribed",
      body: "Thank you for confirming. Our insights will arrive in your inbox when we publish them.",
    },
    invalid: {
      heading: "This link doesn't work",
      body: "The confirmation link is invalid or has expired. Please subscribe again from our Insights page.",
    },
  },
  unsubscribe: {
    title: "Unsubscribe",
    prompt: {
      heading: "Unsubscribe from our newsletter",
      body: "Press the button below and we'll stop sending you our insights.",
      button: "Unsubscribe",
    },
    done: {
      heading: "You're unsubscribed",
      body: "You won't receive our newsletter any more. You can subscribe again at any time from our Insights page.",
    },
    invalid: {
      heading: "This link doesn't work",
      body: "The unsubscribe link is invalid. Please use the link from one of our e-mails, or write to us and we'll remove you.",
    },
  },
  homeLink: "Return to Home",
  insightsLink: "Read Our Insights",
} as const;
