import { facts, signInLinkWindow } from "#app/content/shared/facts/data.ts";
import { retention } from "#app/platform/privacy/retention-periods/data.ts";
/**
 * All copy used by the public forms: validation messages, labels, hints,
 * step titles and confirmations. Components and schemas read from here;
 * the options of the choice fields are in ../form-options/.
 */

/**
 * Every validation message the shared schemas can produce. The first five are
 * the firm's prescribed wording for required fields, e-mail, website and
 * captcha errors, and must stay verbatim.
 */
export const validationMessages = {
  required: "Required",
  emailRequired: "Email is required.",
  emailInvalid: "Invalid email format.",
  urlInvalid: "Valid URL required",
  captchaRequired: "Please complete the CAPTCHA.",
  chooseListed: "Choose one of the listed options.",
  controlCharacters: "Please remove the invisible control characters (such as line breaks) from this field.",
  tooLong: (max: number) => `Please keep this under ${max.toLocaleString("en-US")} characters.`,
  notAmount: "Enter an amount using digits, e.g. 1,250,000, 1.250.000 or 1,25m.",
  negativeAmount: "The amount can't be negative.",
  amountTooLarge: "Enter an amount of 10,000,000,000 or less.",
  /** A figure naming another currency than the one chosen for the figures (currencies in words, e.g. "pounds"). */
  otherCurrency: (typed: string, chosen: string, mark: string) =>
    `You typed ${typed}, but your figures are in ${chosen}: change the currency above or remove the ${mark}.`,
  notMonths: "Enter a whole number of months, e.g. 18.",
  negativeMonths: "The number of months can't be negative.",
  monthsTooLarge: "Enter 600 months or fewer.",
  fundingMonthTooEarly: "Enter a month from January 1990 on.",
  monthYearFormat: "Enter the month and year as MM/YYYY, e.g. 03/2019.",
  monthNotReal: "Enter a month from 01 to 12.",
  monthYearTooEarly: "Enter a year from 1900 on.",
  monthYearInFuture: "The month can't be in the future.",
  phoneInvalid: "Enter a phone number with its country code, e.g. +44 20 7946 0958.",
  linkedinInvalid: "Enter a LinkedIn profile address, e.g. linkedin.com/in/your-name.",
} as const;

/** Step 2's one name: its heading and its place in the stepper (issue 26: they had two). */
const businessDetailsStep = "Business Details";

