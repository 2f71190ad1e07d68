import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { retention } from "#app/platform/privacy/retention-periods/data.ts";
import { insertApplication, insertStaff } from "#tests/leads.ts";
import { createTestDatabase, type TestDatabase, testDialects } from "#tests/database.ts";
import { applyTestEnv } from "#tests/env.ts";
import { purgeExpired } from "./retention.server.ts";
import { changeRetention, retentionRemovals } from "./retention-change.server.ts";
import { readRetention } from "./retention-settings.server.ts";

/*
 * Issue 26, item 11: lowering "Applications" from 36 to 18 months saved at once and the purge ran
 * within the hour. A lower period now first counts what it would remove, by the purge's own rules,
 * and saves only on a typed confirmation of that number; a change that removes nothing saves at once.
 */

const monthsAgo = (months: number) => {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString();
};
const periods = () => {
  const { contactMonths, applicationMonths, fundedApplicationMonths, pendingSignupDays, unsubscribedMonths } =
    retention;
  const { securityHours, deliveredOutboxDays, undeliveredOutboxDays, auditIpDays, auditMonths } = retention;
  return {
    contactMonths,
    applicationMonths,
    fundedApplicationMonths,
    pendingSignupDays,
    unsubscribedMonths,
    securityHours,
    deliveredOutboxDays,
    undeliveredOutboxDays,
    auditIpDays,
    auditMonths,
  };
};

describe.each(testDialects)("lowering a retention period on %s", (dialect) => {
  let database: TestDatabase;
  let admin: string;
  const db = () => database.handle.db;

  beforeAll(async () => {
    applyTestEnv();
    database = await createTestDatabase(dialect);
    admin = (await insertStaff(db(), { role: "admin" })).id;
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    for (const table of ["applications", "settings", "audit_log"] as const) await db().deleteFrom(table).execute();
    // 20 and 30 months old: inside today's 36, past 18. One funded deal of 20 months, kept by its own period.
    await insertApplication(db(), { created_at: monthsAgo(20) });
    await insertApplication(db(), { created_at: monthsAgo(30) });
    await insertApplication(db(), { created_at: monthsAgo(2) });
    await insertApplication(db(), { status: "funded", created_at: monthsAgo(20) });
  });

  it("counts per category what the lower period removes, as the purge then removes it", async () => {
    const proposed = { ...periods(), applicationMonths: 18, fundedApplicationMonths: 24 };
    const removals = await retentionRemovals(db(), retention, { ...retention, ...proposed });
    expect(removals.counts).toMatchObject({ applications: 2, fundedApplications: 0, contactMessages: 0 });
    expect(removals.total).toBe(2);
    const purged = await purgeExpired(db(), new Date(), { ...retention, ...proposed });
    expect(purged.applications).toBe(removals.total);
  });

  it("does not save a lower period that removes records until the count is typed", async () => {
    const proposed = { ...periods(), applicationMonths: 18 };
    const first = await changeRetention(database.handle, proposed, undefined, admin);
    expect(first).toMatchObject({ kind: "confirm", wrongConfirmation: false, removals: { total: 2 } });
    expect((await readRetention(db())).periods.applicationMonths).toBe(retention.applicationMonths);

    const wrong = await changeRetention(database.handle, proposed, "3", admin);
    expect(wrong).toMatchObject({ kind: "confirm", wrongConfirmation: true });
    expect((await readRetention(db())).periods.applicationMonths).toBe(retention.applicationMonths);

    expect(await changeRetention(database.handle, proposed, " 2 ", admin)).toEqual({ kind: "saved" });
    expect((await readRetention(db())).periods.applicationMonths).toBe(18);
  });

  it("saves at once a raise, or a lower period that removes nothing", async () => {
    const raised = { ...periods(), applicationMonths: 48 };
    expect(await changeRetention(database.handle, raised, undefined, admin)).toEqual({ kind: "saved" });
    const harmless = { ...periods(), applicationMonths: 32, contactMonths: 12 };
    expect(await changeRetention(database.handle, harmless, undefined, admin)).toEqual({ kind: "saved" });
    expect((await readRetention(db())).periods).toMatchObject({ applicationMonths: 32, contactMonths: 12 });
  });
});
