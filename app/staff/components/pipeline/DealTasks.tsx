import { type ReactNode } from "react";
import { useFetcher } from "react-router";
import { type Outcome, OutcomeMessage } from "#app/shared/ui/OutcomeMessage.tsx";
import { pipelineCopy } from "#app/content/shared/pipeline/data.ts";
import { CsrfField } from "#app/shared/forms/CsrfField.tsx";
import { formatCalendarDay, formatDateTime } from "#app/staff/view/format.ts";
import { isOverdue } from "#app/staff/view/tasks.ts";
import type { TaskRefusal } from "#app/staff/server/pipeline/task-form.server.ts";
import type { DealTask } from "#app/staff/server/pipeline/tasks.server.ts";
import inbox from "#app/staff/components/Inbox.module.css";
import { type StaffMember, StaffOptions, TaskAddFields } from "./TaskAddFields.tsx";
import styles from "./Tasks.module.css";
import { useStaffTimeZone } from "#app/staff/components/time-zone-context.ts";

const copy = pipelineCopy.tasks;

export interface DealTasksProps {
  applicationId: string;
  tasks: DealTask[];
  staff: StaffMember[];
  /** The firm's calendar day, against which a task is overdue. */
  today: string;
  /** The signed-in member: the new task's assignee to start with. */
  userId: string;
  outcome: Outcome | undefined;
  busy: boolean;
}

/**
 * A form posted to the task route in the background: a success redirects back here (?task=…), a
 * refusal comes back as data, shown beside the fields with what was typed still in them.
 */
function TaskPost({
  action,
  className,
  children,
}: {
  action: string;
  className?: string;
  children: (refusal: TaskRefusal | undefined, sending: boolean) => ReactNode;
}) {
  const fetcher = useFetcher<TaskRefusal>();
  return (
    <fetcher.Form method="post" preventScrollReset action={action} className={className}>
      {children(fetcher.data, fetcher.state !== "idle")}
    </fetcher.Form>
  );
}

function TaskRow({
  task,
  staff,
  today,
  action,
  busy,
}: {
  task: DealTask;
  staff: StaffMember[];
  today: string;
  action: string;
  busy: boolean;
}) {
  return (
    <li className={styles.task} data-testid="deal-task">
      <p className={styles.title}>{task.title}</p>
      <p className={styles.meta}>
        {isOverdue(task.dueOn, today) ? <strong className={styles.overdue}>{copy.overdue}: </strong> : null}
        {copy.dueOn.replace("{date}", formatCalendarDay(task.dueOn))} · {task.assignee ?? "—"}
      </p>
      <div className={styles.actions}>
        <TaskPost action={action}>
          {(refusal, sending) => (
            <>
              <CsrfField />
              <input type="hidden" name="intent" value="complete" />
              <input type="hidden" name="taskId" value={task.id} />
              <button type="submit" className={`${inbox.button} ${inbox.secondary}`} disabled={busy || sending}>
                {copy.complete}
                <span className="visually-hidden">: {task.title}</span>
              </button>
              <OutcomeMessage outcome={refusal} okClassName={inbox.status} failedClassName={inbox.error} />
            </>
          )}
        </TaskPost>
        <TaskPost action={action} className={styles.reassign}>
          {(refusal, sending) => (
            <>
              <CsrfField />
              <input type="hidden" name="intent" value="reassign" />
              <input type="hidden" name="taskId" value={task.id} />
              <label htmlFor={`reassign-${task.id}`}>
                {copy.reassign}
                <span className="visually-hidden"> ({task.title})</span>
              </label>
              <select
                id={`reassign-${task.id}`}
                name="assignee"
                defaultValue={task.assigneeId ?? ""}
                required
                aria-invalid={refusal ? true : undefined}
                aria-describedby={refusal ? `reassign-${task.id}-error` : undefined}
              >
                <StaffOptions staff={staff} />
              </select>
              <button type="submit" className={`${inbox.button} ${inbox.secondary}`} disabled={busy || sending}>
                {copy.reassignButton}
              </button>
              <OutcomeMessage
                id={`reassign-${task.id}-error`}
                outcome={refusal}
                okClassName={inbox.status}
                failedClassName={inbox.error}
              />
            </>
          )}
        </TaskPost>
      </div>
    </li>
  );
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
          <TaskRow key={task.id} task={task} staff={staff} today={today} action={action} busy={busy} />
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
      {/* A new key once a task is added: the form starts empty again. */}
      <TaskPost key={tasks.length} action={action} className={styles.add}>
        {(refusal, sending) => (
          <>
            {refusal && Object.keys(refusal.errors).length === 0 ? (
              <OutcomeMessage outcome={refusal} okClassName={inbox.status} failedClassName={inbox.error} />
            ) : null}
            <TaskAddFields
              staff={staff}
              userId={userId}
              values={refusal?.values}
              errors={refusal?.errors}
              busy={busy || sending}
            />
          </>
        )}
      </TaskPost>
    </section>
  );
}
