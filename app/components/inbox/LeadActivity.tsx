import type { ReactNode } from "react";
import { Form } from "react-router";
import { inboxCopy } from "~/content/shared/inbox/data";
import { CsrfField } from "~/forms/shared/CsrfField";
import { formatDateTime } from "~/lib/inbox/format";
import type { LeadDetail } from "~/server/staff/leads/detail.server";
import styles from "./Inbox.module.css";

const copy = inboxCopy.lead;
const statusLabel = (status: unknown) =>
  inboxCopy.statuses[String(status) as keyof typeof inboxCopy.statuses] ?? String(status ?? "—");

/** A card of the lead page: its heading, a line when it has nothing to show, then its content. */
function ActivityCard({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty?: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {empty ? <p className={styles.muted}>{empty}</p> : null}
      {children}
    </section>
  );
}

export function LeadNotes({ notes, busy }: { notes: LeadDetail["notes"]; busy: boolean }) {
  return (
    <ActivityCard id="notes-title" title={copy.notes} empty={notes.length === 0 ? copy.noNotes : undefined}>
      <ul className={styles.list}>
        {notes.map((note) => (
          <li key={note.id}>
            {note.body}
            <div className={styles.meta}>
              {note.author ?? copy.system} · {formatDateTime(note.createdAt)}
            </div>
          </li>
        ))}
      </ul>
      <Form method="post">
        <CsrfField />
        <input type="hidden" name="intent" value="note" />
        <div className={styles.field}>
          <label htmlFor="note-body">{copy.noteLabel}</label>
          <textarea id="note-body" name="body" rows={3} placeholder={copy.notePlaceholder} required maxLength={5000} />
        </div>
        <button type="submit" className={styles.button} disabled={busy}>
          {copy.addNote}
        </button>
      </Form>
    </ActivityCard>
  );
}

export function LeadDeliveries({ deliveries, busy }: { deliveries: LeadDetail["deliveries"]; busy: boolean }) {
  return (
    <ActivityCard
      id="deliveries-title"
      title={copy.deliveries}
      empty={deliveries.length === 0 ? copy.noDeliveries : undefined}
    >
      <ul className={styles.list}>
        {deliveries.map((delivery) => (
          <li key={delivery.id}>
            <strong>{copy.deliveryKinds[delivery.kind as keyof typeof copy.deliveryKinds] ?? delivery.kind}</strong>
            {": "}
            {copy.deliveryStates[delivery.status as keyof typeof copy.deliveryStates] ?? delivery.status}
            <div className={styles.meta}>
              {copy.attempts}: {delivery.attempts}
              {delivery.deliveredAt ? ` · ${formatDateTime(delivery.deliveredAt)}` : ""}
              {delivery.status === "failing" ? ` · ${copy.nextAttempt}: ${formatDateTime(delivery.nextAttemptAt)}` : ""}
            </div>
            {delivery.lastError ? (
              <div className={styles.meta}>
                {copy.lastError}: {delivery.lastError}
              </div>
            ) : null}
            {delivery.status === "failing" || delivery.status === "dead" ? (
              <Form method="post">
                <CsrfField />
                <input type="hidden" name="intent" value="retry" />
                <input type="hidden" name="deliveryId" value={delivery.id} />
                <button type="submit" className={`${styles.button} ${styles.secondary}`} disabled={busy}>
                  {copy.retry}
                </button>
              </Form>
            ) : null}
          </li>
        ))}
      </ul>
    </ActivityCard>
  );
}

function describe(entry: LeadDetail["history"][number]): string {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const template = copy.historyActions[entry.action as keyof typeof copy.historyActions] ?? entry.action;
  if (entry.action === "status") {
    return template.replace("{before}", statusLabel(before.status)).replace("{after}", statusLabel(after.status));
  }
  if (entry.action === "assign") {
    return template
      .replace("{before}", String(before.assignee ?? copy.unassigned))
      .replace("{after}", String(after.assignee ?? copy.unassigned));
  }
  return template;
}

export function LeadHistory({ history }: { history: LeadDetail["history"] }) {
  return (
    <ActivityCard id="history-title" title={copy.history} empty={history.length === 0 ? copy.noHistory : undefined}>
      <ol className={styles.list}>
        {history.map((entry) => (
          <li key={entry.id}>
            <strong>{entry.actor ?? (entry.action.endsWith("_by_founder") ? copy.founder : copy.system)}</strong>{" "}
            {describe(entry)}
            <div className={styles.meta}>{formatDateTime(entry.createdAt)}</div>
          </li>
        ))}
      </ol>
    </ActivityCard>
  );
}
