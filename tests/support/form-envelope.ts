import { randomUUID } from "node:crypto";
import { CAPTCHA_FIELD, CSRF_FIELD, HONEYPOT_FIELD, IDEMPOTENCY_FIELD } from "#app/shared/forms/field-names.ts";

/**
 * The fields every public form posts besides its own, as the page renders them: an empty honeypot,
 * a fresh idempotency key and, when given, the solved captcha and the CSRF token.
 */
export function formEnvelope(parts: { captcha?: string; csrf?: string } = {}): Record<string, string> {
  return {
    [HONEYPOT_FIELD]: "",
    [IDEMPOTENCY_FIELD]: randomUUID(),
    ...(parts.captcha === undefined ? {} : { [CAPTCHA_FIELD]: parts.captcha }),
    ...(parts.csrf === undefined ? {} : { [CSRF_FIELD]: parts.csrf }),
  };
}
