import { useCsrfToken } from "~/lib/site";
import { CSRF_FIELD } from "./field-names";

/** Hidden double-submit token; the server compares it with the `noema_csrf` cookie. */
export function CsrfField() {
  return <input type="hidden" name={CSRF_FIELD} value={useCsrfToken()} />;
}
