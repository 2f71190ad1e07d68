import type { ReactNode } from "react";
import { Link } from "react-router";
import { inboxCopy } from "~/content/shared/inbox/data";
import { formatCalendarDay, formatConverted, formatCountry, formatDateTime, formatMoney } from "~/lib/inbox/format";
import { fill } from "~/lib/venture-debt/format";
import type { ListName } from "~/lib/inbox/workflow";
import type { ApplicationListRow, MessageListRow, SubscriberListRow } from "~/server/staff/leads/list.server";
import styles from "./Inbox.module.css";
import { useStaffTimeZone } from "./time-zone-context";

const columns = inboxCopy.list.columns;
const statusLabel = (status: string) => inboxCopy.statuses[status as keyof typeof inboxCopy.statuses] ?? status;

function Status({ status }: { status: string }) {
  return <span className={styles.badge}>{statusLabel(status)}</span>;
}

/** One column of a list: its heading and what its cell shows for a row. */
interface Column<Row> {
  label: string;
  numeric?: boolean;
  /** `view` is the list's query string, carried to the lead so "Back" and previous/next keep it. */
  cell: (row: Row, view: string, timeZone: string) => ReactNode;
}

const statusColumn = { label: columns.status, cell: (row: { status: string }) => <Status status={row.status} /> };
const assigneeColumn = { label: columns.assignee, cell: (row: { assignee: string | null }) => row.assignee ?? "—" };
const receivedColumn = {
  label: columns.received,
  cell: (row: { createdAt: string }, _view: string, timeZone: string) => formatDateTime(row.createdAt, timeZone),
};

const applicationColumns: Column<ApplicationListRow>[] = [
  {
    label: columns.company,
    cell: (row, view) => <Link to={`/inbox/applications/${row.id}${view}`}>{row.company}</Link>,
  },
  {
    label: columns.applicant,
    cell: (row) => (
      <>
        {row.applicant}
        <div className={styles.meta}>{row.email}</div>
      </>
    ),
  },
  statusColumn,
  {
    // Decision 070: the normalized amount ranks the list; the founder's own figure stays beside it.
    label: columns.revenue,
    numeric: true,
    cell: (row) => (
      <>
        {row.revenue === null
          ? inboxCopy.list.notNormalized
          : formatConverted(row.revenue, row.reportingCurrency ?? "EUR")}
        {row.currency !== row.reportingCurrency ? (
          <div className={styles.meta}>
            {row.rateDate && row.revenue !== null
              ? fill(inboxCopy.list.convertedFrom, {
                  amount: formatMoney(row.originalRevenue, row.currency),
                  date: formatCalendarDay(row.rateDate),
                })
              : formatMoney(row.originalRevenue, row.currency)}
          </div>
        ) : null}
      </>
    ),
  },
  { label: columns.country, cell: (row) => formatCountry(row.country) },
  {
    label: columns.industry,
    cell: (row) => (
      <>
        {row.industry}
        <div className={styles.meta}>{row.round}</div>
      </>
    ),
  },
  { label: columns.fit, cell: (row) => (row.fit ? inboxCopy.list.fits[row.fit] : "—") },
  assigneeColumn,
  receivedColumn,
];

const messageColumns: Column<MessageListRow>[] = [
  {
    label: columns.name,
    cell: (row, view) => (
      <>
        <Link to={`/inbox/messages/${row.id}${view}`}>{row.name}</Link>
        <div className={styles.meta}>{row.email}</div>
      </>
    ),
  },
  { label: columns.company, cell: (row) => row.company ?? "—" },
  { label: columns.subject, cell: (row) => row.subject },
  statusColumn,
  assigneeColumn,
  receivedColumn,
];

const subscriberColumns: Column<SubscriberListRow>[] = [
  { label: columns.email, cell: (row, view) => <Link to={`/inbox/subscribers/${row.id}${view}`}>{row.email}</Link> },
  statusColumn,
  receivedColumn,
  { label: columns.confirmed, cell: (row, _view, timeZone) => formatDateTime(row.confirmedAt, timeZone) },
];

export function LeadTable({
  list,
  rows,
  caption,
  view,
}: {
  list: ListName;
  rows: unknown[];
  caption: string;
  view: string;
}) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        {list === "applications" ? (
          <Rows columns={applicationColumns} rows={rows as ApplicationListRow[]} view={view} />
        ) : null}
        {list === "messages" ? <Rows columns={messageColumns} rows={rows as MessageListRow[]} view={view} /> : null}
        {list === "subscribers" ? (
          <Rows columns={subscriberColumns} rows={rows as SubscriberListRow[]} view={view} />
        ) : null}
      </table>
    </div>
  );
}

function Rows<Row extends { id: string }>({
  columns,
  rows,
  view,
}: {
  columns: Column<Row>[];
  rows: Row[];
  view: string;
}) {
  const timeZone = useStaffTimeZone();
  return (
    <>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col" className={column.numeric ? styles.number : undefined}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            {columns.map((column) => (
              <td key={column.label} className={column.numeric ? styles.number : undefined}>
                {column.cell(row, view, timeZone)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </>
  );
}
