import { type RefObject, useEffect } from "react";

/** How long a post may take before its button is no longer waited for. */
const WAIT_MS = 15_000;
const POLL_MS = 50;

/**
 * Keeps a keyboard user's place across a form post in the staff app (issue 20 walk): a submit button
 * that is disabled while its post runs loses focus to <body>, so the next Tab started from the top.
 * After a submit, once nothing holds focus and the post is over (the button is enabled again, or gone),
 * focus returns to the pressed button, else to its form's card, else to the element the URL's hash
 * names (#documents). Plain DOM, no router hooks: the content pages' shared chunks stay as they are.
 */
export function useFocusAfterSubmit(root: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const onSubmit = (event: Event) => {
      const { submitter, target } = event as SubmitEvent;
      if (!(target instanceof HTMLFormElement)) return;
      const button = submitter instanceof HTMLElement ? submitter : null;
      const card = target.closest<HTMLElement>("section[id]");
      const started = Date.now();
      clearInterval(timer);
      timer = setInterval(() => {
        const waiting = button?.isConnected && button.matches(":disabled");
        if (Date.now() - started > WAIT_MS) return clearInterval(timer);
        if (waiting) return;
        clearInterval(timer);
        const active = document.activeElement;
        if (active && active !== document.body) return;
        const named = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
        const place = button?.isConnected ? button : card?.isConnected ? card : named;
        if (place && !place.matches("button, a, input, select, textarea, [tabindex]"))
          place.setAttribute("tabindex", "-1");
        place?.focus();
      }, POLL_MS);
    };
    element.addEventListener("submit", onSubmit, true);
    return () => {
      clearInterval(timer);
      element.removeEventListener("submit", onSubmit, true);
    };
  }, [root]);
}
