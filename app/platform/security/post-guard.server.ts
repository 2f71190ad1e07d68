import { data } from "react-router";
import { isOwnPagePost, isSameOriginPost, verifyCsrf } from "./csrf.server.ts";
import { readStaffFormBody } from "#app/staff/server/form-body.server.ts";
import { formErrors } from "#app/content/shared/form-errors/data.ts";

/*
 * The one place a post to the staff app or the founder account is checked (decision 080): its origin
 * (Fetch Metadata, Origin or Referer) and its CSRF token. The staff and founder guards add the session
 * and the role; every action under routes/inbox and routes/account starts with one of them, which
 * post-guard.server.test.ts and tests/e2e/inbox/cross-site-actions.test.ts hold every action to.
 */

const NO_STORE = { "Cache-Control": "no-store" } as const;

/**
 * A checked post: the form when it came from one of our pages with this browser's token, else a
 * refusal (403) the action words its own way, with the form as posted so it can give back what was typed.
 */
export type CheckedPost<Granted extends object = object> =
  ({ ok: true; formData: FormData } & Granted) | { ok: false; status: 403; formData: FormData };

/** The posted form, or a thrown 400 when the body is not a form and 413 when it is too large (never a 500). */
export async function readPostedForm(request: Request): Promise<FormData> {
  const form = await readStaffFormBody(request);
  if (!form.ok) {
    const error = form.status === 413 ? formErrors.postTooLarge : formErrors.postNotAForm;
    throw data({ error }, { status: form.status, headers: NO_STORE });
  }
  return form.formData;
}

/** A post from our own page with the CSRF token, before anyone is signed in (staff sign-in and sign-out). */
export async function requireTokenPost(request: Request): Promise<CheckedPost> {
  const formData = await readPostedForm(request);
  if (!isOwnPagePost(request) || !verifyCsrf(request, formData)) return { ok: false, status: 403, formData };
  return { ok: true, formData };
}

/**
 * A public form's post (the founder's sign-in and link pages, which carry no token, decision 066):
 * Fetch Metadata, or the Origin or Referer, must say it came from this site.
 */
export async function requirePublicPost(request: Request): Promise<CheckedPost> {
  const formData = await readPostedForm(request);
  if (!isSameOriginPost(request)) return { ok: false, status: 403, formData };
  return { ok: true, formData };
}
