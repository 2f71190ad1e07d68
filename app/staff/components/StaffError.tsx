import { Link } from "react-router";
import { inboxCopy } from "#app/content/shared/inbox/data.ts";
import type { StaffErrorView } from "#app/staff/view/staff-error.ts";
import styles from "./Inbox.module.css";

/** An error inside the staff app, in its own layout: what happened, why, and the way back. */
export function StaffError({ view }: { view: StaffErrorView }) {
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <p className={styles.meta}>{inboxCopy.errors.status.replace("{status}", String(view.status))}</p>
      <h1>{view.title}</h1>
      <p>{view.body}</p>
      {view.help ? <p className={styles.muted}>{view.help}</p> : null}
      <p>
        <Link to={view.back.to} className={styles.button}>
          {`← ${view.back.label}`}
        </Link>
      </p>
    </div>
  );
}
