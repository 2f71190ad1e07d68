import { type Kysely, sql } from "kysely";
import type { ApplicationStatus, Database } from "#app/platform/db/schema.ts";
import type { DatabaseHandle } from "#app/platform/db/db.server.ts";
import { enqueue } from "#app/platform/outbox/outbox.server.ts";
import { recordAudit } from "#app/staff/server/audit.server.ts";
import { normaliseEmail } from "#app/staff/server/auth.server.ts";

/*
 * What a signed-in founder may see and do with their own applications. Every
 * query is scoped by the session's address: an id alone never reaches a row.
 * Internal notes and the assignee are never read here.
 */

const FOUNDER_COLUMNS = [
  "id",
  "applicant_first_name",
  "applicant_last_name",
  "applicant_email",
  "applicant_phone",
  "applicant_linkedin",
  "job_title",
  "business_name",
  "website",
  "country",
  "industry",
  "funding_round_type",
  "currency",
  "annual_revenue",
  "recent_equity_raise",
  "facility_requested",
  "use_of_proceeds",
  // The rest of what the founder sent, shown back under "What you sent us" (issue 26).
  "referral_source",
  "founded_on",
  "cash_balance",
  "estimated_runway",
  "debt_outstanding",
  "funding_date",
  "revenue_model",
  "business_description",
  "major_investors",
  "created_at",
  "status",
] as const;

/** Rows of applications made under this address (the founder session's only key). */
export const ownedBy = (email: string) => sql<boolean>`lower(applicant_email) = ${normaliseEmail(email)}`;

export async function hasApplied(db: Kysely<Database>, email: string): Promise<boolean> {
  const row = await db.selectFrom("applications").select("id").where(ownedBy(email)).limit(1).executeTakeFirst();
  return Boolean(row);
}

/** The founder's applications, newest first, each with when it reached its current status. */
export async function founderApplications(db: Kysely<Database>, email: string) {
  const rows = await db
    .selectFrom("applications")
    .select(FOUNDER_COLUMNS)
    .where(ownedBy(email))
    .orderBy("created_at", "desc")
    .execute();
  if (rows.length === 0) return [];
  const moves = await db
    .selectFrom("audit_log")
    .select(["lead_id", sql<string>`max(created_at)`.as("at")])
    .where("lead_kind", "=", "application")
    .where(
      "lead_id",
      "in",
      rows.map((row) => row.id),
    )
    .where("action", "in", ["status", "withdrawn_by_founder"])
    .groupBy("lead_id")
    .execute();
  const movedAt = new Map(moves.map((move) => [move.lead_id, move.at]));
  return rows.map((row) => ({ ...row, statusSince: movedAt.get(row.id) ?? row.created_at }));
}

export interface ContactDetails {
  firstName: string;
  lastName: string;
  phone: string | null;
  linkedin: string | null;
}

/** Updates the founder's own name, phone and LinkedIn on every one of their applications. */
export async function updateContactDetails(handle: DatabaseHandle, email: string, details: ContactDetails) {
  return handle.write(async (trx) => {
    const rows = await trx
      .selectFrom("applications")
      .select(["id", "applicant_first_name", "applicant_last_name", "applicant_phone", "applicant_linkedin"])
      .where(ownedBy(email))
      .execute();
    const after = {
      applicant_first_name: details.firstName,
      applicant_last_name: details.lastName,
      applicant_phone: details.phone,
      applicant_linkedin: details.linkedin,
    };
    for (const { id, ...before } of rows) {
      await trx.updateTable("applications").set(after).where("id", "=", id).execute();
      await recordAudit(trx, {
        staffUserId: null,
        action: "contact_updated_by_founder",
        lead: { kind: "application", id },
        before,
        after,
      });
    }
    return rows.length;
  });
}

const FINAL: readonly ApplicationStatus[] = ["funded", "declined", "withdrawn"];

/** Withdraws one of the founder's open applications; staff see the move in the inbox and its history. */
export async function withdrawApplication(
  handle: DatabaseHandle,
  email: string,
  id: string,
): Promise<"done" | "not-found" | "closed"> {
  return handle.write(async (trx) => {
    const row = await trx
      .selectFrom("applications")
      .select("status")
      .where("id", "=", id)
      .where(ownedBy(email))
      .executeTakeFirst();
    if (!row) return "not-found";
    if (FINAL.includes(row.status)) return "closed";
    await trx.updateTable("applications").set({ status: "withdrawn" }).where("id", "=", id).execute();
    await recordAudit(trx, {
      staffUserId: null,
      action: "withdrawn_by_founder",
      lead: { kind: "application", id },
      before: { status: row.status },
      after: { status: "withdrawn" },
    });
    return "done";
  });
}

/** Queues a link mail; the token is minted when the mail goes out. `next`: where a sign-in lands. */
export async function requestFounderLink(
  handle: DatabaseHandle,
  email: string,
  purpose: "sign_in" | "erase",
  next?: string,
) {
  const payload = { email: normaliseEmail(email), purpose, ...(purpose === "sign_in" && next ? { next } : {}) };
  await handle.write((trx) => enqueue(trx, "founder_link", payload));
}
