import { data, Form } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/privacy";
import styles from "#app/staff/components/Inbox.module.css";
import { OutcomeMessage } from "#app/shared/ui/OutcomeMessage.tsx";
import type { RetentionPreview } from "#app/staff/components/RetentionConfirm.tsx";
import { periodMessage, type RetentionRefusal, RetentionSettings } from "#app/staff/components/RetentionSettings.tsx";
import { inboxCopy } from "#app/content/shared/inbox/data.ts";
import type { EditablePeriod } from "#app/platform/privacy/retention-periods/schema.ts";
import { CsrfField } from "#app/shared/forms/CsrfField.tsx";
import type { ActionAnswer } from "#app/shared/action-answer.ts";
import { pageMeta } from "#app/site/meta.ts";
import { actionAnswer } from "#app/shared/action-answer.server.ts";
import { getDatabase } from "#app/platform/db/db.server.ts";
import { eraseByEmail } from "#app/platform/privacy/erasure.server.ts";
import { documentsForExport } from "#app/deal/documents/server/privacy.server.ts";
import { countHoldings, findHoldings } from "#app/platform/privacy/holdings.server.ts";
import { changeRetention } from "#app/platform/privacy/retention-change.server.ts";
import { readRetention, retentionInputSchema } from "#app/platform/privacy/retention-settings.server.ts";
import { requestInfoContext } from "#app/platform/request-context.server.ts";
import { NO_STORE, requireStaff, requireStaffPost } from "#app/staff/server/guard.server.ts";

const copy = inboxCopy.privacy;
const email = z.string().trim().min(3).max(254).pipe(z.email());
const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("preview"), email }),
  z.object({ intent: z.literal("erase"), email, confirm: z.string().trim().max(254) }),
]);

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: copy.title, description: copy.intro, path: "/inbox/privacy", noindex: true });

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "admin");
  return data({ retention: await readRetention(getDatabase().db) }, { headers: NO_STORE });
}

type Counts = ReturnType<typeof countHoldings>;
/** An answer in the one shape (decision 080); a preview's message is empty, its counts say it all. */
type ActionData = ActionAnswer & {
  email: string;
  counts?: Counts;
  /** Files the person uploaded for due diligence (kept with their applications, erased with them). */
  documents?: number;
  retention?: RetentionRefusal;
  retentionPreview?: RetentionPreview;
};

/** What the preview lists: the rows per table, and the person's uploaded files (issue 20 walk). */
async function preview(db: Parameters<typeof findHoldings>[0], email: string) {
  const holdings = await findHoldings(db, email);
  const requests = await documentsForExport(db, holdings.applications);
  return {
    counts: countHoldings(holdings),
    documents: requests.reduce((sum, request) => sum + request.files.length, 0),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const post = await requireStaffPost(request, "admin");
  const reply = (
    { message = "", ...rest }: Omit<ActionData, "status" | "message"> & { message?: string },
    status = 200,
  ) => actionAnswer(status, message, rest);
  if (!post.ok) return reply({ email: "", message: inboxCopy.signIn.forbidden }, post.status);
  const { user, formData } = post;
  const handle = getDatabase();
  const ip = context.get(requestInfoContext).clientIp;
  if (formData.get("intent") === "retention") {
    const fields = Object.fromEntries(formData);
    const periods = retentionInputSchema.safeParse(fields);
    if (!periods.success) {
      const wrong = new Set(periods.error.issues.map((issue) => issue.path[0] as EditablePeriod));
      const errors = Object.fromEntries([...wrong].map((period) => [period, periodMessage(period)]));
      // Every period as typed, so a refused save loses none of the admin's changes.
      const typed = Object.keys(retentionInputSchema.shape).map((period) => [period, String(fields[period] ?? "")]);
      const values = Object.fromEntries(typed);
      return reply({ email: "", message: Object.values(errors).join(" "), retention: { values, errors } }, 400);
    }
    const confirm = formData.get("confirm");
    const change = await changeRetention(
      handle,
      periods.data,
      typeof confirm === "string" ? confirm : undefined,
      user.id,
      ip,
    );
    if (change.kind === "saved") return reply({ email: "", message: copy.retentionSaved });
    // Nothing saved: the count and the confirm step, with every period as typed (400 when mistyped).
    const values = Object.fromEntries(
      Object.keys(retentionInputSchema.shape).map((period) => [period, String(fields[period])]),
    ) as RetentionPreview["values"];
    const { counts, total } = change.removals;
    const retentionPreview = { values, counts, total, wrong: change.wrongConfirmation };
    return reply({ email: "", retentionPreview }, change.wrongConfirmation ? 400 : 200);
  }
  const parsed = actionSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return reply({ email: String(formData.get("email") ?? ""), message: copy.email }, 400);
  const input = parsed.data;
  if (input.intent === "preview") {
    return reply({ email: input.email, ...(await preview(handle.db, input.email)) });
  }
  if (input.confirm.toLowerCase() !== input.email.toLowerCase()) {
    // The preview stays, so the admin corrects the confirmation where it was (issue 20 walk).
    return reply(
      { email: input.email, ...(await preview(handle.db, input.email)), message: copy.confirmMismatch },
      400,
    );
  }
  const { removed } = await eraseByEmail(handle, input.email, user.id, ip);
  return reply({ email: "", message: copy.erased.replace("{count}", String(removed)) });
}

export default function PrivacyPage({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as ActionData | undefined;
  const counts = result?.counts;
  const outcome = result?.message ? result : undefined;
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
                <dt>{copy.documentsHeld}</dt>
                <dd>{result.documents ?? 0}</dd>
              </dl>
              {/* A native post to a resource route, so the browser saves the JSON file and this page stays. */}
              <Form method="post" action="/inbox/privacy/access" reloadDocument className={styles.actions}>
                <CsrfField />
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
        <RetentionSettings
          inForce={loaderData.retention.periods}
          changedAt={loaderData.retention.changedAt}
          changedBy={loaderData.retention.changedBy}
          refusal={result?.retention}
          preview={result?.retentionPreview}
        />
      </div>
    </div>
  );
}
