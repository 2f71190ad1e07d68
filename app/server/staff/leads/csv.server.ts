import { stringify } from "csv-stringify/sync";
import { sql } from "kysely";
import type { ListState } from "~/lib/inbox/list-state";
import { type ListName, TABLE_OF_LIST } from "~/lib/inbox/workflow";
import type { DatabaseHandle } from "../../db/db.server.ts";
import { applyView, sortExpression, viewConditions } from "./view.server.ts";

/** The most rows one export carries; a view larger than this is narrowed with filters first. */
export const EXPORT_LIMIT = 100_000;

const COLUMNS: Record<ListName, string[]> = {
  applications: [
    "id",
    "created_at",
    "status",
    "applicant_first_name",
    "applicant_last_name",
    "applicant_email",
    "applicant_phone",
    "applicant_linkedin",
    "job_title",
    "business_name",
    "website",
    "country",
    "referral_source",
    "annual_revenue",
    "estimated_runway",
    "cash_balance",
    "recent_equity_raise",
    "funding_date",
    "revenue_model",
    "industry",
    "use_of_proceeds",
    "funding_round_type",
    "fit_verdict",
    "business_description",
    "major_investors",
    "debt_outstanding",
  ],
  messages: ["id", "created_at", "status", "first_name", "last_name", "email", "company", "subject", "message"],
  subscribers: ["id", "created_at", "status", "email", "confirmed_at", "unsubscribed_at"],
};

/**
 * A cell a spreadsheet won't run as a formula: text starting with = + - @,
 * tab, CR or LF gets a leading apostrophe, and NUL characters are dropped.
 * Numbers stay numbers, so -4200 is still -4200.
 */
export function safeCell(value: unknown): string | number {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? value : "";
  const text = String(value).replaceAll("\0", "");
  return /^[=+\-@\t\r\n]/.test(text) ? `'${text}` : text;
}

export function toCsv(columns: string[], rows: Record<string, unknown>[]): string {
  return stringify(
    rows.map((row) => columns.map((column) => safeCell(row[column]))),
    { header: true, columns, cast: { number: (value) => String(value) } },
  );
}

/** The current view (filters and order, not the page) as CSV, with the assignee's name. */
export async function exportView(handle: DatabaseHandle, list: ListName, state: ListState, viewerId: string) {
  const view = { ...state, after: undefined, before: undefined };
  const conditions = await viewConditions(handle, list, view, viewerId);
  const table = TABLE_OF_LIST[list];
  const columns = COLUMNS[list];
  const base = handle.db
    .selectFrom(table)
    .select(columns.map((column) => sql.ref(`${table}.${column}`).as(column)))
    .select(sql`${sortExpression(list, view)}`.as("sort_value"));
  const withAssignee =
    list === "subscribers"
      ? base.select(sql<null>`null`.as("assignee"))
      : base.select(
          sql<
            string | null
          >`(select name from staff_users where staff_users.id = ${sql.ref(`${table}.assignee_id`)})`.as("assignee"),
        );
  const { query } = applyView(withAssignee, { list, state: view, conditions, pageSize: EXPORT_LIMIT - 1 });
  const rows = (await query.execute()) as Record<string, unknown>[];
  const header = list === "subscribers" ? columns : [...columns.slice(0, 3), "assignee", ...columns.slice(3)];
  return { csv: toCsv(header, rows), rows: rows.length };
}
