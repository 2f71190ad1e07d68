import { useCsrfToken } from "~/lib/site";

/** Hidden double-submit token; the server compares it with the `noema_csrf` cookie. */
export function CsrfField() {
  return <input type="hidden" name="csrf" value={useCsrfToken()} />;
}
