import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import type { ContactInput } from "#app/public-forms/contact/contact.schema.ts";
import type { Kysely } from "kysely";
import type { DatabaseHandle } from "#app/platform/db/db.server.ts";
import type { Database, OutboxRow } from "#app/platform/db/schema.ts";
import type { OutgoingMail } from "#app/platform/mail/mailer.server.ts";
import { storeContactMessage } from "#app/public-forms/server/stores.server.ts";
import { OutboxWorker, type OutboxWorkerOptions } from "#app/platform/outbox/worker.server.ts";
import { type TestDatabase, type TestDialect, createTestDatabase } from "./database.ts";
import { applyTestEnv } from "./env.ts";

/** The `index`th of a run of otherwise equal contact messages, as the outbox and backup tests store them. */
export function numberedContact(index: number): ContactInput {
  return {
    firstName: "Grace",
    lastName: `Hopper ${index}`,
    email: "grace@example.com",
    company: undefined,
    subject: "Investor Inquiry",
    message: "Hello.",
  };
}

/** A worker on `database` that records each mail in `sent` instead of sending it. */
export const recordingWorker = (database: () => DatabaseHandle, sent: OutgoingMail[]) =>
  new OutboxWorker({
    database,
    sendMail: async (mail) => {
      sent.push(mail);
      return { delivered: "smtp" };
    },
  });

/** Makes every waiting outbox row due now, as if its delay had passed. */
export const makeWaitingRowsDue = (db: Kysely<Database>) =>
  db
    .updateTable("outbox")
    .set({ next_attempt_at: new Date(Date.now() - 1000).toISOString() })
    .where("status", "=", "pending")
    .execute();

/*
 * One outbox test bed per suite: a fresh database, contact leads to deliver and
 * workers that are stopped after each test. The outbox is emptied before each test.
 */

export const quickWorker: OutboxWorkerOptions = {
  intervalMs: 10,
  baseDelayMs: 20,
  maxDelayMs: 80,
  leaseMs: 2_000,
  deliveryDeadlineMs: 1_500,
};

export interface OutboxTestBed {
  database: TestDatabase;
  workers: OutboxWorker[];
  newWorker(options?: OutboxWorkerOptions, handle?: DatabaseHandle): OutboxWorker;
  storeLeads(count: number, contact?: Partial<ContactInput>): Promise<string[]>;
  rows(kind?: OutboxRow["kind"]): Promise<OutboxRow[]>;
}

export function outboxTestBed(dialect: TestDialect): OutboxTestBed {
  const bed: OutboxTestBed = {
    database: undefined as unknown as TestDatabase,
    workers: [] as OutboxWorker[],
    newWorker(options: OutboxWorkerOptions = {}, handle: DatabaseHandle = bed.database.handle) {
      const worker = new OutboxWorker({ database: () => handle, ...quickWorker, ...options });
      bed.workers.push(worker);
      return worker;
    },
    /** Stores `count` contact messages (each queues a webhook and a mail row); returns their lead ids. */
    async storeLeads(count: number, contact: Partial<ContactInput> = {}): Promise<string[]> {
      const ids: string[] = [];
      for (let index = 0; index < count; index++) {
        const value: ContactInput = { ...numberedContact(index), ...contact };
        ids.push(
          await bed.database.handle.db.transaction().execute((trx) => storeContactMessage(trx, value, new Date())),
        );
      }
      return ids;
    },
    rows(kind?: OutboxRow["kind"]): Promise<OutboxRow[]> {
      let query = bed.database.handle.db.selectFrom("outbox").selectAll().orderBy("created_at").orderBy("id");
      if (kind) query = query.where("kind", "=", kind);
      return query.execute();
    },
  };

  beforeAll(async () => {
    applyTestEnv();
    bed.database = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await bed.database.dispose();
  });
  beforeEach(async () => {
    await bed.database.handle.db.deleteFrom("outbox").execute();
  });
  afterEach(async () => {
    await Promise.all(bed.workers.splice(0).map((worker) => worker.stop()));
  });
  return bed;
}