export const formCopy = {
  common: {
    requiredHint: "All fields are required unless marked optional.",
    optional: "optional",
    sending: "Sending…",
    honeypotLabel: "Leave this field empty",
    captchaLabel: "Verification",
    captchaHint: "A quick, private check that you're a person. It runs in your browser — no tracking, no puzzles.",
    captchaPending: "Complete the verification above to enable the button.",
    /** Shown before the first field only when scripts are off (decision 076): the captcha cannot run then. */
    noScriptConfirm:
      "JavaScript is off in your browser, so our spam check can't run. You can still send this form: we'll e-mail you a link, and what you send reaches us once you press the button in that e-mail.",
    /** After a submission without JavaScript: held until its sender confirms it from the e-mail. */
    held: {
      title: "Check your e-mail",
      /** The application's page already says "Check your e-mail" in its heading: its panel says what is left. */
      applicationTitle: "One step left",
      before: "Press the button in the e-mail we sent to",
      after: { contact: "to send your message.", application: "to send your application." },
      note: `Until you do, it doesn't reach us. The link works for ${retention.pendingSubmissionDays} days. Nothing there? Look in your spam folder.`,
    },
    errorSummaryTitle: "Please check the highlighted fields.",
    networkError: "We couldn't reach our server. Your answers are still here — please try again.",
    insightsCta: "Read Our Insights",
    homeCta: "Return to Home",
  },
  contact: {
    fields: {
      firstName: { label: "First name" },
      lastName: { label: "Last name" },
      email: { label: "Email", hint: "We'll only use it to reply to you." },
      company: { label: "Company" },
      subject: { label: "Subject", placeholder: "Select a subject" },
      message: { label: "Message", hint: "Up to 5,000 characters." },
    },
    submit: "Send Message",
    success: {
      title: "Thank you — your message is on its way",
      body: `We've received your message and a member of our team will be in touch ${facts.replyTime}.`,
    },
  },
  application: {
    metaTitle: "Apply for Venture Debt",
    metaDescription: `Apply for non-dilutive venture debt from Noema Capital in two short steps. We respond ${facts.replyTime}.`,
    eyebrow: "Join the waitlist",
    accountNote: `Before we create your account, we'd like to learn a little about your company. It takes ${facts.applicationFormTime}.`,
    stepIndicatorLabel: "Application progress",
    calculatorPrompt: {
      text: "Not sure how much to ask for?",
      link: { label: "Size and price a facility with our calculator", to: "/venture-debt-calculator" },
    },
    steps: [
      { title: "Company Info", heading: "Let's get started" },
      { title: businessDetailsStep, heading: businessDetailsStep },
      { title: "Done", heading: "Application Received" },
    ],
    stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
    step1Intro: "Tell us who you are and how you found us.",
    step2Intro:
      "A few numbers help us prepare a first view. Approximate figures are fine; everything is treated as confidential.",
    applicantGroup: "About you",
    businessGroup: "Your company",
    moneyGroup: "Financials",
    fundingGroup: "Funding",
    companyGroup: "About the business",
    fields: {
      firstName: { label: "First name", autoComplete: "given-name" },
      lastName: { label: "Last name", autoComplete: "family-name" },
      email: { label: "Work e-mail", hint: "We'll reply to this address.", autoComplete: "email" },
      phone: { label: "Phone", hint: "With country code, e.g. +44 20 7946 0958.", autoComplete: "tel" },
      linkedin: { label: "LinkedIn profile", hint: "For example linkedin.com/in/your-name" },
      jobTitle: { label: "Job title", autoComplete: "organization-title" },
      businessName: { label: "Business name" },
      website: { label: "Website", hint: "For example noema.example or https://www.noema.example" },
      country: { label: "Country", placeholder: "Select a country" },
      referralSource: { label: "How did you hear about us?", placeholder: "Select an option" },
      foundedOn: {
        label: "Company founded",
        placeholder: "MM/YYYY",
        hint: "Month and year, MM/YYYY. It tells us your operating history.",
      },
      currency: {
        label: "Currency of your figures",
        placeholder: "Select a currency",
        hint: "Every amount you enter is in this currency; change it if your accounts are kept in another.",
      },
      annualRevenue: { label: "Annual revenue", hint: "Last 12 months." },
      estimatedRunway: { label: "Estimated runway (months)", hint: "Whole months, 0 to 600." },
      cashBalance: { label: "Cash balance", hint: "Today." },
      recentEquityRaise: { label: "Most recent equity raise", hint: "Enter 0 if none." },
      debtOutstanding: { label: "Debt outstanding", hint: "Enter 0 if none." },
      facilityRequested: {
        label: "Facility requested",
        hint: "The amount you would like to borrow.",
      },
      fundingDate: {
        label: "Month of most recent funding round",
        placeholder: "MM/YYYY",
        hint: "Month and year, e.g. March 2024 (03/2024 if your browser asks you to type it).",
      },
      revenueModel: { label: "Revenue model", placeholder: "Select a revenue model" },
      industry: { label: "Industry", placeholder: "Select an industry" },
      useOfProceeds: { label: "Use of proceeds", placeholder: "Select a use" },
      fundingRoundType: { label: "Funding round type", placeholder: "Select a round" },
      businessDescription: {
        label: "Business description",
        hint: "What you build, for whom, and how it makes money.",
      },
      majorInvestors: { label: "Major investors", hint: "One per line; write “None” if you have none yet." },
    },
    back: "Back",
    continue: "Continue",
    submit: "Submit Application",
    draftRestored: "We restored the answers you entered earlier in this tab.",
    success: {
      thanks: "Thank you for applying to Noema Capital.",
      body: `Our team will review your application and respond ${facts.replyTime}.`,
      /** Before the reference (NC-…) the receipt mail and the founder account show too. */
      reference: "Your reference:",
      account: `We've e-mailed you a link to your founder account, where you can follow each step of your application. Links work once, ${signInLinkWindow};`,
      accountLink: "ask for a new one at any time",
      /** Issue 29: the optional step after applying, in the account ("Your data"). */
      dataStep:
        "Optional, and faster to an answer: in your account, upload your bank statements (camt.053, MT940 or CSV) and our monthly KPI pack, so we underwrite from your own figures.",
    },
  },
  newsletter: {
    title: "Stay in the loop",
    intro: "Occasional notes on venture debt and AI-driven underwriting. No spam; unsubscribe in one click.",
    emailLabel: "Email address",
    submit: "Subscribe",
    /*
     * Without JavaScript no captcha can be solved, and the subscription requires one (decision 022),
     * so the button is off and this note, before it, says why and offers the feed, which needs none.
     */
    noScript: {
      text: "Subscribing needs JavaScript, which seems to be turned off in your browser, so the Subscribe button is switched off. To follow new insights without it,",
      feedLink: "add our RSS feed to your feed reader",
    },
    success: {
      title: "Check your inbox to confirm",
      body: "We've sent you a link to confirm your subscription. If you were already subscribed, nothing changes.",
    },
    page: {
      title: "Newsletter",
      metaDescription: "Subscribe to Noema Capital's notes on venture debt and AI-driven underwriting.",
      backToInsights: "Back to Insights",
    },
  },
} as const;
