import { Form, NavLink } from "react-router";
import { inboxCopy } from "#app/content/shared/inbox/data.ts";
import { pipelineCopy } from "#app/content/shared/pipeline/data.ts";
import { CsrfField } from "#app/shared/forms/CsrfField.tsx";
import { COUNT_CAP, LISTS, type ListName } from "#app/staff/view/workflow.ts";
import styles from "./StaffNav.module.css";

const copy = inboxCopy.nav;

export interface StaffNavProps {
  user: { name: string; email: string; role: string };
  counts: Record<ListName, number>;
  /** Conversations with founder messages nobody at the firm has read, and the oldest of them (decision 059). */
  unread?: Waiting;
  /** Uploaded documents nobody has reviewed yet, and the application waiting longest (issue 26, item 12). */
  uploads?: Waiting;
}

interface Waiting {
  count: number;
  next: string | null;
}

/** A count of things founders sent that wait for the firm, linking to the oldest; nothing when none wait. */
function WaitingLink({
  waiting,
  label,
  title,
  anchor,
}: {
  waiting?: Waiting;
  label: string;
  title: string;
  anchor: string;
}) {
  if (!waiting?.next || waiting.count === 0) return null;
  return (
    <li>
      <NavLink to={`/inbox/applications/${waiting.next}#${anchor}`}>
        {label}
        <span
          className={styles.count}
          title={title.replace("{count}", String(waiting.count))}
          data-testid={`waiting-${anchor}`}
        >
          {waiting.count >= COUNT_CAP ? `${COUNT_CAP}+` : waiting.count}
          <span className="visually-hidden"> {title.replace("{count}", "").trim()}</span>
        </span>
      </NavLink>
    </li>
  );
}

/** Lists with their count of new items, the signed-in person and sign-out. */
export function StaffNav({ user, counts, unread, uploads }: StaffNavProps) {
  return (
    <header className={styles.nav}>
      <NavLink to="/inbox/applications" className={styles.brand}>
        {inboxCopy.appName}
      </NavLink>
      <nav aria-label={copy.label}>
        <ul className={styles.navLinks}>
          {LISTS.map((list) => (
            <li key={list}>
              <NavLink to={`/inbox/${list}`}>
                {copy[list]}
                {counts[list] > 0 ? (
                  <span className={styles.count} title={copy.newCount.replace("{count}", String(counts[list]))}>
                    {counts[list] >= COUNT_CAP ? `${COUNT_CAP}+` : counts[list]}
                    <span className="visually-hidden"> {copy.newCount.replace("{count}", "").trim()}</span>
                  </span>
                ) : null}
              </NavLink>
            </li>
          ))}
          <WaitingLink waiting={unread} label={copy.replies} title={copy.repliesCount} anchor="conversation" />
          <WaitingLink waiting={uploads} label={copy.uploads} title={copy.uploadsCount} anchor="documents" />
          {(["board", "tasks", "dashboard"] as const).map((page) => (
            <li key={page}>
              <NavLink to={`/inbox/${page}`}>{pipelineCopy.nav[page]}</NavLink>
            </li>
          ))}
          {user.role === "admin" ? (
            <li>
              <NavLink to="/inbox/privacy">{copy.privacy}</NavLink>
            </li>
          ) : null}
        </ul>
      </nav>
      <div className={styles.who}>
        <span>
          <span className="visually-hidden">{copy.signedInAs} </span>
          <NavLink to="/inbox/profile" title={`${user.email}: ${copy.profile}`}>
            {user.name}
          </NavLink>
        </span>
        <Form method="post" action="/inbox/sign-out">
          <CsrfField />
          <button type="submit">{copy.signOut}</button>
        </Form>
      </div>
    </header>
  );
}
