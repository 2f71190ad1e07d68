import { data, Form, redirect, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/inbox.sign-in";
import styles from "~/components/inbox/Inbox.module.css";
import { inboxCopy } from "~/content/inbox";
import { CsrfField } from "~/forms/CsrfField";
import { pageMeta } from "~/lib/meta";
import { verifyCsrf, verifyOrigin } from "~/server/csrf.server";
import { getDb } from "~/server/db/db.server";
import { requestInfoContext } from "~/server/request-context.server";
import {
  audit,
  consumeSignInAttempt,
  createSession,
  getStaffUser,
  verifyCredentials,
} from "~/server/staff/auth.server";
import { safeNext } from "~/server/staff/guard.server";

const copy = inboxCopy.signIn;
const signInSchema = z.object({
  email: z.string().trim().min(1, copy.required).max(254),
  password: z.string().min(1, copy.required).max(1024),
});

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: copy.title, description: copy.intro, path: "/inbox/sign-in", noindex: true });

export async function loader({ request }: Route.LoaderArgs) {
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  if (await getStaffUser(getDb(), request)) throw redirect(next);
  return { next };
}

export async function action({ request, context }: Route.ActionArgs) {
  const info = context.get(requestInfoContext);
  const formData = await request.formData();
  const email = String(formData.get("email") ?? "");
  const fail = (status: number, message: string) => data({ formError: message, email }, { status });

  const waitSeconds = await consumeSignInAttempt(info.clientIp);
  if (waitSeconds !== null) return fail(429, copy.tooMany.replace("{minutes}", String(Math.ceil(waitSeconds / 60))));
  if (!verifyOrigin(request) || !verifyCsrf(request, formData)) return fail(403, copy.forbidden);
  const parsed = signInSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return fail(400, copy.invalid);

  const db = getDb();
  const user = await verifyCredentials(db, parsed.data.email, parsed.data.password);
  if (!user) {
    await audit(db, {
      staffUserId: null,
      action: "sign_in_failed",
      target: parsed.data.email.toLowerCase(),
      ip: info.clientIp,
    });
    return fail(401, copy.invalid);
  }
  await audit(db, { staffUserId: user.id, action: "sign_in", ip: info.clientIp });
  const cookie = await createSession(db, user.id, info.secure);
  throw redirect(safeNext(String(formData.get("next") ?? "")), { headers: { "Set-Cookie": cookie } });
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === "submitting";
  return (
    <section className={styles.page}>
      <div className={`container ${styles.narrow}`}>
        <h1>{copy.title}</h1>
        <p className={styles.muted}>{copy.intro}</p>
        <Form method="post" className={styles.card} aria-describedby={actionData ? "sign-in-error" : undefined}>
          <CsrfField />
          <input type="hidden" name="next" value={loaderData.next} />
          <div aria-live="polite">
            {actionData?.formError ? (
              <p id="sign-in-error" role="alert" className={styles.error}>
                {actionData.formError}
              </p>
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
          <button type="submit" className="button button-dark" disabled={submitting}>
            {submitting ? copy.pending : copy.submit}
          </button>
        </Form>
      </div>
    </section>
  );
}
