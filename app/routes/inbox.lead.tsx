import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/inbox.lead";
import styles from "~/components/inbox/Inbox.module.css";
import { inboxCopy, LEAD_KINDS, LEAD_STATUSES } from "~/content/inbox";
import { CsrfField } from "~/forms/CsrfField";
import { pageMeta } from "~/lib/meta";
import { verifyCsrf, verifyOrigin } from "~/server/csrf.server";
import { getDb } from "~/server/db/db.server";
import { requestInfoContext } from "~/server/request-context.server";
import { audit } from "~/server/staff/auth.server";
import { requireStaff } from "~/server/staff/guard.server";
import { addNote, getLead, setStatus } from "~/server/staff/leads.server";

const copy = inboxCopy.lead;
const leadParams = z.object({ kind: z.enum(LEAD_KINDS), id: z.string().uuid() });
const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("note"), body: z.string().trim().min(1, copy.noteRequired).max(5000) }),
  z.object({ intent: z.literal("status"), status: z.enum(LEAD_STATUSES) }),
]);

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, {
    title: inboxCopy.list.title,
    description: inboxCopy.list.title,
    path: location.pathname,
    noindex: true,
  });

async function loadLead(params: Route.LoaderArgs["params"]) {
  const parsed = leadParams.safeParse(params);
  if (!parsed.success) throw data(null, { status: 404 });
  const lead = await getLead(getDb(), parsed.data.kind, parsed.data.id);
  if (!lead) throw data(null, { status: 404 });
  return lead;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  const lead = await loadLead(params);
  await audit(getDb(), {
    staffUserId: user.id,
    action: "view_lead",
    target: `${lead.kind}:${lead.id}`,
    ip: context.get(requestInfoContext).clientIp,
  });
  return { lead };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const lead = await loadLead(params);
  const formData = await request.formData();
  if (!verifyOrigin(request) || !verifyCsrf(request, formData)) {
    return data({ ok: false as const, error: inboxCopy.signIn.forbidden }, { status: 403 });
  }
  const parsed = actionSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    return data({ ok: false as const, error: parsed.error.issues[0]?.message ?? copy.noteRequired }, { status: 400 });
  }
  const db = getDb();
  const target = `${lead.kind}:${lead.id}`;
  const ip = context.get(requestInfoContext).clientIp;
  if (parsed.data.intent === "note") {
    await addNote(db, lead, user.id, parsed.data.body);
    await audit(db, { staffUserId: user.id, action: "add_note", target, ip });
  } else {
    await setStatus(db, lead, user.id, parsed.data.status);
    await audit(db, { staffUserId: user.id, action: `set_status:${parsed.data.status}`, target, ip });
  }
  return { ok: true as const, error: null };
}

const dateFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
const formatDate = (iso: string | null) => (iso ? dateFormat.format(new Date(iso)) : "—");

export default function LeadPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lead } = loaderData;
  const busy = useNavigation().state !== "idle";
  return (
    <section className={styles.page}>
      <div className="container">
        <Link to="/inbox">← {copy.back}</Link>
        <span className="eyebrow" style={{ display: "block", marginTop: "1.5rem" }}>
          {inboxCopy.kinds[lead.kind]}
        </span>
        <h1>{lead.title}</h1>
        <p className={styles.muted}>
          {copy.received} {formatDate(lead.createdAt)}
        </p>
        <div aria-live="polite">
          {actionData?.ok ? <p className={styles.status}>{copy.saved}</p> : null}
          {actionData?.error ? (
            <p role="alert" className={styles.error}>
              {actionData.error}
            </p>
          ) : null}
        </div>
        <div className={styles.grid}>
          <div className={styles.card}>
            <h2>{copy.details}</h2>
            <dl className={styles.fields}>
              {lead.fields.map((field) => (
                <div key={field.label} style={{ display: "contents" }}>
                  <dt>{field.label}</dt>
                  <dd>{field.value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div className={styles.grid} style={{ gridTemplateColumns: "1fr", alignContent: "start" }}>
            <Form method="post" className={styles.card}>
              <CsrfField />
              <input type="hidden" name="intent" value="status" />
              <div className={styles.field}>
                <label htmlFor="status">{copy.status}</label>
                <select id="status" name="status" defaultValue={lead.status}>
                  {LEAD_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {inboxCopy.statuses[status]}
                    </option>
                  ))}
                </select>
              </div>
              <button type="submit" className="button button-dark" disabled={busy}>
                {copy.saveStatus}
              </button>
            </Form>
            <div className={styles.card}>
              <h2>{copy.notes}</h2>
              {lead.notes.length === 0 ? <p className={styles.muted}>{copy.noNotes}</p> : null}
              <ul className={styles.notes}>
                {lead.notes.map((note) => (
                  <li key={note.id}>
                    {note.body}
                    <div className={styles.muted}>
                      {note.author ?? "—"} · {formatDate(note.createdAt)}
                    </div>
                  </li>
                ))}
              </ul>
              <Form method="post">
                <CsrfField />
                <input type="hidden" name="intent" value="note" />
                <div className={styles.field}>
                  <label htmlFor="body">{copy.addNote}</label>
                  <textarea
                    id="body"
                    name="body"
                    rows={4}
                    placeholder={copy.notePlaceholder}
                    required
                    maxLength={5000}
                  />
                </div>
                <button type="submit" className="button button-dark" disabled={busy}>
                  {copy.addNote}
                </button>
              </Form>
            </div>
            <div className={styles.card}>
              <h2>{copy.deliveries}</h2>
              {lead.deliveries.length === 0 ? <p className={styles.muted}>{copy.noDeliveries}</p> : null}
              <ul className={styles.notes}>
                {lead.deliveries.map((delivery) => (
                  <li key={`${delivery.kind}:${delivery.nextAttemptAt}`}>
                    <strong>{delivery.kind}</strong>: {delivery.status}
                    <div className={styles.muted}>
                      {copy.attempts}: {delivery.attempts} · {copy.deliveredAt}: {formatDate(delivery.deliveredAt)}
                      {delivery.status === "pending"
                        ? ` · ${copy.nextAttempt}: ${formatDate(delivery.nextAttemptAt)}`
                        : ""}
                    </div>
                    {delivery.lastError ? (
                      <div className={styles.muted}>
                        {copy.lastError}: {delivery.lastError}
                      </div>
                    ) : null}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
