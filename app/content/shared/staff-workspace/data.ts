import type { StaffWorkspaceCopy } from "./schema.ts";

/** Words of the staff member's profile and of a lead's related leads (issue 20). */
export const staffWorkspaceCopy: StaffWorkspaceCopy = {
  conversation: {
    title: "Conversation with the founder",
    intro: "What you write here goes to the founder, who reads it in their account. Internal notes stay internal.",
    empty: "No messages yet.",
    founder: "The founder",
    formerStaff: "Former staff member",
    unread: "New",
    label: "Message to the founder",
    mailNote:
      "The founder gets an e-mail saying there is a new message, with a link to this conversation. The message itself is not in the e-mail.",
    send: "Send to the founder",
    required: "Write a message before sending it.",
    tooLong: "Keep the message under 5,000 characters.",
    sent: "Sent. The founder is e-mailed a link to read it.",
    notFound: "This application no longer exists.",
    back: "Back to the application",
  },
  profile: {
    title: "Your profile",
    intro: "How the staff app shows things to you.",
    timeZone: "Time zone",
    timeZoneLabel: "Show times in",
    firmDefault: "The firm's time zone ({zone})",
    now: "It is now {time} there.",
    save: "Save",
    saved: "Saved. Times now show in your chosen zone.",
    unknownZone: "Choose a time zone from the list.",
  },
  related: {
    title: "Seen before",
    intro: "Other leads from this e-mail address or company.",
    shares: { email: "same e-mail", company: "same company" },
  },
};
