import { Form } from "react-router";
import { inboxCopy } from "~/content/shared/inbox/data";
import { CsrfField } from "~/forms/shared/CsrfField";
import { type ListName, nextStatuses } from "~/lib/inbox/workflow";
import styles from "./Inbox.module.css";

const copy = inboxCopy.lead;
const statusLabel = (status: string) => inboxCopy.statuses[status as keyof typeof inboxCopy.statuses] ?? status;

export function LeadWorkflow({
  list,
  status,
  assigneeId,
  staff,
  busy,
}: {
  list: ListName;
  status: string;
  assigneeId: string | null;
  staff: { id: string; name: string }[];
  busy: boolean;
}) {
  const next = nextStatuses(list, status);
  return (
    <section className={styles.card} aria-labelledby="workflow-title">
      <h2 id="workflow-title">{copy.workflow}</h2>
      <p>
        {copy.status}: <span className={styles.badge}>{statusLabel(status)}</span>
      </p>
      {list === "subscribers" ? <p className={styles.muted}>{copy.readOnly}</p> : null}
      {list !== "subscribers" && next.length === 0 ? <p className={styles.muted}>{copy.finalStatus}</p> : null}
      {next.length > 0 ? (
        <Form method="post" className={styles.inline}>
          <CsrfField />
          <input type="hidden" name="intent" value="status" />
          <div className={styles.field}>
            <label htmlFor="move-to">{copy.moveTo}</label>
            <select id="move-to" name="status" defaultValue={next[0]}>
              {next.map((option) => (
                <option key={option} value={option}>
                  {statusLabel(option)}
                </option>
              ))}
            </select>
          </div>
          {list === "applications" && next.includes("declined") ? (
            <div className={styles.checkbox}>
              <input id="notify-founder" name="notifyFounder" type="checkbox" value="on" />
              <label htmlFor="notify-founder">{copy.notifyDecline}</label>
            </div>
          ) : null}
          <div className={styles.field}>
            <button type="submit" className={styles.button} disabled={busy}>
              {copy.saveStatus}
            </button>
          </div>
        </Form>
      ) : null}
      {list !== "subscribers" ? (
        <Form method="post" className={styles.inline}>
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
