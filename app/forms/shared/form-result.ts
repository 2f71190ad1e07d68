import type { SubmissionResult } from "@conform-to/react";

/**
 * What a public form's action answers (app/server/forms/public-form.server.ts
 * produces it). Declared here too so browser code needs no server import.
 */
export type FormActionResult =
  | { status: "success"; reply: SubmissionResult<string[]>; leadId: string }
  | { status: "error"; reply?: SubmissionResult<string[]>; formError?: string; httpStatus?: number }
  /** No answer came (network failure); made in the browser only (answer-or-unsent.ts). */
  | { status: "unsent"; formError: string; reply?: undefined };

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
