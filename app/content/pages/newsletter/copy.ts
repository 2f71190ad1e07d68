/** Copy of the pages a newsletter e-mail links to (/newsletter/confirm, /newsletter/unsubscribe). */
export const newsletterPages = {
  confirm: {
    title: "Confirm subscription",
    prompt: {
      heading: "Confirm your subscription",
      body: "Press the button below to start receiving our insights at this address.",
      button: "Confirm subscription",
    },
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
