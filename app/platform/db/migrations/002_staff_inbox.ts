import type { Kysely } from "kysely";

// The staff inbox: accounts, sessions, per-lead status and notes, and an audit trail.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("staff_users")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("email", "text", (col) => col.notNull().unique())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("password_hash", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("last_sign_in_at", "text")
    .execute();

  await db.schema
    .createTable("sessions")
    // SHA-256 of the cookie's token: a leaked table does not hand out live sessions.
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("staff_user_id", "text", (col) => col.notNull().references("staff_users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("sessions_expires_at").on("sessions").column("expires_at").execute();

  await db.schema
    .createTable("lead_status")
    .addColumn("lead_kind", "text", (col) => col.notNull())
    .addColumn("lead_id", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addColumn("updated_by", "text", (col) => col.references("staff_users.id").onDelete("set null"))
    .addPrimaryKeyConstraint("lead_status_pk", ["lead_kind", "lead_id"])
    .execute();

  await db.schema
    .createTable("lead_notes")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("lead_kind", "text", (col) => col.notNull())
    .addColumn("lead_id", "text", (col) => col.notNull())
    .addColumn("staff_user_id", "text", (col) => col.references("staff_users.id").onDelete("set null"))
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("lead_notes_lead").on("lead_notes").columns(["lead_kind", "lead_id"]).execute();

  await db.schema
    .createTable("audit_log")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("staff_user_id", "text", (col) => col.references("staff_users.id").onDelete("set null"))
    .addColumn("action", "text", (col) => col.notNull())
    .addColumn("target", "text")
    .addColumn("ip", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["audit_log", "lead_notes", "lead_status", "sessions", "staff_users"]) {
    await db.schema.dropTable(table).execute();
  }
}
