import { type RefObject, useEffect, useRef } from "react";
import { useFetchers, useLocation, useNavigation } from "react-router";

/**
 * Keeps a keyboard user's place across a form post in the staff app (issue 20 walk): a submit button
 * that is disabled while its post runs loses focus to <body>, so the next Tab started from the top.
 * Once every post has settled, if nothing holds focus, it goes back to the button that was pressed,
 * else to the card (section) of its form, else to the element the URL's hash names (#documents).
 */
export function useFocusAfterSubmit(root: RefObject<HTMLElement | null>) {
  const pressed = useRef<{ submitter: HTMLElement | null; form: HTMLFormElement } | null>(null);
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const location = useLocation();
  const busy = navigation.state !== "idle" || fetchers.some((fetcher) => fetcher.state !== "idle");

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const remember = (event: Event) => {
      const { submitter, target } = event as SubmitEvent;
      if (target instanceof HTMLFormElement)
        pressed.current = { submitter: submitter as HTMLElement | null, form: target };
    };
    element.addEventListener("submit", remember, true);
    return () => element.removeEventListener("submit", remember, true);
  }, [root]);

  useEffect(() => {
    if (busy || !pressed.current) return;
    const { submitter, form } = pressed.current;
    pressed.current = null;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const card = form.isConnected ? form.closest<HTMLElement>("section[tabindex], section[id]") : null;
    const named = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    const target = submitter?.isConnected ? submitter : (card ?? named);
    if (target && !target.hasAttribute("tabindex") && !target.matches("button, a, input, select, textarea")) {
      target.setAttribute("tabindex", "-1");
    }
    target?.focus();
  }, [busy, location.key, location.hash]);
}
