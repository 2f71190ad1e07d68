import { wentThrough } from "#app/shared/action-answer.ts";
import { type ReactNode, useEffect, useRef } from "react";
import { Form, useFetcher } from "react-router";
import { type Outcome, OutcomeMessage } from "#app/shared/ui/OutcomeMessage.tsx";
import { inboxCopy } from "#app/content/shared/inbox/data.ts";
import { CsrfField } from "#app/shared/forms/CsrfField.tsx";
import { IDEMPOTENCY_FIELD } from "#app/shared/forms/field-names.ts";
import { formatDateTime } from "#app/staff/view/format.ts";
import { describeHistory } from "#app/staff/view/history-words.ts";
import type { ListName } from "#app/staff/view/workflow.ts";
import type { LeadDetail } from "#app/staff/server/leads/detail.server.ts";
import styles from "./Inbox.module.css";
import { useStaffTimeZone } from "./time-zone-context.ts";

const copy = inboxCopy.lead;

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

/**
 * Notes are added through a fetcher, so the box can be emptied once its note is saved (and only
 * then: a refused note keeps its text), and the card says which it was, as the page does without
 * JavaScript. The key makes a double submit store one note (issue 21).
 */
export function LeadNotes({ notes, noteKey, busy }: { notes: LeadDetail["notes"]; noteKey: string; busy: boolean }) {
  const timeZone = useStaffTimeZone();
  const fetcher = useFetcher<Outcome>();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (fetcher.state === "idle" && wentThrough(fetcher.data)) form.current?.reset();
  }, [fetcher.state, fetcher.data]);
  return (
    <ActivityCard id="notes-title" title={copy.notes} empty={notes.length === 0 ? copy.noNotes : undefined}>
      <ul className={styles.list}>
        {notes.map((note) => (
          <li key={note.id}>
            {note.body}
            <div className={styles.meta}>
              {note.author ?? copy.system} · {formatDateTime(note.createdAt, timeZone)}
            </div>
          </li>
        ))}
      </ul>
      <fetcher.Form method="post" ref={form}>
        <CsrfField />
        <input type="hidden" name="intent" value="note" />
        <input type="hidden" name={IDEMPOTENCY_FIELD} value={noteKey} />
        <div className={styles.field}>
          <label htmlFor="note-body">{copy.noteLabel}</label>
          <textarea id="note-body" name="body" rows={3} placeholder={copy.notePlaceholder} required maxLength={5000} />
        </div>
        <OutcomeMessage outcome={fetcher.data} okClassName={styles.status} failedClassName={styles.error} />
        <button type="submit" className={styles.button} disabled={busy || fetcher.state !== "idle"}>
          {copy.addNote}
        </button>
      </fetcher.Form>
    </ActivityCard>
  );
}

export function LeadDeliveries({ deliveries, busy }: { deliveries: LeadDetail["deliveries"]; busy: boolean }) {
  const timeZone = useStaffTimeZone();
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
              {delivery.deliveredAt ? ` · ${formatDateTime(delivery.deliveredAt, timeZone)}` : ""}
              {delivery.status === "failing"
                ? ` · ${copy.nextAttempt}: ${formatDateTime(delivery.nextAttemptAt, timeZone)}`
                : ""}
            </div>
            {delivery.lastError ? (
              <div className={styles.meta}>
                {copy.lastError}: {delivery.lastError}
              </div>
            ) : null}
            {delivery.status === "failing" || delivery.status === "dead" ? (
              <Form method="post" preventScrollReset>
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

export function LeadHistory({ history, list }: { history: LeadDetail["history"]; list: ListName }) {
  const timeZone = useStaffTimeZone();
  return (
    <ActivityCard id="history-title" title={copy.history} empty={history.length === 0 ? copy.noHistory : undefined}>
      <ol className={styles.list}>
        {history.map((entry) => (
          <li key={entry.id}>
            <strong>{entry.actor ?? (entry.action.endsWith("_by_founder") ? copy.founder : copy.system)}</strong>{" "}
            {describeHistory(entry, list)}
            <div className={styles.meta}>{formatDateTime(entry.createdAt, timeZone)}</div>
          </li>
        ))}
      </ol>
    </ActivityCard>
  );
}
