import { Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/sign-in";
import { AccountHero } from "#app/founder/components/AccountHero.tsx";
import styles from "#app/founder/components/Account.module.css";
import { OutcomeMessage } from "#app/shared/ui/OutcomeMessage.tsx";
import { accountCopy } from "#app/content/pages/account/copy.ts";
import { emailField } from "#app/shared/forms/fields.schema.ts";
import { pageMeta } from "#app/site/meta.ts";
import { requirePublicPost } from "#app/platform/security/post-guard.server.ts";
import { getDatabase, getDb } from "#app/platform/db/db.server.ts";
import { requestFounderLink } from "#app/founder/server/applications.server.ts";
import { wentThrough } from "#app/shared/action-answer.ts";
import { actionAnswer } from "#app/shared/action-answer.server.ts";
import { founderReturnPath } from "#app/founder/server/return-path.server.ts";
import { getFounderEmail } from "#app/founder/server/sessions.server.ts";
import { processRateLimiter } from "#app/platform/security/rate-limit.server.ts";
import { requestInfoContext } from "#app/platform/request-context.server.ts";
import { hashToken, normaliseEmail } from "#app/staff/server/auth.server.ts";
import { NO_STORE, noStoreKeepingRetryAfter } from "#app/staff/server/guard.server.ts";

const copy = accountCopy.signIn;
const requestSchema = z.object({ email: emailField });

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: copy.title, description: copy.intro, path: "/account/sign-in", noindex: true });

export const headers: Route.HeadersFunction = noStoreKeepingRetryAfter;

export async function loader({ request }: Route.LoaderArgs) {
  // Where the page that sent the founder here was: the link they get brings them back to it.
  const next = founderReturnPath(new URL(request.url).searchParams.get("next"));
  if (await getFounderEmail(getDb(), request)) throw redirect(next ?? "/account", { headers: NO_STORE });
  return { next: next ?? "" };
}

const addressKey = (email: string) => `address:${hashToken(normaliseEmail(email))}`;

/*
 * Always the same answer, and always the same work: the mail is queued for any
 * valid address and the outbox skips it when nobody applied with it, so neither
 * the page nor its timing tells whether an address has applied.
 */
export async function action({ request, context }: Route.ActionArgs) {
  // A public form: Fetch Metadata or Origin, no token (decision 066).
  const post = await requirePublicPost(request);
  const info = context.get(requestInfoContext);
  const { formData } = post;
  const email = String(formData.get("email") ?? "").slice(0, 254);
  // Retry-After, as the site's other 429s send.
  const tooMany = (seconds: number) =>
    actionAnswer(
      429,
      copy.tooMany.replace("{minutes}", String(Math.max(1, Math.ceil(seconds / 60)))),
      { email },
      { "Retry-After": String(seconds) },
    );
  const perIp = await processRateLimiter("founder-link-ip", (env) => env.RATE_LIMIT_SIGNIN_MAX).consume(info.clientIp);
  if (!perIp.allowed) return tooMany(perIp.retryAfterSeconds);
  // Refused after the per-IP count: a script posting forged requests spends its budget like any other.
  if (!post.ok) return actionAnswer(post.status, copy.forbidden, { email });
  const parsed = requestSchema.safeParse({ email });
  if (!parsed.success) return actionAnswer(400, copy.invalidEmail, { email });
  const perAddress = await processRateLimiter("founder-link-address", () => 5).consume(addressKey(parsed.data.email));
  if (!perAddress.allowed) return tooMany(perAddress.retryAfterSeconds);
  const next = founderReturnPath(String(formData.get("next") ?? ""));
  await requestFounderLink(getDatabase(), parsed.data.email, "sign_in", next);
  return actionAnswer(200, copy.sent.replace("{email}", parsed.data.email), { email });
}

export default function FounderSignIn({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === "submitting";
  const failed = actionData && !wentThrough(actionData);
  return (
    <>
      <AccountHero eyebrow={copy.eyebrow} title={copy.title}>
        <p>{copy.intro}</p>
      </AccountHero>
      <div className={`container ${styles.body} ${styles.narrow}`}>
        <Form
          method="post"
          className={styles.card}
          aria-describedby={actionData ? "founder-sign-in-status" : undefined}
        >
          {loaderData?.next ? <input type="hidden" name="next" value={loaderData.next} /> : null}
          <OutcomeMessage
            outcome={actionData}
            okClassName={styles.notice}
            failedClassName={styles.error}
            id="founder-sign-in-status"
          />
          <div className={styles.field}>
            <label htmlFor="founder-email">{copy.email}</label>
            <input
              id="founder-email"
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={254}
              defaultValue={actionData?.email}
              aria-invalid={failed ? true : undefined}
            />
          </div>
          <button type="submit" className="button button-primary" disabled={submitting}>
            {submitting ? copy.pending : copy.submit}
          </button>
        </Form>
        <p className={styles.aside}>
          {copy.noApplicationYet} <Link to="/apply">{copy.applyLink}</Link>
        </p>
      </div>
    </>
  );
}
