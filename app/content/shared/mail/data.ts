/** Copy of the e-mails the site sends: lead notifications to the firm, confirmations to subscribers. */
export const mailCopy = {
  leadNotification: {
    contactSubject: (name: string, subject: string) => `New message: ${subject} — ${name}`,
    applicationSubject: (businessName: string) => `New application: ${businessName}`,
    contactIntro: "A visitor sent a message through the contact form.",
    applicationIntro: "A company submitted the application form.",
    reference: "Reference",
    received: "Received",
    contactLabels: {
      firstName: "First name",
      lastName: "Last name",
      email: "Email",
      company: "Company",
      subject: "Subject",
      message: "Message",
    },
    notGiven: "—",
    fitHeading: "Indicative fit shown to the applicant (from their answers; not a credit decision)",
  },
  applicantConfirmation: {
    subject: (businessName: string) => `We received ${businessName}'s application — what happens next`,
    greeting: (firstName: string) => `Dear ${firstName},`,
    body: (businessName: string) =>
      `Thank you for applying to Noema Capital on behalf of ${businessName}. A partner will review your application and reply within 2–3 business days.`,
    nextSteps: "What happens next:",
    reference: "Your reference",
    questions: "Questions in the meantime? Reply to this e-mail or reach us here:",
    signature: "The Noema Capital team",
  },
  newsletterConfirmation: {
    subject: "Confirm your subscription to Noema Capital Insights",
    greeting: "Hello,",
    body: "Please confirm that you'd like to receive Noema Capital's notes on venture debt and AI-driven underwriting.",
    confirmLabel: "Confirm subscription:",
    ignore: "If you didn't ask for this, ignore this e-mail and nothing will happen.",
    unsubscribeLabel: "Unsubscribe in one click:",
  },
} as const;
