import type { Kysely } from "kysely";
import type { DatabaseHandle } from "../db/db.server.ts";
import type { Database } from "../db/schema.ts";
import { recordAudit } from "../staff/audit.server.ts";
import { countHoldings, findHoldings, type Holdings } from "./holdings.server.ts";

/** Deletes the rows listed in `holdings`; answers how many went. */
export async function deleteHoldings(db: Kysely<Database>, holdings: Holdings): Promise<number> {
  let removed = 0;
  const byId = async (
    table: "lead_notes" | "audit_log" | "outbox" | "founder_links" | "founder_sessions",
    ids: string[],
  ) => {
    for (let start = 0; start < ids.length; start += 500) {
      const result = await db
        .deleteFrom(table)
        .where("id", "in", ids.slice(start, start + 500))
        .executeTakeFirst();
      removed += Number(result.numDeletedRows);
    }
  };
  await byId("lead_notes", holdings.lead_notes);
  await byId("audit_log", holdings.audit_log);
  await byId("outbox", holdings.outbox);
  await byId("founder_links", holdings.founder_links);
  await byId("founder_sessions", holdings.founder_sessions);
  for (const { form, key } of holdings.idempotency_keys) {
    const result = await db
      .deleteFrom("idempotency_keys")
      .where("form", "=", form as never)
      .where("key", "=", key)
      .executeTakeFirst();
    removed += Number(result.numDeletedRows);
  }
  for (const table of ["applications", "contact_messages", "newsletter_subscribers"] as const) {
    const ids = holdings[table];
    if (ids.length === 0) continue;
    const result = await db.deleteFrom(table).where("id", "in", ids).executeTakeFirst();
    removed += Number(result.numDeletedRows);
  }
  return removed;
}

/**
 * Erases every row that holds this person, in one transaction. The audit log
 * then records only that an erasure happened, by whom, when and how many rows:
 * not the address, not the leads.
 */
export async function eraseByEmail(
  handle: DatabaseHandle,
  email: string,
  staffUserId: string | null,
  ip?: string,
  action: "erasure" | "erasure_by_founder" = "erasure",
) {
  return handle.write(async (trx) => {
    const holdings = await findHoldings(trx, email);
    const removed = await deleteHoldings(trx, holdings);
    await recordAudit(trx, { staffUserId, ip, action, after: { rows: removed } });
    return { removed, counts: countHoldings(holdings) };
  });
}
