import type { Kysely } from "kysely";

// The hash of what was submitted under an idempotency key: the same key with other content is
// another submission, not a retry (docs/decisions/047-security-review.md). Older rows stay null.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("idempotency_keys").addColumn("payload_hash", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("idempotency_keys").dropColumn("payload_hash").execute();
}
