import type { ReactNode } from "react";
import { Link } from "react-router";
import { inboxCopy } from "#app/content/shared/inbox/data.ts";
import {
  formatCalendarDay,
  formatCompactMoney,
  formatConverted,
  formatCountry,
  formatDateTime,
  formatMoney,
} from "#app/staff/view/format.ts";
import { defaultDir, listSearch, type ListState } from "#app/staff/view/list-state.ts";
import { fill } from "#app/shared/venture-debt/format.ts";
import { type ListName, SORTS_OF_LIST, type SortKey } from "#app/staff/view/workflow.ts";
import type { ApplicationListRow, MessageListRow, SubscriberListRow } from "#app/staff/server/leads/list.server.ts";
import styles from "./Inbox.module.css";
import compact from "./LeadTable.module.css";
import { useStaffTimeZone } from "./time-zone-context.ts";

const columns = inboxCopy.list.columns;
const statusLabel = (status: string) => inboxCopy.statuses[status as keyof typeof inboxCopy.statuses] ?? status;

function Status({ status }: { status: string }) {
  return <span className={styles.badge}>{statusLabel(status)}</span>;
}

/** Text on one line, cut with an ellipsis; the whole of it in the title (screen readers read it all anyway). */
function Cut({ text, muted = false }: { text: string; muted?: boolean }) {
  return (
    <span className={muted ? `${compact.cut} ${styles.meta}` : compact.cut} title={text}>
      {text}
    </span>
  );
}

type Width = "w7" | "w8" | "w9" | "w10" | "w12" | "w13" | "w14" | "w15" | "w16" | "w22" | "w24" | "w25" | "w40";

/** One column of a list: its heading, the order its heading sets, and what its cell shows for a row. */
interface Column<Row> {
  label: string;
  numeric?: boolean;
  sort?: SortKey;
  /** Its share of a wide screen's width (LeadTable.module.css), so ten columns fit 1280 px. */
  width: Width;
  /** `view` is the list's query string, carried to the lead so "Back" and previous/next keep it. */
  cell: (row: Row, view: string, timeZone: string) => ReactNode;
}

const statusColumn = {
  label: columns.status,
  width: "w9" as const,
  cell: (row: { status: string }) => <Status status={row.status} />,
};
const assigneeColumn = {
  label: columns.assignee,
  width: "w7" as const,
  cell: (row: { assignee: string | null }) => <Cut text={row.assignee ?? "—"} />,
};
const receivedColumn = {
  label: columns.received,
  sort: "date" as const,
  width: "w14" as const,
  cell: (row: { createdAt: string }, _view: string, timeZone: string) => formatDateTime(row.createdAt, timeZone),
};

/**
 * Decision 070: an amount in the reporting currency ranks the list, the founder's own figure beside it
 * when it differs; to three figures on one line (issue 26), in full in the title and on the lead page.
 */
function Amount({
  normalized,
  reporting,
  original,
  currency,
  rateDate,
}: {
  normalized: number | null;
  reporting: string | null;
  original: number;
  currency: string;
  /** The ECB day the amount was converted at (decision 077); the full figure names it. */
  rateDate: string | null;
}) {
  const originalText = formatMoney(original, currency);
  const full = [
    normalized === null ? inboxCopy.list.notNormalized : formatConverted(normalized, reporting ?? "EUR"),
    currency === reporting
      ? null
      : rateDate && normalized !== null
        ? fill(inboxCopy.list.convertedFrom, { amount: originalText, date: formatCalendarDay(rateDate) })
        : originalText,
  ].filter(Boolean);
  return (
    <span title={full.join(" · ")}>
      {normalized === null ? inboxCopy.list.notNormalized : formatCompactMoney(normalized, reporting ?? "EUR")}
      {currency !== reporting ? <span className={styles.meta}> {formatCompactMoney(original, currency)}</span> : null}
    </span>
  );
}

/** An application's amount, sortable: `key` in the reporting currency, `original` in the founder's. */
function amountColumn(
  key: "facility" | "revenue",
  original: "originalFacility" | "originalRevenue",
): Column<ApplicationListRow> {
  return {
    label: columns[key],
    numeric: true,
    width: "w10",
    sort: key,
    cell: (row) => (
      <Amount
        normalized={row[key]}
        reporting={row.reportingCurrency}
        original={row[original]}
        currency={row.currency}
        rateDate={row.rateDate}
      />
    ),
  };
}

