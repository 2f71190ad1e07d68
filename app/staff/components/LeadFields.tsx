import {
  formatCalendarDay,
  formatCalendarMonth,
  formatConverted,
  formatCountry,
  formatDateTime,
  formatMoney,
} from "#app/staff/view/format.ts";
import { inboxCopy } from "#app/content/shared/inbox/data.ts";
import { fill } from "#app/shared/venture-debt/format.ts";
import type { LeadField, LeadSection } from "#app/staff/server/leads/fields.server.ts";
import styles from "./Inbox.module.css";
import { useStaffTimeZone } from "./time-zone-context.ts";

function Value({ field }: { field: LeadField }) {
  const { value, format } = field;
  const timeZone = useStaffTimeZone();
  if (value === null || value === "") return <>—</>;
  switch (format) {
    case "money":
      return (
        <>
          {formatMoney(Number(value), field.currency)}
          {field.normalized === undefined || field.normalized?.currency === field.currency ? null : (
            <span className={`${styles.meta} ${styles.normalized}`}>
              {field.normalized
                ? fill(inboxCopy.lead.normalizedAmount, {
                    amount: formatConverted(field.normalized.amount, field.normalized.currency),
                    date: formatCalendarDay(field.normalized.rateDate),
                  })
                : inboxCopy.lead.notNormalized}
            </span>
          )}
        </>
      );
    case "months":
      return <>{value} months</>;
    case "country":
      return <>{formatCountry(String(value))}</>;
    case "day":
      return <>{formatCalendarDay(String(value))}</>;
    case "instant":
      return <>{formatDateTime(String(value), timeZone)}</>;
    case "month":
      return <>{formatCalendarMonth(String(value))}</>;
    case "email":
      return <a href={`mailto:${String(value)}`}>{value}</a>;
    case "phone":
      return <a href={`tel:${String(value).replace(/[^\d+]/g, "")}`}>{value}</a>;
    case "url": {
      const href = /^https?:\/\//i.test(String(value)) ? String(value) : `https://${String(value)}`;
      return (
        <a href={href} rel="noopener noreferrer nofollow" target="_blank">
          {value}
        </a>
      );
    }
    default:
      // Multi-line text keeps its line breaks (white-space: pre-wrap on dd).
      return <>{value}</>;
  }
}

export function LeadFields({ sections }: { sections: LeadSection[] }) {
  return (
    <>
      {sections.map((section) => (
        <section key={section.title} className={styles.card} aria-labelledby={`section-${section.title}`}>
          <h2 id={`section-${section.title}`}>{section.title}</h2>
          <dl className={styles.fields}>
            {section.fields.map((field) => (
              <div key={field.label} style={{ display: "contents" }}>
                <dt>{field.label}</dt>
                <dd>
                  <Value field={field} />
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </>
  );
}
