import { formErrors } from "~/content/shared/form-errors/data";
import type { FormActionResult } from "./form-result";

/*
 * A post that got no HTTP answer at all (refused, reset or cut off: a deploy, a flaky network) may or
 * may not have been stored. With JavaScript the form sends it once more with the same data, so the
 * same idempotency key: the server stores it once, whichever attempt reached it (issue 21).
 */

export type UnsentResult = Extract<FormActionResult, { status: "unsent" }>;

const unsentResult = (): UnsentResult => ({ status: "unsent", formError: formErrors.unsent });

/**
 * For a public form route's clientAction: the server's answer, or `onUnsent(result)` when fetch failed
 * without one (a TypeError). Whatever the server answered, refusals included, passes through.
 */
export async function answerOrUnsent<Answer, Unsent>(
  serverAction: () => Promise<Answer>,
  onUnsent: (result: UnsentResult) => Unsent,
): Promise<Answer | Unsent> {
  try {
    return await serverAction();
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return onUnsent(unsentResult());
  }
}
