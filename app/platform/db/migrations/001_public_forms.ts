import type { Kysely } from "kysely";

// Types chosen to mean the same on SQLite and PostgreSQL (see docs/decisions/020).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("contact_messages")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("first_name", "text", (col) => col.notNull())
    .addColumn("last_name", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("company", "text")
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("message", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("applications")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("job_title", "text", (col) => col.notNull())
    .addColumn("business_name", "text", (col) => col.notNull())
    .addColumn("website", "text", (col) => col.notNull())
    .addColumn("country", "text", (col) => col.notNull())
    .addColumn("referral_source", "text", (col) => col.notNull())
    .addColumn("annual_revenue", "double precision", (col) => col.notNull())
    .addColumn("estimated_runway", "double precision", (col) => col.notNull())
    .addColumn("cash_balance", "double precision", (col) => col.notNull())
    .addColumn("recent_equity_raise", "double precision", (col) => col.notNull())
    .addColumn("funding_date", "text", (col) => col.notNull())
    .addColumn("revenue_model", "text", (col) => col.notNull())
    .addColumn("industry", "text", (col) => col.notNull())
    .addColumn("use_of_proceeds", "text", (col) => col.notNull())
    .addColumn("funding_round_type", "text", (col) => col.notNull())
    .addColumn("business_description", "text", (col) => col.notNull())
    .addColumn("major_investors", "text", (col) => col.notNull())
    .addColumn("debt_outstanding", "double precision", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("newsletter_subscribers")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("email", "text", (col) => col.notNull().unique())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("confirmed_at", "text")
    .addColumn("unsubscribed_at", "text")
    .execute();

  await db.schema
    .createTable("captcha_solutions")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .addColumn("used_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("captcha_solutions_expires_at").on("captcha_solutions").column("expires_at").execute();

  await db.schema
    .createTable("idempotency_keys")
    .addColumn("form", "text", (col) => col.notNull())
    .addColumn("key", "text", (col) => col.notNull())
    .addColumn("lead_id", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("idempotency_keys_pk", ["form", "key"])
    .execute();

  await db.schema
    .createTable("outbox")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("payload", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (col) => col.notNull())
    .addColumn("locked_until", "text")
    .addColumn("claim_token", "text")
    .addColumn("last_error", "text")
    .addColumn("delivered_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("outbox_due").on("outbox").columns(["status", "next_attempt_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "outbox",
    "idempotency_keys",
    "captcha_solutions",
    "newsletter_subscribers",
    "applications",
    "contact_messages",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
