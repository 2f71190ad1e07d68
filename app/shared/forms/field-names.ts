/*
 * The names every public form posts besides its own fields (and the header its module adds). The components
 * render them and the server pipeline (app/public-forms/server/public-form.server.ts)
 * reads them, so both import them from here.
 */

/** Double-submit token; the server compares it with the `noema_csrf` cookie. */
export const CSRF_FIELD = "csrf";
/** Identifies one form instance; the server stores one row per key. */
export const IDEMPOTENCY_FIELD = "idempotencyKey";
/** Bots fill every field; people never see this one. The server rejects any value. */
export const HONEYPOT_FIELD = "website_url_confirm";
/** The solved ALTCHA payload, written by the widget's hidden input. */
export const CAPTCHA_FIELD = "altcha";
/** Which of the wizard's buttons sent the form. */
export const INTENT_FIELD = "intent";

/** Never echoed back in a reply: the captcha is single-use and the honeypot must stay empty. */
export const NEVER_ECHOED_FIELDS: readonly string[] = [CAPTCHA_FIELD, HONEYPOT_FIELD];

/**
 * Request header of a post from a form's module: the id of the form's region, asking for that region alone as the
 * answer instead of the whole page (decision 079). A browser's own post sends none and gets the page.
 */
export const FORM_REGION_HEADER = "Form-Region";
