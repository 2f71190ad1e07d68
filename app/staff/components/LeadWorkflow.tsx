import { Form } from "react-router";
import { type Outcome, OutcomeMessage } from "#app/shared/ui/OutcomeMessage.tsx";
import { inboxCopy } from "#app/content/shared/inbox/data.ts";
import { CsrfField } from "#app/shared/forms/CsrfField.tsx";
import type { ListName } from "#app/staff/view/workflow.ts";
import type { MoveControl } from "#app/staff/server/leads/move-control.server.ts";
import { type KeptMove, MoveForm, PendingMail } from "./MoveControl.tsx";
import styles from "./Inbox.module.css";

const copy = inboxCopy.lead;
const statusLabel = (status: string) => inboxCopy.statuses[status as keyof typeof inboxCopy.statuses] ?? status;

export function LeadWorkflow({
  list,
  status,
  assigneeId,
  staff,
  control,
  outcome,
  busy,
}: {
  list: ListName;
  status: string;
  assigneeId: string | null;
  staff: { id: string; name: string }[];
  control: MoveControl;
  /** The answer to the last move, cancel or assignment; a refused move's choices come back with it. */
  outcome: (Outcome & { kept?: KeptMove }) | undefined;
  busy: boolean;
}) {
  return (
    <section className={styles.card} aria-labelledby="workflow-title">
      <h2 id="workflow-title">{copy.workflow}</h2>
      <p>
        {copy.status}:{" "}
        <span className={styles.badge} data-testid="lead-status">
          {statusLabel(status)}
        </span>
      </p>
      <OutcomeMessage outcome={outcome} okClassName={styles.status} failedClassName={styles.error} />
      {control.pendingMails.map((mail) => (
        <PendingMail key={mail.id} mail={mail} busy={busy} />
      ))}
      {list === "subscribers" ? <p className={styles.muted}>{copy.readOnly}</p> : null}
      {list !== "subscribers" && control.options.length === 0 ? (
        <p className={styles.muted}>{copy.finalStatus}</p>
      ) : null}
      {control.options.length > 0 ? (
        // Keyed by status: after a move the control starts afresh, on the next forward stage (issue 21).
        <MoveForm key={status} list={list} control={control} busy={busy} kept={outcome?.kept} />
      ) : null}
      {list !== "subscribers" ? (
        <Form method="post" preventScrollReset className={styles.inline}>
          <CsrfField />
          <input type="hidden" name="intent" value="assign" />
          <div className={styles.field}>
            <label htmlFor="assignee">{copy.assignee}</label>
            <select id="assignee" name="assignee" defaultValue={assigneeId ?? ""} key={assigneeId ?? ""}>
              <option value="">{copy.unassigned}</option>
              {staff.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <button type="submit" className={`${styles.button} ${styles.secondary}`} disabled={busy}>
              {copy.saveAssignee}
            </button>
          </div>
        </Form>
      ) : null}
    </section>
  );
}
