import type { SubmissionResult } from "@conform-to/react";

/** What a public form's server path answers: stored, held for confirmation by e-mail, or refused. */
export type PublicFormErrorStatus = 400 | 403 | 409 | 413 | 422 | 429 | 503;

export type PublicFormResult =
  | { status: "success"; reply: SubmissionResult<string[]>; leadId: string }
  /** Sent without a captcha (no JavaScript): held until confirmed from the mail sent to `email` (decision 076). */
  | { status: "pending"; reply: SubmissionResult<string[]>; email: string }
  | {
      status: "error";
      reply: SubmissionResult<string[]>;
      formError?: string;
      httpStatus: PublicFormErrorStatus;
      /** Set with 429, for a Retry-After header. */
      retryAfterSeconds?: number;
    };

/** A refusal of the whole form (no field to point at), in the reply's shape. */
export function bareError(httpStatus: PublicFormErrorStatus, message: string): PublicFormResult {
  return { status: "error", httpStatus, formError: message, reply: { status: "error", error: { "": [message] } } };
}
