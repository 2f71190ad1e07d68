import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { insertApplication, insertStaff } from "#tests/leads.ts";
import { applyTestEnv } from "#tests/env.ts";
import { distinctPerson, insertPerson, occurrencesIn, occurrencesUnder } from "#tests/personal-data.ts";
import { backupSqlite } from "#app/platform/db/backup.server.ts";
import { type DatabaseHandle, migrateToLatest, openDatabase } from "#app/platform/db/db.server.ts";
import { enqueue, enqueueLeadDeliveries } from "#app/platform/outbox/outbox.server.ts";
import { pruneExpiredRows } from "#app/platform/outbox/maintenance.server.ts";
import { addNote } from "#app/staff/server/leads/changes.server.ts";
import { eraseByEmail } from "./erasure.server.ts";

/*
 * Issue 21, item 5: after an erasure or a purge, nothing of the person is left in the bytes of the
 * SQLite file, its WAL, or a backup taken afterwards (SQLite only: PostgreSQL's files are the server's).
 */

let dir: string;
let handle: DatabaseHandle;
const file = () => path.join(dir, "noema.sqlite");

beforeEach(async () => {
  applyTestEnv();
  dir = mkdtempSync(path.join(tmpdir(), "noema-on-disk-"));
  handle = openDatabase({ sqliteFile: file() });
  await migrateToLatest(handle);
});
afterEach(async () => {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Trigrams of the person's name that no neighbour's searchable text has. */
const SEARCH_TRIGRAMS = ["zep", "phy", "hyr", "llf", "lfe"];

/** Others' leads around the person's, so the person's rows share pages with rows that stay. */
async function seedNeighbours(count: number) {
  for (let index = 0; index < count; index++) await insertApplication(handle.db);
}

/** The person with every kind of row the site keeps about a lead: notes, deliveries, confirmations. */
async function seedPerson(tag: string, createdAt?: string) {
  const person = distinctPerson(tag);
  const { application, message, subscriber } = await insertPerson(handle.db, person, createdAt);
  const staff = await insertStaff(handle.db);
  await addNote(handle, "applications", application.id, `Call ${person.firstName} about ${person.company}`, staff);
  for (const [lead, form] of [
    [application, "application"],
    [message, "contact"],
  ] as const) {
    const fields = { firstName: person.firstName, lastName: person.lastName, email: person.email, note: person.story };
    await enqueueLeadDeliveries(handle.db, { leadId: lead.id, form, submittedAt: lead.created_at ?? "", fields });
  }
  await enqueue(handle.db, "applicant_confirmation", {
    leadId: application.id,
    email: person.email,
    firstName: person.firstName,
    businessName: person.company,
  });
  await enqueue(handle.db, "newsletter_confirmation", { subscriberId: subscriber.id, email: person.email });
  return person;
}

/** What is left of the person in the database file, its WAL and a backup taken now. */
async function leftOnDisk(needles: string[]) {
  const backup = path.join(dir, "backups", "after.sqlite");
  await backupSqlite(file(), backup);
  return {
    database: occurrencesIn(file(), needles),
    wal: occurrencesIn(`${file()}-wal`, needles),
    backup: occurrencesIn(backup, needles),
  };
}

describe("erased data on disk (SQLite)", () => {
  it.each([
    ["staff erasure", "erasure"],
    ["founder self-erasure", "erasure_by_founder"],
  ] as const)("leaves nothing of the person after a %s", async (_, action) => {
    await seedNeighbours(150);
    const person = await seedPerson("Ab");
    await seedNeighbours(150);
    // The person is on disk to begin with: the scan can see them.
    expect(Object.keys(occurrencesUnder(dir, person.needles))).not.toEqual([]);

    await eraseByEmail(handle, person.email, null, undefined, action);
    expect(await leftOnDisk(person.needles)).toEqual({ database: {}, wal: {}, backup: {} });
    // The search index keeps text as trigrams, from which a deleted name could be put together again.
    expect(occurrencesIn(file(), SEARCH_TRIGRAMS)).toEqual({});
  });

  it("leaves nothing of a lead the retention purge deleted", async () => {
    await seedNeighbours(100);
    const person = await seedPerson("Cd", "2020-01-01T00:00:00.000Z");
    await seedNeighbours(100);
    await pruneExpiredRows(handle.db, new Date("2035-01-01T00:00:00.000Z"));
    expect(await leftOnDisk(person.needles)).toEqual({ database: {}, wal: {}, backup: {} });
  });
});
