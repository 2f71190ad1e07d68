import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { legalDocument } from "#app/site/legal/documents.server.ts";
import { retention } from "#app/platform/privacy/retention-periods/data.ts";
import type { Retention } from "#app/platform/privacy/retention-periods/schema.ts";
import { siteDefaults } from "#app/content/shared/site/data.ts";
import { createTestDatabase, type TestDatabase, testDialects } from "#tests/database.ts";
import { applyTestEnv } from "#tests/env.ts";
import { FILLERS, fillEveryTable, PERSON_IP, rowsAsText, tablesInDatabase } from "#tests/every-table.ts";
import { distinctPerson, occurrencesIn } from "#tests/personal-data.ts";
import { pruneExpiredRows } from "#app/platform/outbox/maintenance.server.ts";
import { TABLE_RULES } from "./retention-rules.server.ts";

/* Issue 21, item 6: every table has a stated rule, the policy states it, and a purge far ahead leaves nothing. */

const longestPeriodMonths = Math.max(...Object.values(retention)) + 12;
const farAhead = () => {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() + longestPeriodMonths);
  return date;
};

/** Kept by their rule whatever the date: staff accounts, the ledger (hashes), settings and generated keys. */
const KEPT = ["staff_users", "erasure_ledger", "settings", "app_secrets"];

describe("the privacy policy", () => {
  it("states every retention period, from the values in force", () => {
    const distinct = Object.fromEntries(Object.keys(retention).map((key, index) => [key, 9001 + index])) as Retention;
    const { html } = legalDocument("privacy-policy", siteDefaults, { periods: distinct });
    for (const [key, value] of Object.entries(distinct)) expect(html, key).toContain(String(value));
  });

  it("states a period for every rule that has one", () => {
    for (const [table, rule] of Object.entries(TABLE_RULES)) {
      for (const period of rule.periods) expect(Object.keys(retention), table).toContain(period);
    }
  });
});

describe.each(testDialects)("retention rules on %s", (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    applyTestEnv();
    database = await createTestDatabase(dialect);
  });
  afterAll(() => database.dispose());

  it("name every table the migrations create, and the fill covers each", async () => {
    const tables = await tablesInDatabase(database.handle);
    expect(Object.keys(TABLE_RULES).sort()).toEqual(tables);
    expect(Object.keys(FILLERS).sort()).toEqual(tables);
  });

  it("leave no personal data in any table after a purge past every period", async () => {
    const { handle } = database;
    const person = distinctPerson("Rr");
    const staff = await fillEveryTable(handle, person);
    const tables = await tablesInDatabase(handle);
    for (const table of tables) {
      expect((await rowsAsText(handle.db, table)).length, `${table} filled`).toBeGreaterThan(2);
    }
    const needles = [...person.needles, PERSON_IP, staff.email];
    const holding = async () => {
      const found: Record<string, string[]> = {};
      for (const table of tables.filter((name) => !KEPT.includes(name))) {
        const text = await rowsAsText(handle.db, table);
        const hits = needles.filter((needle) => text.includes(needle));
        if (hits.length > 0) found[table] = hits;
      }
      return found;
    };
    expect(Object.keys(await holding())).not.toEqual([]);

    await pruneExpiredRows(handle.db, farAhead());
    expect(await holding()).toEqual({});
    // What stays does so by its stated rule: the confirmed reader, and the staff accounts.
    const readers = await handle.db.selectFrom("newsletter_subscribers").select(["email", "status"]).execute();
    expect(readers).toEqual([{ email: "still.reading@example.com", status: "confirmed" }]);
    expect(await rowsAsText(handle.db, "erasure_ledger")).not.toMatch(/@|erased\.earlier/);
    // Only the lead.erased notices (no personal data) wait in the outbox.
    const outbox = await handle.db.selectFrom("outbox").select("kind").distinct().execute();
    expect(outbox.map((row) => row.kind)).toEqual(["lead_erased"]);
    if (handle.sqliteFile) {
      const onDisk = occurrencesIn(path.resolve(handle.sqliteFile), [...person.needles, PERSON_IP]);
      expect(onDisk).toEqual({});
    }
  });
});
