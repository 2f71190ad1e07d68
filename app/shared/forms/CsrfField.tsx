import { useCsrfToken } from "#app/site/site.ts";
import { CSRF_FIELD } from "./field-names.ts";

/** Hidden double-submit token; the server compares it with the `noema_csrf` cookie. */
export function CsrfField() {
  return <input type="hidden" name={CSRF_FIELD} value={useCsrfToken()} />;
}
