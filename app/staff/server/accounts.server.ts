import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, StaffRole } from "#app/platform/db/schema.ts";
import { recordAudit } from "./audit.server.ts";
import { hashPassword, MIN_PASSWORD_LENGTH, normaliseEmail, revokeSessions, type StaffUser } from "./auth.server.ts";

/** Staff account management: used by the CLI (scripts/staff.ts); every change is audited. */

export const STAFF_ROLES = ["admin", "member"] as const satisfies readonly StaffRole[];

export class AccountError extends Error {
  override name = "AccountError";
}

function checkPassword(password: string) {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new AccountError(`The password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
}

export async function createStaffUser(
  db: Kysely<Database>,
  input: { email: string; name: string; password: string; role?: StaffRole },
): Promise<StaffUser> {
  checkPassword(input.password);
  const email = normaliseEmail(input.email);
  if (!/^[^\s@]+@[^\s@][^\s.@]*\.[^\s@]+$/.test(email)) throw new AccountError("That is not an e-mail address.");
  const existing = await db.selectFrom("staff_users").select("id").where("email", "=", email).executeTakeFirst();
  if (existing) throw new AccountError(`An account for ${email} exists; use reset-password to change its password.`);
  const user: StaffUser = { id: randomUUID(), email, name: input.name.trim(), role: input.role ?? "member" };
  await db
    .insertInto("staff_users")
    .values({
      ...user,
      password_hash: await hashPassword(input.password),
      created_at: new Date().toISOString(),
      last_sign_in_at: null,
      disabled_at: null,
    })
    .execute();
  await recordAudit(db, { staffUserId: null, action: "staff_create", target: email, after: { role: user.role } });
  return user;
}

async function accountId(db: Kysely<Database>, email: string): Promise<string> {
  const row = await db
    .selectFrom("staff_users")
    .select("id")
    .where("email", "=", normaliseEmail(email))
    .executeTakeFirst();
  if (!row) throw new AccountError(`No account for ${normaliseEmail(email)}.`);
  return row.id;
}

/** New password; every session of the account ends. Answers how many were revoked. */
export async function resetPassword(db: Kysely<Database>, email: string, password: string): Promise<number> {
  checkPassword(password);
  const id = await accountId(db, email);
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    await trx.updateTable("staff_users").set({ password_hash: passwordHash }).where("id", "=", id).execute();
    const revoked = await revokeSessions(trx, id);
    await recordAudit(trx, { staffUserId: null, action: "staff_reset_password", target: normaliseEmail(email) });
    return revoked;
  });
}

/** The account can no longer sign in and is signed out everywhere. */
export async function setDisabled(db: Kysely<Database>, email: string, disabled: boolean): Promise<number> {
  const id = await accountId(db, email);
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable("staff_users")
      .set({ disabled_at: disabled ? new Date().toISOString() : null })
      .where("id", "=", id)
      .execute();
    const revoked = disabled ? await revokeSessions(trx, id) : 0;
    await recordAudit(trx, {
      staffUserId: null,
      action: disabled ? "staff_disable" : "staff_enable",
      target: normaliseEmail(email),
    });
    return revoked;
  });
}

export async function setRole(db: Kysely<Database>, email: string, role: StaffRole) {
  const id = await accountId(db, email);
  await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom("staff_users").select("role").where("id", "=", id).executeTakeFirstOrThrow();
    await trx.updateTable("staff_users").set({ role }).where("id", "=", id).execute();
    await recordAudit(trx, {
      staffUserId: null,
      action: "staff_role",
      target: normaliseEmail(email),
      before: { role: before.role },
      after: { role },
    });
  });
}

export interface StaffAccount {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  disabled: boolean;
  lastSignInAt: string | null;
}

export async function listStaff(db: Kysely<Database>, { activeOnly = false } = {}): Promise<StaffAccount[]> {
  let query = db
    .selectFrom("staff_users")
    .select(["id", "email", "name", "role", "disabled_at", "last_sign_in_at"])
    .orderBy("name");
  if (activeOnly) query = query.where("disabled_at", "is", null);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    disabled: row.disabled_at !== null,
    lastSignInAt: row.last_sign_in_at,
  }));
}
