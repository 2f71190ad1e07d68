import { stageNames } from "#app/shared/stages/data.ts";
import { facts, signInLinkWindow } from "#app/content/shared/facts/data.ts";
import { retention } from "#app/platform/privacy/retention-periods/data.ts";

const { reviewing, due_diligence: dueDiligence, funded } = stageNames;

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
      `Thank you for applying to Noema Capital on behalf of ${businessName}. We have your application, so the first step is done: a partner will reply ${facts.replyTime} to start the Initial Review.`,
    nextSteps: "What happens next:",
    /** Step 01, which the applicant has just completed. */
    applicationDone: "done.",
    reference: "Your reference",
    questions: "Questions in the meantime? Reply to this e-mail or reach us here:",
    followOnline: `Follow your application online: this link signs you in to your founder account (it works once, ${signInLinkWindow}; you can ask for a new one at any time):`,
    signature: "The Noema Capital team",
  },
  founder: {
    greeting: "Hello,",
    dear: "Dear",
    signIn: {
      subject: "Your sign-in link to Noema Capital",
      body: "Use this link to sign in to your founder account and follow your application:",
    },
    erase: {
      subject: "Confirm erasing your data at Noema Capital",
      body: "You asked us to erase everything we hold about you. Open this link and press the button to confirm; nothing is erased until you do:",
    },
    expiry: `The link works once, ${signInLinkWindow}.`,
    notYou: "If you didn't ask for this, ignore this e-mail: nothing changes.",
    followOnline: "Follow your application in your founder account:",
    questions: "Questions? Reply to this e-mail or write to us:",
    signature: "The Noema Capital team",
    moved: (businessName: string) => `${businessName}'s application has moved to a new stage`,
    /** Notices gathered within the stage-mail window into one e-mail (issue 26, item 12). */
    gathered: (businessName: string, count: number) => `${count} updates on ${businessName}'s application`,
    statuses: {
      reviewing: {
        step: reviewing.founder,
        subject: (businessName: string) => `${businessName}'s application is in ${reviewing.founder}`,
        body: (businessName: string) =>
          `A partner has started the initial review of ${businessName}'s application. Here is what this step involves and how long it usually takes.`,
      },
      due_diligence: {
        step: dueDiligence.founder,
        subject: (businessName: string) => `${businessName}'s application has moved to ${dueDiligence.founder}`,
        body: (businessName: string) =>
          `Good news: ${businessName}'s application has moved to due diligence. We will be in touch to meet the management team.`,
      },
      funded: {
        step: funded.founder,
        subject: (businessName: string) => `${businessName}'s facility is approved for funding`,
        body: (businessName: string) =>
          `We are delighted to confirm that ${businessName}'s facility has moved to funding. Your partner will guide you through documentation and the first drawdown.`,
      },
      declined: {
        step: "",
        subject: (businessName: string) => `An update on ${businessName}'s application`,
        body: (businessName: string) =>
          `Thank you for the time you and your team put into ${businessName}'s application. After careful review, we are not able to offer a facility at this stage. This reflects where the company is today against our criteria, not its promise, and we would be glad to hear from you again as it grows. Your partner is happy to talk through what would change our view.`,
      },
    },
  },
  /** Notices of a new message in a deal's conversation (decision 059): a link, never the message itself. */
  dealMessage: {
    toFounder: {
      subject: (businessName: string) => `A new message about ${businessName}'s application`,
      body: (businessName: string) =>
        `A partner at Noema Capital has written to you about ${businessName}'s application. For your privacy the message is not in this e-mail: read it, and answer, in your founder account:`,
      signIn:
        "If you are not signed in, the page asks for your work e-mail and sends you a sign-in link that brings you back to the conversation.",
    },
    toStaff: {
      subject: (businessName: string) => `${businessName} answered in the deal conversation`,
      body: (businessName: string) =>
        `The founder of ${businessName} wrote in the conversation on their application. Read it in the inbox (the message stays there, not in e-mail):`,
    },
  },
  documentsUploaded: {
    subject: (businessName: string) => `${businessName} uploaded documents`,
    body: (businessName: string) =>
      `The founder of ${businessName} uploaded documents you asked for. Review them in the inbox (the files stay there, not in e-mail):`,
  },
  /** To someone who sent the contact form or the application without JavaScript (decision 076). */
  submissionConfirmation: {
    subject: {
      contact: "Confirm your message to Noema Capital",
      application: "Confirm your application to Noema Capital",
    },
    greeting: "Hello,",
    body: {
      contact:
        "You sent us a message through our contact form. It reaches our team once you confirm it: this keeps automated spam out without asking you to run JavaScript.",
      application:
        "You sent us an application for venture debt. It reaches our team once you confirm it: this keeps automated spam out without asking you to run JavaScript.",
    },
    confirmLabel: "Open this link and press “Confirm and send”:",
    expiry: `The link works for ${retention.pendingSubmissionDays} days. Until you confirm, we keep what you sent only for this, and delete it after ${retention.pendingSubmissionDays} days if you don't.`,
    ignore: "If you didn't send this, ignore this e-mail: nothing is sent to our team.",
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
