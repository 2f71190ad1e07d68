import { createContext } from "react-router";

/** Placeholders that prerendered HTML carries; the server (server/) fills them per request. */
export const NONCE_PLACEHOLDER = "__NOEMA_CSP_NONCE__";
export const CSRF_PLACEHOLDER = "__NOEMA_CSRF_TOKEN__";

export interface RequestInfo {
  /** CSP nonce for this response's inline scripts. */
  nonce: string;
  /** Double-submit CSRF token, also the `noema_csrf` cookie: staff app and founder account only, else "" (decision 066). */
  csrfToken: string;
  /** Client address, honouring the TRUST_PROXY setting. */
  clientIp: string;
  /** Whether the client reached us over HTTPS (directly or via a trusted proxy). */
  secure: boolean;
}

/** At prerender time nothing sets this, so the placeholders end up in the HTML. */
export const requestInfoContext = createContext<RequestInfo>({
  nonce: NONCE_PLACEHOLDER,
  csrfToken: CSRF_PLACEHOLDER,
  clientIp: "",
  secure: false,
});
