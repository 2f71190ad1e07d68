/** The forms that may be sent without a captcha and confirmed by e-mail (decision 076). */
export type ConfirmableFormName = "contact" | "application";

/** A submission sent without a captcha, held until its sender confirms it by e-mail (migration 020). */
export interface PendingSubmissionTable {
  /** Also the id of the lead it becomes. */
  id: string;
  form: ConfirmableFormName;
  /** Lower-cased; null once confirmed (the lead holds it then). */
  email: string | null;
  /** The validated submission as JSON; null once confirmed. */
  value: string | null;
  created_at: string;
  /** Deleted after this, confirmed or not; the link stops working then too. */
  expires_at: string;
  /** When its own confirmation mail was queued; null when it rides on an earlier mail to the address. */
  mailed_at: string | null;
  confirmed_at: string | null;
  lead_id: string | null;
}
