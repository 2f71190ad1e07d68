import { useEffect, useEffectEvent, useRef, useState } from "react";
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

/**
 * Sends the form's last post again, once, when its result is "unsent". `inFlight` is the data of the
 * form's post while it is being sent (navigation.formData or fetcher.formData); `send` posts data again.
 * Returns the result to show: an "unsent" whose retry is running is not shown; a second one is, and the
 * visitor's next click gets its own retry.
 */
export function useResendOnce(
  result: FormActionResult | undefined,
  inFlight: FormData | undefined,
  send: (data: FormData) => void,
): FormActionResult | undefined {
  const lastSent = useRef<FormData | undefined>(undefined);
  useEffect(() => {
    if (inFlight) lastSent.current = inFlight;
  }, [inFlight]);

  const [seen, setSeen] = useState(result);
  const [resending, setResending] = useState<FormActionResult | undefined>(undefined);
  const [resent, setResent] = useState(false);
  if (result !== seen) {
    setSeen(result);
    const retry = result?.status === "unsent" && !resent;
    setResent(retry);
    setResending(retry ? result : undefined);
  }

  const sendAgain = useEffectEvent(() => {
    if (lastSent.current) send(lastSent.current);
  });
  useEffect(() => {
    if (resending) sendAgain();
  }, [resending]);

  return result === resending ? undefined : result;
}
