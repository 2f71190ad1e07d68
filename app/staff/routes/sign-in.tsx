import { Form, redirect, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/sign-in";
import styles from "#app/staff/components/Inbox.module.css";
import { inboxCopy } from "#app/content/shared/inbox/data.ts";
import { CsrfField } from "#app/shared/forms/CsrfField.tsx";
import { isFreeOfControlCharacters } from "#app/shared/forms/fields.schema.ts";
import { pageMeta } from "#app/site/meta.ts";
import { actionAnswer } from "#app/shared/action-answer.server.ts";
import { requireTokenPost } from "#app/platform/security/post-guard.server.ts";
import { getDb } from "#app/platform/db/db.server.ts";
import { requestInfoContext } from "#app/platform/request-context.server.ts";
import { recordAudit } from "#app/staff/server/audit.server.ts";
import {
  consumeSignInAttempt,
  cookieIsSecure,
  createSession,
  getStaffUser,
  sessionToken,
  verifyCredentials,
} from "#app/staff/server/auth.server.ts";
import { deviceCookieHeader, trustedDevice } from "#app/staff/server/device-cookie.server.ts";
import { NO_STORE, noStoreKeepingRetryAfter, safeNext } from "#app/staff/server/guard.server.ts";
import { recordSignInFailure, recordSignInSuccess, signInWait } from "#app/staff/server/throttle.server.ts";

const copy = inboxCopy.signIn;
const signInSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, copy.required)
    .max(254)
    .refine((value) => isFreeOfControlCharacters(value)),
  password: z.string().min(1, copy.required).max(1024),
});

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: copy.title, description: copy.intro, path: "/inbox/sign-in", noindex: true });

export const headers: Route.HeadersFunction = noStoreKeepingRetryAfter;

export async function loader({ request }: Route.LoaderArgs) {
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  if (await getStaffUser(getDb(), request)) throw redirect(next, { headers: NO_STORE });
  return { next, expired: Boolean(sessionToken(request)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const post = await requireTokenPost(request);
  const info = context.get(requestInfoContext);
  const { formData } = post;
  const email = String(formData.get("email") ?? "").slice(0, 254);
  const fail = (status: number, message: string, retryAfter?: number) =>
    actionAnswer(status, message, { email }, retryAfter ? { "Retry-After": String(retryAfter) } : undefined);
  const tooMany = (seconds: number) =>
    fail(429, copy.tooMany.replace("{minutes}", String(Math.max(1, Math.ceil(seconds / 60)))), seconds);

  if (!post.ok) return fail(post.status, copy.forbidden);
  const parsed = signInSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return fail(400, copy.invalid);

  const db = getDb();
  const client = {
    ip: info.clientIp,
    email: parsed.data.email,
    device: trustedDevice(request, parsed.data.email),
  };
  // The address's budget is shared by everyone behind it (an office, a VPN): a known device is exempt.
  const budget = client.device ? null : await consumeSignInAttempt(info.clientIp);
  if (budget !== null) return tooMany(budget);
  // Checked before the password, and the same for every e-mail typed: no account is revealed.
  const wait = await signInWait(db, client);
  if (wait !== null) return tooMany(wait);
  const user = await verifyCredentials(db, parsed.data.email, parsed.data.password);
  if (!user) {
    await recordSignInFailure(db, client);
    await recordAudit(db, { staffUserId: null, action: "sign_in_failed", ip: info.clientIp });
    return fail(401, copy.invalid);
  }
  await recordSignInSuccess(db, client);
  await recordAudit(db, { staffUserId: user.id, action: "sign_in", ip: info.clientIp });
  const secure = cookieIsSecure(info.secure);
  const headers = new Headers(NO_STORE);
  headers.append("Set-Cookie", await createSession(db, user.id, secure, sessionToken(request)));
  headers.append("Set-Cookie", deviceCookieHeader(user.email, secure));
  throw redirect(safeNext(String(formData.get("next") ?? "")), { headers });
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === "submitting";
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <h1>{copy.title}</h1>
      <p className={styles.muted}>{copy.intro}</p>
      <Form method="post" className={styles.card} aria-describedby={actionData ? "sign-in-error" : undefined}>
        <CsrfField />
        <input type="hidden" name="next" value={loaderData.next} />
        <div aria-live="polite">
          {actionData?.message ? (
            <p id="sign-in-error" role="alert" className={styles.error}>
              {actionData.message}
            </p>
          ) : loaderData.expired ? (
            <p className={styles.muted}>{copy.expired}</p>
          ) : null}
        </div>
        <div className={styles.field}>
          <label htmlFor="email">{copy.email}</label>
          <input
            id="email"
            name="email"
            type="email"
            autoComplete="username"
            required
            defaultValue={actionData?.email}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="password">{copy.password}</label>
          <input id="password" name="password" type="password" autoComplete="current-password" required />
        </div>
        <button type="submit" className={styles.button} disabled={submitting}>
          {submitting ? copy.pending : copy.submit}
        </button>
      </Form>
    </div>
  );
}
