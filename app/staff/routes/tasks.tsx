import { data, Link } from "react-router";
import type { Route } from "./+types/tasks";
import styles from "#app/staff/components/Inbox.module.css";
import tasksStyles from "#app/staff/components/pipeline/Tasks.module.css";
import { inboxCopy } from "#app/content/shared/inbox/data.ts";
import { pipelineCopy } from "#app/content/shared/pipeline/data.ts";
import { formatCalendarDay } from "#app/staff/view/format.ts";
import { firmDayOf, isOverdue } from "#app/staff/view/tasks.ts";
import { pageMeta } from "#app/site/meta.ts";
import { getDatabase } from "#app/platform/db/db.server.ts";
import { NO_STORE, requireStaff } from "#app/staff/server/guard.server.ts";
import { openTasksOf } from "#app/staff/server/pipeline/tasks.server.ts";

const copy = pipelineCopy.myTasks;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, { title: copy.title, description: inboxCopy.appName, path: location.pathname, noindex: true });

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  const tasks = await openTasksOf(getDatabase().db, user.id);
  return data({ tasks, today: firmDayOf(new Date()) }, { headers: NO_STORE });
}

/** The signed-in member's open tasks across deals, earliest due first; an overdue one says so in words. */
export default function MyTasksPage({ loaderData }: Route.ComponentProps) {
  const { tasks, today } = loaderData;
  return (
    <div className={styles.page}>
      <h1>{copy.title}</h1>
      <p className={styles.muted}>{copy.intro}</p>
      {tasks.length === 0 ? (
        <p>{copy.empty}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">{copy.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{copy.due}</th>
                <th scope="col">{copy.state}</th>
                <th scope="col">{copy.deal}</th>
                <th scope="col">{copy.task}</th>
              </tr>
            </thead>
            <tbody>
              {tasks.map((task) => {
                const overdue = isOverdue(task.dueOn, today);
                return (
                  <tr key={task.id} data-testid="my-task">
                    <td>{formatCalendarDay(task.dueOn)}</td>
                    <td>{overdue ? <strong className={tasksStyles.overdue}>{copy.overdue}</strong> : copy.open}</td>
                    <td>
                      <Link to={`/inbox/applications/${task.applicationId}#tasks`}>{task.company}</Link>
                    </td>
                    <td className={styles.wrap}>{task.title}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
