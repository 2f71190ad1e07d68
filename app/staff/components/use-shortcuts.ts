import { useEffectEvent, useLayoutEffect } from "react";

export type ShortcutKey = "j" | "k" | "/" | "?";

/** Whether a key press belongs to what the reader is typing or to an open dialog, not to a shortcut. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.matches("input, textarea, select") || target.closest("dialog") !== null;
}

/**
 * One-key shortcuts on the page, as mail and CRM apps have them (issue 26). A key typed into a field,
 * inside a dialog, or with Ctrl, Alt or Meta is left alone (Shift is how many keyboards type "?").
 */
export function useShortcuts(handlers: Partial<Record<ShortcutKey, () => void>>) {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey || event.isComposing) return;
    if (isTyping(event.target)) return;
    const handler = handlers[event.key as ShortcutKey];
    if (!handler) return;
    event.preventDefault();
    handler();
  });
  // A layout effect: the keys listen from the moment a page shows, not an instant after (j pressed as
  // the next lead appears would be lost).
  useLayoutEffect(() => {
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
}
