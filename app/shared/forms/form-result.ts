import type { SubmissionResult } from "@conform-to/react";

/**
 * What a public form's action answers (app/public-forms/server/public-form.server.ts
 * produces it). Declared here too so browser code needs no server import.
 */
export type FormActionResult =
  | { status: "success"; reply: SubmissionResult<string[]>; leadId: string }
  /** Sent without a captcha: held until its sender confirms it from the mail sent to `email` (decision 076). */
  | { status: "pending"; reply: SubmissionResult<string[]>; email: string }
  | { status: "error"; reply?: SubmissionResult<string[]>; formError?: string; httpStatus?: number }
  /** No answer came (network failure); made in the browser only (answer-or-unsent.ts). */
  | { status: "unsent"; formError: string; reply?: undefined };

/** The HTTP status of an action's answer: 202 for a submission held until its sender confirms it. */
export function httpStatusOf(
  result: { status: "success" } | { status: "pending" } | { status: "error"; httpStatus: number },
) {
  if (result.status === "success") return 200;
  return result.status === "pending" ? 202 : result.httpStatus;
}

/** The message to show above the submit button, if any. */
export function formErrorOf(result: FormActionResult | undefined): string | undefined {
  if (result?.status === "unsent") return result.formError;
  if (!result || result.status !== "error") return undefined;
  return result.formError ?? result.reply?.error?.[""]?.join(" ") ?? undefined;
}

/** The server's refusal for Conform's `lastResult`: field errors and the values as typed. */
export function errorReplyOf(result: FormActionResult | undefined): SubmissionResult<string[]> | undefined {
  return result?.status === "error" ? result.reply : undefined;
}
