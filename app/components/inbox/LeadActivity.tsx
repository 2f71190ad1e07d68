import { type ReactNode, useEffect, useRef } from "react";
import { Form, useFetcher } from "react-router";
import { type Outcome, OutcomeMessage } from "~/components/common/OutcomeMessage";
import { inboxCopy } from "~/content/shared/inbox/data";
import { CsrfField } from "~/forms/shared/CsrfField";
import { IDEMPOTENCY_FIELD } from "~/forms/shared/field-names";
import { formatDateTime } from "~/lib/inbox/format";
import { type ListName, moveKind } from "~/lib/inbox/workflow";
import type { LeadDetail } from "~/server/staff/leads/detail.server";
import styles from "./Inbox.module.css";
import { useStaffTimeZone } from "./time-zone-context";

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

/**
 * Notes are added through a fetcher, so the box can be emptied once its note is saved (and only
 * then: a refused note keeps its text). The key makes a double submit store one note (issue 21).
 */
export function LeadNotes({ notes, noteKey, busy }: { notes: LeadDetail["notes"]; noteKey: string; busy: boolean }) {
  const timeZone = useStaffTimeZone();
  const fetcher = useFetcher<Outcome>();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) form.current?.reset();
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
        <OutcomeMessage
          outcome={fetcher.data?.ok ? undefined : fetcher.data}
          okClassName={styles.status}
          failedClassName={styles.error}
        />
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

/** "Moved it (back) from X to Y", and what became of the founder's e-mail when the move had one. */
function describeMove(before: Record<string, unknown>, after: Record<string, unknown>, list: ListName): string {
  const [from, to] = [String(before.status), String(after.status)];
  const back = list !== "subscribers" && moveKind(list, from, to) === "back";
  const move = (back ? copy.historyMoveBack : copy.historyActions.status)
    .replace("{before}", statusLabel(from))
    .replace("{after}", statusLabel(to));
  const mail = copy.historyFounderMail[after.founderMail as keyof typeof copy.historyFounderMail];
  return mail ? `${move} · ${mail}` : move;
}

function describe(entry: LeadDetail["history"][number], list: ListName): string {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const template = copy.historyActions[entry.action as keyof typeof copy.historyActions] ?? entry.action;
  if (entry.action === "status") return describeMove(before, after, list);
  if (entry.action === "cancel_founder_mail") {
    return after.mail === "documents"
      ? copy.historyCancelDocumentsMail
      : template.replace("{stage}", statusLabel(after.stage));
  }
  if (entry.action === "assign") {
    return template
      .replace("{before}", String(before.assignee ?? copy.unassigned))
      .replace("{after}", String(after.assignee ?? copy.unassigned));
  }
  return template;
}

export function LeadHistory({ history, list }: { history: LeadDetail["history"]; list: ListName }) {
  const timeZone = useStaffTimeZone();
  return (
    <ActivityCard id="history-title" title={copy.history} empty={history.length === 0 ? copy.noHistory : undefined}>
      <ol className={styles.list}>
        {history.map((entry) => (
          <li key={entry.id}>
            <strong>{entry.actor ?? (entry.action.endsWith("_by_founder") ? copy.founder : copy.system)}</strong>{" "}
            {describe(entry, list)}
            <div className={styles.meta}>{formatDateTime(entry.createdAt, timeZone)}</div>
          </li>
        ))}
      </ol>
    </ActivityCard>
  );
}
