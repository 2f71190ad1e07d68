import { data, Form } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/privacy";
import styles from "~/components/inbox/Inbox.module.css";
import { OutcomeMessage } from "~/components/common/OutcomeMessage";
import { inboxCopy } from "~/content/shared/inbox/data";
import { retention } from "~/content/shared/retention/data";
import { CsrfField } from "~/forms/shared/CsrfField";
import { pageMeta } from "~/lib/meta";
import { verifyCsrf, verifyOrigin } from "~/server/csrf.server";
import { getDatabase } from "~/server/db/db.server";
import { accessExport } from "~/server/privacy/access.server";
import { eraseByEmail } from "~/server/privacy/erasure.server";
import { countHoldings, findHoldings } from "~/server/privacy/holdings.server";
import { requestInfoContext } from "~/server/request-context.server";
import { recordAudit } from "~/server/staff/audit.server";
import { NO_STORE, readStaffForm, requireStaff } from "~/server/staff/guard.server";

const copy = inboxCopy.privacy;
const email = z.string().trim().min(3).max(254).pipe(z.email());
const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("preview"), email }),
  z.object({ intent: z.literal("access"), email }),
  z.object({ intent: z.literal("erase"), email, confirm: z.string().trim().max(254) }),
]);

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: copy.title, description: copy.intro, path: "/inbox/privacy", noindex: true });

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "admin");
  return data({ retention }, { headers: NO_STORE });
}

type Counts = ReturnType<typeof countHoldings>;
type ActionData = { email: string; counts?: Counts; message?: string; error?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request, "admin");
  const formData = await readStaffForm(request);
  const reply = (body: ActionData, status = 200) => data(body, { status, headers: NO_STORE });
  if (!verifyOrigin(request) || !verifyCsrf(request, formData)) {
    return reply({ email: "", error: inboxCopy.signIn.forbidden }, 403);
  }
  const parsed = actionSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return reply({ email: String(formData.get("email") ?? ""), error: copy.email }, 400);
  const handle = getDatabase();
  const ip = context.get(requestInfoContext).clientIp;
  const input = parsed.data;
  if (input.intent === "preview") {
    return reply({ email: input.email, counts: countHoldings(await findHoldings(handle.db, input.email)) });
  }
  if (input.intent === "access") {
    const document = await accessExport(handle.db, input.email);
    await recordAudit(handle.db, { staffUserId: user.id, ip, action: "access_export" });
    return new Response(JSON.stringify(document, null, 2), {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="noema-access-${new Date().toISOString().slice(0, 10)}.json"`,
        ...NO_STORE,
      },
    });
  }
  if (input.confirm.toLowerCase() !== input.email.toLowerCase()) {
    return reply({ email: input.email, error: copy.confirmMismatch }, 400);
  }
  const { removed } = await eraseByEmail(handle, input.email, user.id, ip);
  return reply({ email: "", message: copy.erased.replace("{count}", String(removed)) });
}

export default function PrivacyPage({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as ActionData | undefined;
  const counts = result?.counts;
  const outcome = result?.error
    ? { ok: false, message: result.error }
    : result?.message
      ? { ok: true, message: result.message }
      : undefined;
  const periods = loaderData.retention;
  return (
    <div className={styles.page}>
      <h1>{copy.title}</h1>
      <p className={styles.muted}>{copy.intro}</p>
      <OutcomeMessage outcome={outcome} okClassName={styles.status} failedClassName={styles.error} />
      <div className={styles.detail}>
        <div className={styles.stack}>
          <Form method="post" className={styles.card}>
            <CsrfField />
            <input type="hidden" name="intent" value="preview" />
            <div className={styles.field}>
              <label htmlFor="privacy-email">{copy.email}</label>
              <input id="privacy-email" name="email" type="email" required defaultValue={result?.email} />
            </div>
            <button type="submit" className={styles.button}>
              {copy.preview}
            </button>
          </Form>
          {counts && result ? (
            <section className={styles.card} aria-labelledby="holdings-title">
              <h2 id="holdings-title">{copy.holds.replace("{email}", result.email)}</h2>
              {counts.total === 0 ? <p>{copy.nothing}</p> : null}
              <dl className={styles.fields}>
                {(Object.keys(copy.tables) as (keyof typeof copy.tables)[]).map((table) => (
                  <div key={table} style={{ display: "contents" }}>
                    <dt>{copy.tables[table]}</dt>
                    <dd>{counts[table]}</dd>
                  </div>
                ))}
              </dl>
              {/* A native post, so the browser saves the JSON file. */}
              <Form method="post" reloadDocument className={styles.actions}>
                <CsrfField />
                <input type="hidden" name="intent" value="access" />
                <input type="hidden" name="email" value={result.email} />
                <button type="submit" className={`${styles.button} ${styles.secondary}`}>
                  {copy.download}
                </button>
              </Form>
              {counts.total > 0 ? (
                <Form method="post">
                  <CsrfField />
                  <input type="hidden" name="intent" value="erase" />
                  <input type="hidden" name="email" value={result.email} />
                  <div className={styles.field}>
                    <label htmlFor="privacy-confirm">{copy.confirmLabel}</label>
                    <input id="privacy-confirm" name="confirm" type="email" required autoComplete="off" />
                  </div>
                  <button type="submit" className={`${styles.button} ${styles.danger}`}>
                    {copy.erase}
                  </button>
                </Form>
              ) : null}
            </section>
          ) : null}
        </div>
        <section className={styles.card} aria-labelledby="retention-title">
          <h2 id="retention-title">{copy.retention}</h2>
          <p className={styles.muted}>{copy.retentionIntro}</p>
          <dl className={styles.fields}>
            <dt>{inboxCopy.list.titles.messages}</dt>
            <dd>{periods.contactMonths} months</dd>
            <dt>{inboxCopy.list.titles.applications}</dt>
            <dd>{periods.applicationMonths} months</dd>
            <dt>{inboxCopy.statuses.unsubscribed}</dt>
            <dd>{periods.unsubscribedMonths} months</dd>
            <dt>{copy.tables.idempotency_keys}</dt>
            <dd>{periods.securityHours} hours</dd>
            <dt>{copy.tables.outbox}</dt>
            <dd>{periods.deliveredOutboxDays} days</dd>
          </dl>
        </section>
      </div>
    </div>
  );
}
