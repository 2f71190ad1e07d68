import { Form } from "react-router";
import { type Outcome, OutcomeMessage } from "~/components/common/OutcomeMessage";
import { pipelineCopy } from "~/content/shared/pipeline/data";
import { CsrfField } from "~/forms/shared/CsrfField";
import { formatCalendarDay, formatDateTime } from "~/lib/inbox/format";
import { isOverdue } from "~/lib/inbox/tasks";
import type { DealTask } from "~/server/staff/pipeline/tasks.server";
import inbox from "../inbox/Inbox.module.css";
import styles from "./Tasks.module.css";
import { useStaffTimeZone } from "~/components/inbox/time-zone-context";

const copy = pipelineCopy.tasks;

export interface DealTasksProps {
  applicationId: string;
  tasks: DealTask[];
  staff: { id: string; name: string }[];
  /** The firm's calendar day, against which a task is overdue. */
  today: string;
  /** The signed-in member: the new task's assignee to start with. */
  userId: string;
  outcome: Outcome | undefined;
  busy: boolean;
}

function StaffOptions({ staff }: { staff: { id: string; name: string }[] }) {
  return staff.map((member) => (
    <option key={member.id} value={member.id}>
      {member.name}
    </option>
  ));
}

/** A deal's next steps: open ones with their due day (overdue said in words), done ones, and the form to add one. */
export function DealTasks({ applicationId, tasks, staff, today, userId, outcome, busy }: DealTasksProps) {
  const timeZone = useStaffTimeZone();
  const action = `/inbox/applications/${applicationId}/tasks`;
  const open = tasks.filter((task) => !task.completedAt);
  const done = tasks.filter((task) => task.completedAt);
  return (
    <section id="tasks" className={inbox.card} aria-labelledby="tasks-title" tabIndex={-1}>
      <h2 id="tasks-title">{copy.title}</h2>
      <OutcomeMessage outcome={outcome} okClassName={inbox.status} failedClassName={inbox.error} />
      {open.length === 0 ? <p className={inbox.muted}>{copy.none}</p> : null}
      <ul className={styles.tasks}>
        {open.map((task) => (
          <li key={task.id} className={styles.task} data-testid="deal-task">
            <p className={styles.title}>{task.title}</p>
            <p className={styles.meta}>
              {isOverdue(task.dueOn, today) ? <strong className={styles.overdue}>{copy.overdue}: </strong> : null}
              {copy.dueOn.replace("{date}", formatCalendarDay(task.dueOn))} · {task.assignee ?? "—"}
            </p>
            <div className={styles.actions}>
              <Form method="post" preventScrollReset action={action}>
                <CsrfField />
                <input type="hidden" name="intent" value="complete" />
                <input type="hidden" name="taskId" value={task.id} />
                <button type="submit" className={`${inbox.button} ${inbox.secondary}`} disabled={busy}>
                  {copy.complete}
                  <span className="visually-hidden">: {task.title}</span>
                </button>
              </Form>
              <Form method="post" preventScrollReset action={action} className={styles.reassign}>
                <CsrfField />
                <input type="hidden" name="intent" value="reassign" />
                <input type="hidden" name="taskId" value={task.id} />
                <label htmlFor={`reassign-${task.id}`}>
                  {copy.reassign}
                  <span className="visually-hidden"> ({task.title})</span>
                </label>
                <select id={`reassign-${task.id}`} name="assignee" defaultValue={task.assigneeId ?? ""} required>
                  <StaffOptions staff={staff} />
                </select>
                <button type="submit" className={`${inbox.button} ${inbox.secondary}`} disabled={busy}>
                  {copy.reassignButton}
                </button>
              </Form>
            </div>
          </li>
        ))}
      </ul>
      {done.length > 0 ? (
        <ul className={styles.tasks}>
          {done.map((task) => (
            <li key={task.id} className={`${styles.task} ${styles.done}`}>
              <p className={styles.title}>{task.title}</p>
              <p className={styles.meta}>
                {copy.doneOn
                  .replace("{date}", formatDateTime(task.completedAt, timeZone))
                  .replace("{name}", task.completedBy ?? "—")}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      <Form method="post" preventScrollReset action={action} className={styles.add}>
        <CsrfField />
        <input type="hidden" name="intent" value="add" />
        <h3>{copy.addTitle}</h3>
        <div className={inbox.field}>
          <label htmlFor="task-title">{copy.what}</label>
          <input id="task-title" name="title" type="text" required maxLength={300} />
        </div>
        <div className={inbox.field}>
          <label htmlFor="task-due">{copy.due}</label>
          <input id="task-due" name="dueOn" type="date" required />
        </div>
        <div className={inbox.field}>
          <label htmlFor="task-assignee">{copy.assignee}</label>
          <select id="task-assignee" name="assignee" defaultValue={userId} required>
            <StaffOptions staff={staff} />
          </select>
        </div>
        <button type="submit" className={inbox.button} disabled={busy}>
          {copy.add}
        </button>
      </Form>
    </section>
  );
}
