import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False during server rendering and hydration, true afterwards. Used for
 * behaviour that only exists with JavaScript (e.g. disabling submit until the
 * captcha is solved), so that the no-JS page stays fully usable.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
