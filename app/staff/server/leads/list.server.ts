import { type SelectQueryBuilder, sql } from "kysely";
import type { ListState } from "#app/staff/view/list-state.ts";
import { COUNT_CAP, type ListName, NEW_STATUS_OF_LIST, TABLE_OF_LIST } from "#app/staff/view/workflow.ts";
import type { DatabaseHandle } from "#app/platform/db/db.server.ts";
import type { FitVerdict } from "#app/shared/venture-debt/fit-verdicts.ts";
import { applyView, type PageRequest, pageOf, sortExpression, viewConditions } from "./view.server.ts";

export const PAGE_SIZE = 50;

export interface ApplicationListRow {
  id: string;
  createdAt: string;
  company: string;
  applicant: string;
  email: string;
  country: string;
  industry: string;
  round: string;
  /** Annual revenue in the reporting currency (decision 070); null until rates were loaded. */
  revenue: number | null;
  reportingCurrency: string | null;
  /** The ECB day the normalized revenue was converted at ("2024-03-15"); null when not converted. */
  rateDate: string | null;
  /** As the founder gave it. */
  originalRevenue: number;
  /** The facility asked for, in the reporting currency (null until rates were loaded) and as given. */
  facility: number | null;
  originalFacility: number;
  currency: string;
  fit: FitVerdict | null;
  status: string;
  assignee: string | null;
}

export interface MessageListRow {
  id: string;
  createdAt: string;
  name: string;
  company: string | null;
  email: string;
  subject: string;
  status: string;
  assignee: string | null;
}

export interface SubscriberListRow {
  id: string;
  createdAt: string;
  email: string;
  status: string;
  confirmedAt: string | null;
}

export type ListRows = {
  applications: ApplicationListRow[];
  messages: MessageListRow[];
  subscribers: SubscriberListRow[];
};

export interface ListPage<List extends ListName> {
  rows: ListRows[List];
  next?: string;
  previous?: string;
}

/** One page of a list in the view `state`, for the staff member `viewerId` ("me" filters). */
export async function listPage<List extends ListName>(
  handle: DatabaseHandle,
  list: List,
  state: ListState,
  viewerId: string,
  pageSize = PAGE_SIZE,
  timeZone?: string,
): Promise<ListPage<List>> {
  const conditions = await viewConditions(handle, list, state, viewerId, timeZone);
  const request = { list, state, conditions, pageSize };
  const { db } = handle;
  if (list === "applications") {
    const page = await fetchPage(
      db
        .selectFrom("applications")
        .leftJoin("staff_users", "staff_users.id", "applications.assignee_id")
        .select([
          "applications.id",
          "applications.created_at",
          "applications.business_name",
          "applications.applicant_first_name",
          "applications.applicant_last_name",
          "applications.applicant_email",
          "applications.country",
          "applications.industry",
          "applications.funding_round_type",
          "applications.annual_revenue",
          "applications.annual_revenue_normalized",
          "applications.facility_requested",
          "applications.facility_requested_normalized",
          "applications.reporting_currency",
          "applications.rate_date",
          "applications.currency",
          "applications.fit_verdict",
          "applications.status",
          "staff_users.name as assignee",
        ]),
      request,
      (row): ApplicationListRow => ({
        id: row.id,
        createdAt: row.created_at,
        company: row.business_name,
        applicant: `${row.applicant_first_name} ${row.applicant_last_name}`.trim(),
        email: row.applicant_email,
        country: row.country,
        industry: row.industry,
        round: row.funding_round_type,
        revenue: row.annual_revenue_normalized === null ? null : Number(row.annual_revenue_normalized),
        reportingCurrency: row.reporting_currency,
        rateDate: row.rate_date,
        originalRevenue: Number(row.annual_revenue),
        facility: row.facility_requested_normalized === null ? null : Number(row.facility_requested_normalized),
        originalFacility: Number(row.facility_requested),
        currency: row.currency,
        fit: row.fit_verdict,
        status: row.status,
        assignee: row.assignee,
      }),
    );
    return { rows: page.rows as ListRows[List], next: page.next, previous: page.previous };
  }
  if (list === "messages") {
    const page = await fetchPage(
      db
        .selectFrom("contact_messages")
        .leftJoin("staff_users", "staff_users.id", "contact_messages.assignee_id")
        .select([
          "contact_messages.id",
          "contact_messages.created_at",
          "contact_messages.first_name",
          "contact_messages.last_name",
          "contact_messages.company",
          "contact_messages.email",
          "contact_messages.subject",
          "contact_messages.status",
          "staff_users.name as assignee",
        ]),
      request,
      (row): MessageListRow => ({
        id: row.id,
        createdAt: row.created_at,
        name: `${row.first_name} ${row.last_name}`,
        company: row.company,
        email: row.email,
        subject: row.subject,
        status: row.status,
        assignee: row.assignee,
      }),
    );
    return { rows: page.rows as ListRows[List], next: page.next, previous: page.previous };
  }
  const page = await fetchPage(
    db
      .selectFrom("newsletter_subscribers")
      .select([
        "newsletter_subscribers.id",
        "newsletter_subscribers.created_at",
        "newsletter_subscribers.email",
        "newsletter_subscribers.status",
        "newsletter_subscribers.confirmed_at",
      ]),
    request,
    (row): SubscriberListRow => ({
      id: row.id,
      createdAt: row.created_at,
      email: row.email,
      status: row.status,
      confirmedAt: row.confirmed_at,
    }),
  );
  return { rows: page.rows as ListRows[List], next: page.next, previous: page.previous };
}

/** The page `request` asks for from a list's select (sorted, filtered, cut at the cursor), as rows. */
async function fetchPage<DB, TB extends keyof DB, O extends { id: string }, Row>(
  select: SelectQueryBuilder<DB, TB, O>,
  request: PageRequest,
  toRow: (row: O) => Row,
) {
  const key = sortExpression(request.list, request.state);
  const { query, backwards } = applyView(select.select(sql<string | number>`${key}`.as("sort_value")), request);
  // Kysely cannot simplify a selection over a generic row type; this is what the select adds.
  const fetched = (await query.execute()) as unknown as (O & { sort_value: string | number })[];
  const page = pageOf(fetched, request.pageSize, request.state, backwards);
  return { rows: page.rows.map(toRow), next: page.next, previous: page.previous };
}

/** How many leads of each list wait in their first status (at most COUNT_CAP), for the navigation. */
export async function newCounts(handle: DatabaseHandle): Promise<Record<ListName, number>> {
  const count = async (list: ListName) => {
    const table = TABLE_OF_LIST[list];
    const result = await sql<{ n: string | number }>`select count(*) as n from (select 1 from ${sql.table(table)}
      where status = ${NEW_STATUS_OF_LIST[list]} limit ${COUNT_CAP}) as waiting`.execute(handle.db);
    return Number(result.rows[0]?.n ?? 0);
  };
  const [applications, messages, subscribers] = await Promise.all([
    count("applications"),
    count("messages"),
    count("subscribers"),
  ]);
  return { applications, messages, subscribers };
}
