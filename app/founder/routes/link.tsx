import { createContext, data, Form, Link, redirect, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/link";
import styles from "#app/founder/components/Account.module.css";
import { accountCopy } from "#app/content/pages/account/copy.ts";
import { pageMeta } from "#app/site/meta.ts";
import { useNonce } from "#app/platform/nonce.ts";
import { getDatabase, getDb } from "#app/platform/db/db.server.ts";
import type { FounderLinkPurpose } from "#app/platform/db/schema.ts";
import { consumeFounderLink, inspectFounderLink } from "#app/founder/server/links.server.ts";
import { founderReturnPath } from "#app/founder/server/return-path.server.ts";
import {
  createFounderSession,
  destroyFounderSession,
  founderSessionToken,
} from "#app/founder/server/sessions.server.ts";
import { founderZoneCookie } from "#app/founder/server/time-zone.server.ts";
import { actionAnswer } from "#app/shared/action-answer.server.ts";
import { requirePublicPost } from "#app/platform/security/post-guard.server.ts";
import { eraseByEmail } from "#app/platform/privacy/erasure.server.ts";
import { requestInfoContext } from "#app/platform/request-context.server.ts";
import { cookieIsSecure } from "#app/staff/server/auth.server.ts";
import { NO_STORE } from "#app/staff/server/guard.server.ts";

/*
 * The link from a founder's e-mail. Mail scanners fetch every link, so the GET
 * only checks it and shows a button; the POST (a person pressing it) uses it.
 * The single-use token is the authorisation, as for the newsletter links.
 */
const copy = accountCopy.link;

/**
 * Set by a successful erasure for the rest of this request. Without JavaScript the loader runs after the
 * action in the same request and would find the link used (and the data gone): it answers "erased", 200.
 */
const erasedThisRequest = createContext(false);

/** The sign-in form's hidden field with the browser's time zone. */
const TIME_ZONE_FIELD = "timeZone";

const purposeOf = (value: string | null): FounderLinkPurpose => (value === "erase" ? "erase" : "sign_in");

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: copy.title, description: copy.signInBody, path: "/account/link", noindex: true });

// "same-origin": the button's post must carry this site's Origin, and the token must not leave in a Referer.
export const headers = () => ({ ...NO_STORE, "Referrer-Policy": "same-origin" });

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  const purpose = purposeOf(url.searchParams.get("purpose"));
  const next = founderReturnPath(url.searchParams.get("next")) ?? "";
  if (context.get(erasedThisRequest))
    return data({ state: "erased" as const, token: "", purpose, next: "" }, { headers: NO_STORE });
  const verdict = await inspectFounderLink(getDb(), token, purpose);
  const state = verdict.ok ? ("prompt" as const) : verdict.reason;
  return data({ state, token, purpose, next }, { status: verdict.ok ? 200 : 400, headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  // Login CSRF: another site's form (or a bare script) must not sign this browser in, to its own session.
  const post = await requirePublicPost(request);
  if (!post.ok) return actionAnswer(post.status, copy.refused.foreign, { state: "foreign" as const });
  const info = context.get(requestInfoContext);
  const { formData } = post;
  const token = String(formData.get("token") ?? "");
  const purpose = purposeOf(String(formData.get("purpose") ?? ""));
  const handle = getDatabase();
  const verdict = await consumeFounderLink(handle.db, token, purpose);
  if (!verdict.ok) return actionAnswer(400, copy.refused[verdict.reason], { state: verdict.reason });
  const secure = cookieIsSecure(info.secure);
  if (purpose === "sign_in") {
    const cookie = await createFounderSession(handle.db, verdict.email, secure, founderSessionToken(request));
    // Back to the page that asked for sign-in (an account page only), else the account.
    const next = founderReturnPath(String(formData.get("next") ?? "")) ?? "/account";
    const headers = new Headers(NO_STORE);
    headers.append("Set-Cookie", cookie);
    const zone = founderZoneCookie(formData.get(TIME_ZONE_FIELD), secure);
    if (zone) headers.append("Set-Cookie", zone);
    throw redirect(next, { headers });
  }
  // No IP in this audit row: it would be the erased person's, kept after everything else went (issue 21).
  await eraseByEmail(handle, verdict.email, null, undefined, "erasure_by_founder");
  context.set(erasedThisRequest, true);
  const cleared = await destroyFounderSession(handle.db, request, secure);
  return actionAnswer(200, copy.erasedBody, { state: "erased" as const }, { "Set-Cookie": cleared });
}

/** With JavaScript, the erased page keeps the action's answer: reloading the link's data would only find it used. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  (actionResult as { state?: string } | undefined)?.state === "erased" ? false : defaultShouldRevalidate;

/**
 * Fills the sign-in form's zone field with the browser's, as the page is parsed (before React, which
 * an account page loads late): the founder's pages then show times in their zone (issue 26).
 */
const FILL_TIME_ZONE = `document.getElementById("founder-time-zone").value=Intl.DateTimeFormat().resolvedOptions().timeZone`;

export default function FounderLink({ loaderData, actionData }: Route.ComponentProps) {
  const nonce = useNonce();
  const state = actionData?.state ?? loaderData.state;
  const erase = loaderData.purpose === "erase";
  let heading = erase ? copy.eraseHeading : copy.signInHeading;
  let body: string = erase ? copy.eraseBody : copy.signInBody;
  if (state === "erased") [heading, body] = [copy.erasedHeading, copy.erasedBody];
  else if (state !== "prompt") body = copy.refused[state];
  return (
    <section className="page-hero on-dark">
      <div className="container">
        <h1>{heading}</h1>
        <p role={state === "prompt" ? undefined : "status"}>{body}</p>
        {state === "prompt" ? (
          <Form
            method="post"
            action={`/account/link?${erase ? "purpose=erase&" : ""}token=${encodeURIComponent(loaderData.token)}`}
          >
            <input type="hidden" name="token" value={loaderData.token} />
            <input type="hidden" name="purpose" value={loaderData.purpose} />
            {loaderData.next ? <input type="hidden" name="next" value={loaderData.next} /> : null}
            {erase ? null : (
              <>
                <input type="hidden" name={TIME_ZONE_FIELD} id="founder-time-zone" />
                <script nonce={nonce} dangerouslySetInnerHTML={{ __html: FILL_TIME_ZONE }} />
              </>
            )}
            <button type="submit" className={`button ${erase ? styles.danger : "button-primary"} ${styles.heroAction}`}>
              {erase ? copy.eraseButton : copy.signInButton}
            </button>
          </Form>
        ) : state !== "erased" ? (
          <Link to="/account/sign-in" className={`button button-primary ${styles.heroAction}`}>
            {copy.askAgain}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
