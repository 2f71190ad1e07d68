import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, LeadKind } from "#app/platform/db/schema.ts";

export interface AuditEntry {
  staffUserId: string | null;
  action: string;
  target?: string;
  ip?: string;
  lead?: { kind: LeadKind; id: string };
  before?: unknown;
  after?: unknown;
}

/** One audit row. Pass the transaction of the change it records, so both commit or neither. */
export async function recordAudit(db: Kysely<Database>, entry: AuditEntry) {
  await db
    .insertInto("audit_log")
    .values({
      id: randomUUID(),
      staff_user_id: entry.staffUserId,
      action: entry.action,
      target: entry.target ?? (entry.lead ? `${entry.lead.kind}:${entry.lead.id}` : null),
      ip: entry.ip ?? null,
      created_at: new Date().toISOString(),
      lead_kind: entry.lead?.kind ?? null,
      lead_id: entry.lead?.id ?? null,
      before_value: entry.before === undefined ? null : JSON.stringify(entry.before),
      after_value: entry.after === undefined ? null : JSON.stringify(entry.after),
    })
    .execute();
}
