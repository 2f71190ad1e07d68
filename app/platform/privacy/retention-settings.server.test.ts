import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { legalDocument } from "#app/site/legal/documents.server.ts";
import { retention as defaults, retentionLimits } from "#app/platform/privacy/retention-periods/data.ts";
import { siteDefaults } from "#app/content/shared/site/data.ts";
import { insertMessage, insertStaff } from "#tests/leads.ts";
import { pruneExpiredRows } from "#app/platform/outbox/maintenance.server.ts";
import { createTestDatabase, type TestDatabase, testDialects } from "#tests/database.ts";
import { readRetention, retentionInputSchema, saveRetention } from "./retention-settings.server.ts";

/* Decision 056: an admin sets the retention periods; the purge and the privacy policy both follow. */

const monthsAgo = (months: number, now = new Date()) => {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString();
};

const asInput = (overrides: Partial<Record<keyof typeof retentionLimits, number>>) =>
  retentionInputSchema.parse({ ...defaults, ...overrides });

describe("retention limits", () => {
  it("hold every default, so the form shows valid values before anyone saves", () => {
    for (const [period, { min, max }] of Object.entries(retentionLimits)) {
      const value = defaults[period as keyof typeof retentionLimits];
      expect(value, period).toBeGreaterThanOrEqual(min);
      expect(value, period).toBeLessThanOrEqual(max);
    }
  });

  it("refuse what is not a whole number within range", () => {
    for (const contactMonths of ["0", "121", "1.5", "abc", "", "-3"]) {
      const result = retentionInputSchema.safeParse({ ...defaults, contactMonths });
      expect(result.success, contactMonths).toBe(false);
      expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(["contactMonths"]);
    }
    expect(retentionInputSchema.parse({ ...defaults, contactMonths: "18" }).contactMonths).toBe(18);
  });
});

describe.each(testDialects)("retention settings on %s", (dialect) => {
  let database: TestDatabase;
  let adminId: string;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    adminId = (await insertStaff(database.handle.db, { role: "admin", name: "Astrid Admin" })).id;
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    const { db } = database.handle;
    for (const table of ["settings", "audit_log", "contact_messages"] as const) await db.deleteFrom(table).execute();
  });

  it("are the defaults until an admin saves, then what was saved, with who and when", async () => {
    expect(await readRetention(database.handle.db)).toEqual({ periods: defaults });
    await saveRetention(database.handle, asInput({ contactMonths: 18 }), adminId, "203.0.113.9");
    const saved = await readRetention(database.handle.db);
    expect(saved.periods).toEqual({ ...defaults, contactMonths: 18 });
    expect(saved.changedBy).toBe("Astrid Admin");
    expect(Date.now() - Date.parse(saved.changedAt ?? "")).toBeLessThan(60_000);
    await saveRetention(database.handle, asInput({ contactMonths: 12, securityHours: 6 }), adminId);
    expect((await readRetention(database.handle.db)).periods).toMatchObject({ contactMonths: 12, securityHours: 6 });
  });

  it("keep what was saved before a period was added; the new one takes its default", async () => {
    const savedBeforeIssue21 = {
      contactMonths: 18,
      applicationMonths: 30,
      unsubscribedMonths: 12,
      securityHours: 24,
      deliveredOutboxDays: 7,
    };
    await database.handle.db
      .insertInto("settings")
      .values({
        name: "retention",
        value: JSON.stringify(savedBeforeIssue21),
        updated_at: new Date().toISOString(),
        updated_by: adminId,
      })
      .execute();
    expect((await readRetention(database.handle.db)).periods).toEqual({ ...defaults, ...savedBeforeIssue21 });
  });

  it("records each change in the audit log with the periods before and after", async () => {
    await saveRetention(database.handle, asInput({ contactMonths: 18 }), adminId, "203.0.113.9");
    await saveRetention(database.handle, asInput({ contactMonths: 12, applicationMonths: 24 }), adminId);
    const rows = await database.handle.db
      .selectFrom("audit_log")
      .select(["action", "staff_user_id", "before_value", "after_value"])
      .orderBy("created_at")
      .execute();
    expect(rows.map((row) => [row.action, row.staff_user_id])).toEqual([
      ["retention_change", adminId],
      ["retention_change", adminId],
    ]);
    expect(rows.map((row) => [JSON.parse(row.before_value ?? ""), JSON.parse(row.after_value ?? "")])).toEqual([
      [{ contactMonths: defaults.contactMonths }, { contactMonths: 18 }],
      [
        { contactMonths: 18, applicationMonths: defaults.applicationMonths },
        { contactMonths: 12, applicationMonths: 24 },
      ],
    ]);
  });

  it("drive the purge: a message past the saved period goes, one within it stays", async () => {
    const { db } = database.handle;
    await insertMessage(db, { email: "old@example.com", created_at: monthsAgo(14) });
    await insertMessage(db, { email: "recent@example.com", created_at: monthsAgo(10) });
    const remaining = async () =>
      (await db.selectFrom("contact_messages").select("email").orderBy("email").execute()).map((row) => row.email);
    await pruneExpiredRows(db);
    expect(await remaining()).toEqual(["old@example.com", "recent@example.com"]);
    await saveRetention(database.handle, asInput({ contactMonths: 12 }), adminId);
    await pruneExpiredRows(db);
    expect(await remaining()).toEqual(["recent@example.com"]);
  });

  it("are what the privacy policy states, with the date of the change", async () => {
    await saveRetention(database.handle, asInput({ contactMonths: 18, deliveredOutboxDays: 7 }), adminId);
    const inForce = await readRetention(database.handle.db);
    const policy = legalDocument("privacy-policy", siteDefaults, inForce);
    expect(policy.html).toContain("Contact messages: 18 months");
    expect(policy.html).toContain("7 days after they were delivered");
    const today = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(new Date());
    expect(policy.lastUpdated).toBe(today);
    // Documents that state no period keep their own date.
    expect(legalDocument("terms-and-conditions", siteDefaults, inForce).lastUpdated).toBe("23 May 2025");
  });
});
