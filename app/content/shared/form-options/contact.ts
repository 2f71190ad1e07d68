/**
 * The subjects a visitor can pick on /contact, in the order they are offered. The form schema
 * (app/forms/contact.schema.ts) accepts exactly these; the label is the submitted and stored value.
 */
export const contactSubjects = [
  "Founder Inquiry",
  "Investor Inquiry",
  "Partnership Opportunity",
  "Media Inquiry",
  "General Question",
] as const;

export type ContactSubject = (typeof contactSubjects)[number];
