import { useEffect } from "react";
import { useLocation, useNavigationType } from "react-router";

/** Spec: fragment scrolling waits 200 ms and leaves an 80 px offset for the fixed header. */
export const FRAGMENT_SCROLL_DELAY_MS = 200;
export const SCROLL_OFFSET_PX = 80;

/**
 * Back/forward restoration is <ScrollRestoration>'s job; this adds the spec's
 * fragment behaviour on pushes and replaces: top first, then the target after 200 ms.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if (navigationType === "POP" || !location.hash) return;
    const id = decodeURIComponent(location.hash.slice(1));
    const timer = window.setTimeout(() => {
      const target = document.getElementById(id);
      if (!target) return;
      const top = target.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX;
      window.scrollTo({ top, behavior: "auto" });
    }, FRAGMENT_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [location.key, location.hash, navigationType]);

  return null;
}
