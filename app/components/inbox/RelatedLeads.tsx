import { Link } from "react-router";
import { inboxCopy } from "~/content/shared/inbox/data";
import { staffWorkspaceCopy } from "~/content/shared/staff-workspace/data";
import { formatDate } from "~/lib/inbox/format";
import { KIND_OF_LIST } from "~/lib/inbox/workflow";
import type { RelatedLead } from "~/server/staff/leads/related.server";
import styles from "./Inbox.module.css";
import { useStaffTimeZone } from "./time-zone-context";

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
