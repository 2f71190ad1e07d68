import { createContext, useContext } from "react";

/** CSP nonce for inline scripts; provided by entry.server, empty in the browser. */
export const NonceContext = createContext<string>("");

export function useNonce(): string {
  return useContext(NonceContext);
}
