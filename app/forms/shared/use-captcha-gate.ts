import { useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * Holds submit back until the ALTCHA widget has solved its challenge. Only with
 * JavaScript: without it the widget cannot run, and the server's answer explains.
 */
export function useCaptchaGate() {
  const hydrated = useHydrated();
  const [captchaSolved, setCaptchaSolved] = useState(false);
  return { waitingForCaptcha: hydrated && !captchaSolved, setCaptchaSolved };
}
