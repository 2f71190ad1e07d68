import { useEffect, useEffectEvent, useRef, useState } from "react";
import type { FormActionResult } from "./form-result";

/* The browser half of ./answer-or-unsent.ts: the unsent post goes once more, with the same key. */

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
