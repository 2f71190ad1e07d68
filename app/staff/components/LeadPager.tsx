import { Link } from "react-router";
import { inboxCopy } from "#app/content/shared/inbox/data.ts";
import type { ListName } from "#app/staff/view/workflow.ts";
import type { Neighbours } from "#app/staff/server/leads/neighbours.server.ts";
import styles from "./Pager.module.css";

const copy = inboxCopy.lead;

/** Back to the list as it was left, and the leads either side of this one in it. */
export function LeadPager({ list, view, neighbours }: { list: ListName; view: string; neighbours: Neighbours }) {
  return (
    <nav className={styles.pager} aria-label={copy.pager}>
      <Link to={`/inbox/${list}${view}`}>← {copy.back}</Link>
      {neighbours.previous ? (
        <Link to={`/inbox/${list}/${neighbours.previous}${view}`} rel="prev">
          {copy.previousLead}
        </Link>
      ) : null}
      {neighbours.next ? (
        <Link to={`/inbox/${list}/${neighbours.next}${view}`} rel="next">
          {copy.nextLead}
        </Link>
      ) : null}
    </nav>
  );
}
