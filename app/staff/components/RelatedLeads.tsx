import { Link } from "react-router";
import { inboxCopy } from "#app/content/shared/inbox/data.ts";
import { staffWorkspaceCopy } from "#app/content/shared/staff-workspace/data.ts";
import { formatDate } from "#app/staff/view/format.ts";
import { KIND_OF_LIST } from "#app/staff/view/workflow.ts";
import type { RelatedLead } from "#app/staff/server/leads/related.server.ts";
import styles from "./Inbox.module.css";
import { useStaffTimeZone } from "./time-zone-context.ts";

const copy = staffWorkspaceCopy.related;

/** The same address's or company's other leads, each linked; nothing when there are none. */
export function RelatedLeads({ related }: { related: RelatedLead[] }) {
  const timeZone = useStaffTimeZone();
  if (related.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="related-title">
      <h2 id="related-title">{copy.title}</h2>
      <p className={styles.muted}>{copy.intro}</p>
      <ul className={styles.list}>
        {related.map((lead) => (
          <li key={`${lead.list}:${lead.id}`}>
            <Link to={`/inbox/${lead.list}/${lead.id}`}>
              {inboxCopy.kinds[KIND_OF_LIST[lead.list]]}: {lead.title}
            </Link>{" "}
            <span className={styles.muted}>
              · {formatDate(lead.createdAt, timeZone)} · {copy.shares[lead.shares]}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