const applicationColumns: Column<ApplicationListRow>[] = [
  {
    label: columns.company,
    sort: "company",
    width: "w12",
    cell: (row, view) => (
      <Link to={`/inbox/applications/${row.id}${view}`} className={compact.cut} title={row.company}>
        {row.company}
      </Link>
    ),
  },
  {
    label: columns.applicant,
    width: "w13",
    cell: (row) => (
      <span className={compact.person}>
        <span>{row.applicant}</span>
        <Cut text={row.email} muted />
      </span>
    ),
  },
  statusColumn,
  amountColumn("facility", "originalFacility"),
  amountColumn("revenue", "originalRevenue"),
  { label: columns.country, width: "w7", cell: (row) => <Cut text={formatCountry(row.country)} /> },
  { label: columns.industry, width: "w8", cell: (row) => <Cut text={`${row.industry} · ${row.round}`} /> },
  {
    label: columns.fit,
    sort: "fit",
    width: "w10",
    cell: (row) => <Cut text={row.fit ? inboxCopy.list.fits[row.fit] : "—"} />,
  },
  assigneeColumn,
  receivedColumn,
];

const messageColumns: Column<MessageListRow>[] = [
  {
    label: columns.name,
    width: "w22",
    cell: (row, view) => (
      <span className={compact.person}>
        <Link to={`/inbox/messages/${row.id}${view}`}>{row.name}</Link>
        <Cut text={row.email} muted />
      </span>
    ),
  },
  { label: columns.company, sort: "company", width: "w16", cell: (row) => <Cut text={row.company ?? "—"} /> },
  { label: columns.subject, width: "w25", cell: (row) => <Cut text={row.subject} /> },
  statusColumn,
  assigneeColumn,
  receivedColumn,
];

const subscriberColumns: Column<SubscriberListRow>[] = [
  {
    label: columns.email,
    width: "w40",
    cell: (row, view) => (
      <Link to={`/inbox/subscribers/${row.id}${view}`} className={compact.cut} title={row.email}>
        {row.email}
      </Link>
    ),
  },
  statusColumn,
  receivedColumn,
  { label: columns.confirmed, width: "w24", cell: (row, _view, timeZone) => formatDateTime(row.confirmedAt, timeZone) },
];

export function LeadTable({
  list,
  rows,
  caption,
  view,
  state,
}: {
  list: ListName;
  rows: unknown[];
  caption: string;
  view: string;
  /** The applied view, whose order the column headings show and change. */
  state: ListState;
}) {
  const common = { list, view, state };
  return (
    <div className={styles.tableWrap}>
      <table className={`${styles.table} ${compact.compact}`} data-lead-rows>
        <caption className="visually-hidden">{caption}</caption>
        {list === "applications" ? (
          <Rows columns={applicationColumns} rows={rows as ApplicationListRow[]} {...common} />
        ) : null}
        {list === "messages" ? <Rows columns={messageColumns} rows={rows as MessageListRow[]} {...common} /> : null}
        {list === "subscribers" ? (
          <Rows columns={subscriberColumns} rows={rows as SubscriberListRow[]} {...common} />
        ) : null}
      </table>
    </div>
  );
}

/**
 * A heading that orders the list by its column: a link (so it works before and without JavaScript);
 * the active one says its direction with aria-sort, and following it again turns the order round.
 */
function Heading<Row>({ column, list, state }: { column: Column<Row>; list: ListName; state: ListState }) {
  const sort = column.sort;
  const sortable = sort !== undefined && (SORTS_OF_LIST[list] as readonly string[]).includes(sort);
  const active = sortable && state.sort === sort;
  const className = [compact[column.width], column.numeric ? styles.number : ""].join(" ").trim();
  if (!sortable) {
    return (
      <th scope="col" className={className}>
        {column.label}
      </th>
    );
  }
  const dir = active ? (state.dir === "asc" ? "desc" : "asc") : defaultDir(sort);
  return (
    <th
      scope="col"
      className={className}
      aria-sort={active ? (state.dir === "asc" ? "ascending" : "descending") : undefined}
    >
      <Link
        to={`/inbox/${list}${listSearch(state, { sort, dir })}`}
        className={compact.sortLink}
        title={inboxCopy.list.sorts[sort]}
      >
        {column.label}
        <span aria-hidden="true">{active ? (state.dir === "asc" ? " ▲" : " ▼") : ""}</span>
      </Link>
    </th>
  );
}

function Rows<Row extends { id: string }>({
  columns,
  rows,
  list,
  view,
  state,
}: {
  columns: Column<Row>[];
  rows: Row[];
  list: ListName;
  view: string;
  state: ListState;
}) {
  const timeZone = useStaffTimeZone();
  return (
    <>
      <thead>
        <tr>
          {columns.map((column) => (
            <Heading key={column.label} column={column} list={list} state={state} />
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
