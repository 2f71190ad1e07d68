import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { retention } from "#app/platform/privacy/retention-periods/data.ts";
import { insertApplication, insertMessage, insertStaff, insertSubscriber } from "#tests/leads.ts";
import { createTestDatabase, type TestDatabase, testDialects } from "#tests/database.ts";
import { enqueue } from "#app/platform/outbox/outbox.server.ts";
import { recordAudit } from "#app/staff/server/audit.server.ts";
import { purgeExpired } from "./retention.server.ts";

/* Issue 21, item 6: the rules the purge lacked, each just inside and just past its period. */

const now = new Date("2030-06-01T00:00:00.000Z");
const monthsAgo = (months: number, days = 0) => {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString();
};
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

describe.each(testDialects)("retention rules added by issue 21 on %s", (dialect) => {
  let database: TestDatabase;
  const db = () => database.handle.db;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    for (const table of ["applications", "newsletter_subscribers", "audit_log", "outbox", "staff_users"] as const) {
      await db().deleteFrom(table).execute();
    }
  });

  it("keeps a funded application for its legal period, then deletes it", async () => {
    const months = retention.fundedApplicationMonths;
    const expired = await insertApplication(db(), { status: "funded", created_at: monthsAgo(months, -1) });
    const kept = await insertApplication(db(), { status: "funded", created_at: monthsAgo(months, 1) });
    expect((await purgeExpired(db(), now)).applications).toBe(1);
    expect(await db().selectFrom("applications").select("id").execute()).toEqual([{ id: kept.id }]);
    expect(expired.id).not.toBe(kept.id);
  });

  it("deletes a sign-up never confirmed after its days, and keeps confirmed readers", async () => {
    const days = retention.pendingSignupDays;
    await insertSubscriber(db(), { status: "pending", created_at: daysAgo(days + 0.1) });
    const fresh = await insertSubscriber(db(), { status: "pending", created_at: daysAgo(days - 0.1) });
    const reader = await insertSubscriber(db(), { status: "confirmed", created_at: daysAgo(4000) });
    expect((await purgeExpired(db(), now)).pendingSignups).toBe(1);
    const left = await db().selectFrom("newsletter_subscribers").select("id").orderBy("id").execute();
    expect(left.map((row) => row.id).sort()).toEqual([fresh.id, reader.id].sort());
  });

  it("clears IP addresses in the audit log after their days and drops entries about no lead after their months", async () => {
    const staff = await insertStaff(db());
    const entry = async (action: string, createdAt: string, lead?: string) => {
      await recordAudit(db(), {
        staffUserId: staff.id,
        ip: "198.51.100.4",
        action,
        ...(lead ? { lead: { kind: "application" as const, id: lead } } : {}),
      });
      await db().updateTable("audit_log").set({ created_at: createdAt }).where("action", "=", action).execute();
    };
    const lead = await insertApplication(db(), { created_at: daysAgo(1) });
    await entry("ip_old", daysAgo(retention.auditIpDays + 0.1), lead.id);
    await entry("ip_fresh", daysAgo(retention.auditIpDays - 0.1), lead.id);
    await entry("sign_in_old", monthsAgo(retention.auditMonths, -1));
    await entry("sign_in_kept", monthsAgo(retention.auditMonths, 1));
    const purged = await purgeExpired(db(), now);
    expect(purged).toMatchObject({ auditIpsCleared: 3, auditEntries: 1 });
    const rows = await db().selectFrom("audit_log").select(["action", "ip"]).orderBy("action").execute();
    expect(rows).toEqual([
      { action: "ip_fresh", ip: "198.51.100.4" },
      { action: "ip_old", ip: null },
      { action: "sign_in_kept", ip: null },
    ]);
  });

  it("deletes outbox copies never delivered after their days, and a purged lead's copies at once", async () => {
    const lead = await insertApplication(db(), { created_at: daysAgo(1) });
    const copy = { leadId: lead.id, email: "a@example.com", firstName: "A", businessName: "B" };
    const oldDead = await enqueue(
      db(),
      "applicant_confirmation",
      copy,
      new Date(daysAgo(retention.undeliveredOutboxDays + 1)),
    );
    const freshDead = await enqueue(db(), "applicant_confirmation", copy, new Date(daysAgo(1)));
    const orphan = { ...copy, leadId: randomUUID() };
    await enqueue(db(), "applicant_confirmation", orphan, new Date(daysAgo(1)));
    await db().updateTable("outbox").set({ status: "dead" }).execute();
    expect((await purgeExpired(db(), now)).outbox).toBe(2);
    const left = await db().selectFrom("outbox").select("id").execute();
    expect(left).toEqual([{ id: freshDead }]);
    expect(oldDead).not.toBe(freshDead);
  });
});

// SQLite only: its driver is synchronous, so a single transaction would hold the event loop throughout.
describe("the purge on sqlite", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
  });
  afterAll(() => database.dispose());

  it("deletes leads in batches and lets the event loop run between them", async () => {
    await database.handle.db.deleteFrom("contact_messages").execute();
    for (let index = 0; index < 120; index++)
      await insertMessage(database.handle.db, { created_at: monthsAgo(retention.contactMonths + 1) });
    let turns = 0;
    const ticker = setInterval(() => turns++, 0);
    try {
      expect((await purgeExpired(database.handle.db, now)).contactMessages).toBe(120);
    } finally {
      clearInterval(ticker);
    }
    // One transaction would hold the loop from start to end: no timer could fire meanwhile.
    expect(turns).toBeGreaterThan(2);
  });
});
