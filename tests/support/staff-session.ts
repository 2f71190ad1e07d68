import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Page } from "playwright-core";
import type { Database } from "#app/platform/db/schema.ts";
import { createStaffUser } from "#app/staff/server/accounts.server.ts";
import { createSession, normaliseEmail } from "#app/staff/server/auth.server.ts";
import { STAFF_PASSWORD } from "./staff.ts";

/*
 * Set-up for staff tests that are not about signing in, as the Epic Stack's test utilities do it:
 * the account and the session are written to the database directly, where the CLI (a Node start
 * of its own) and the sign-in form (a page load and an Argon2 check) cost seconds each. Sign-in
 * itself is covered by tests/e2e/inbox/sign-in-*.test.ts and scripts/staff.test.ts.
 */

export interface StaffAccount {
  email: string;
  name: string;
  password: string;
}

/** An account as `npm run staff -- create` makes one (same module, same audit row), with STAFF_PASSWORD. */
export async function insertStaffAccount(
  db: Kysely<Database>,
  role: "admin" | "member",
  name = `${role} ${randomUUID().slice(0, 4)}`,
): Promise<StaffAccount> {
  const email = `${role}-${randomUUID().slice(0, 8)}@noema.example`;
  await createStaffUser(db, { email, name, role, password: STAFF_PASSWORD });
  return { email, name, password: STAFF_PASSWORD };
}

/** The session cookie a sign-in would set for this account, from a session row written as the sign-in writes it. */
export async function staffSessionCookie(db: Kysely<Database>, email: string) {
  const user = await db
    .selectFrom("staff_users")
    .select("id")
    .where("email", "=", normaliseEmail(email))
    .executeTakeFirstOrThrow();
  const setCookie = await createSession(db, user.id, false);
  const [name = "", value = ""] = (setCookie.split(";")[0] ?? "").split("=");
  return { name, value };
}

/** Signs the page's browser context in with that cookie and opens the applications list, where sign-in lands. */
export async function signInWithCookie(page: Page, baseURL: string, cookie: { name: string; value: string }) {
  await page.context().addCookies([{ ...cookie, url: baseURL }]);
  await page.goto(`${baseURL}/inbox/applications`);
}
