import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestDatabase, type TestDialect, createTestDatabase, testDialects } from "#tests/database.ts";
import { preparedSavepoints } from "./db.server.ts";
import type { Database } from "./schema.ts";
import { sqliteConnectionOf } from "./sqlite-connection.server.ts";
import { WriteQueue } from "./write-queue.server.ts";

/*
 * The batching queue runs on both databases here (SQLite uses it in production,
 * PostgreSQL could), so savepoint rollback is checked on each; on SQLite both with the savepoint
 * statements production prepares on the connection and with Kysely's.
 */
type SavepointKind = "prepared savepoints" | "Kysely savepoints";
const queueKinds: [TestDialect, SavepointKind][] = testDialects.flatMap((dialect): [TestDialect, SavepointKind][] =>
  dialect === "sqlite"
    ? [
        [dialect, "prepared savepoints"],
        [dialect, "Kysely savepoints"],
      ]
    : [[dialect, "Kysely savepoints"]],
);

describe.each(queueKinds)("write queue on %s with %s", (dialect, savepointKind) => {
  let database: TestDatabase;
  let queue: WriteQueue;
  /** The queue's options for this kind: SQLite's prepared savepoints, or the default. */
  const savepoints = () => {
    const connection = sqliteConnectionOf(database.handle.db);
    return savepointKind === "prepared savepoints" && connection ? { savepoints: preparedSavepoints(connection) } : {};
  };

  const insertMessage = (trx: Kysely<Database>, lastName: string) =>
    trx
      .insertInto("contact_messages")
      .values({
        id: randomUUID(),
        first_name: "Grace",
        last_name: lastName,
        email: "grace@example.com",
        company: null,
        subject: "General Question",
        message: "Queued write.",
        created_at: new Date().toISOString(),
      })
      .execute();

  const useCaptcha = (trx: Kysely<Database>, id: string) =>
    trx
      .insertInto("captcha_solutions")
      .values({ id, expires_at: new Date(Date.now() + 60_000).toISOString(), used_at: new Date().toISOString() })
      .execute();

  /** Read through a second connection, as another process would: only committed rows show. */
  async function storedNames(prefix: string): Promise<string[]> {
    const other = database.openAnother();
    const rows = await other.db
      .selectFrom("contact_messages")
      .select("last_name")
      .where("last_name", "like", `${prefix}%`)
      .orderBy("last_name")
      .execute();
    return rows.map((row) => row.last_name);
  }

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    queue = new WriteQueue(database.handle.db, { batch: true, ...savepoints() });
  });

  afterAll(async () => {
    await queue.drain();
    await database.dispose();
  });

  it("runs concurrent writes in one batch and settles them only after it committed", async () => {
    const events: string[] = [];
    const writes = ["a", "b", "c"].map((name) =>
      queue
        .run(async (trx) => {
          events.push(`work ${name}`);
          await insertMessage(trx, `batch-1 ${name}`);
          return name;
        })
        .then(async (value) => {
          events.push(`settled ${value}`);
          // Settled means committed: another connection sees the row.
          expect(await storedNames(`batch-1 ${value}`)).toEqual([`batch-1 ${value}`]);
          return value;
        }),
    );
    expect(await Promise.all(writes)).toEqual(["a", "b", "c"]);
    expect(events.slice(0, 3)).toEqual(["work a", "work b", "work c"]);
  });

  it("rolls back a failing write alone (replayed captcha, thrown error); the others in the batch are stored", async () => {
    const captchaId = `sig-${randomUUID()}`;
    const results = await Promise.allSettled([
      queue.run(async (trx) => {
        await useCaptcha(trx, captchaId);
        await insertMessage(trx, "batch-2 first");
      }),
      // The same captcha again: the primary key refuses it, and its message must not stay.
      queue.run(async (trx) => {
        await insertMessage(trx, "batch-2 replay");
        await useCaptcha(trx, captchaId);
      }),
      queue.run(async (trx) => {
        await insertMessage(trx, "batch-2 thrown");
        throw new Error("refused by the caller");
      }),
      queue.run(async (trx) => {
        await insertMessage(trx, "batch-2 last");
      }),
    ]);
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "rejected", "fulfilled"]);
    expect(results[2]).toMatchObject({ status: "rejected", reason: new Error("refused by the caller") });
    expect(await storedNames("batch-2")).toEqual(["batch-2 first", "batch-2 last"]);
    const captchas = await database.handle.db
      .selectFrom("captcha_solutions")
      .select("id")
      .where("id", "=", captchaId)
      .execute();
    expect(captchas).toHaveLength(1);
  });

  it("runs a lone write without a savepoint: stored when it succeeds, nothing of it kept when it fails", async () => {
    const captchaId = `lone-${randomUUID()}`;
    await expect(queue.run((trx) => useCaptcha(trx, captchaId).then(() => "first use"))).resolves.toBe("first use");
    // Alone in its batch, the replay half-writes a message and then hits the primary key.
    const replay = queue.run(async (trx) => {
      await insertMessage(trx, "lone replay");
      await useCaptcha(trx, captchaId);
    });
    await expect(replay).rejects.toThrow();
    expect(await storedNames("lone replay")).toEqual([]);
    await expect(queue.run((trx) => insertMessage(trx, "lone after").then(() => "ok"))).resolves.toBe("ok");
    expect(await storedNames("lone after")).toEqual(["lone after"]);
  });

  it("rejects every write of a batch whose commit fails, and stores none of them", async () => {
    // A deferred foreign key is only checked at COMMIT: the one way to make the commit itself fail.
    await sql`create table queue_parent (id varchar(40) primary key)`.execute(database.handle.db);
    await sql`create table queue_child (parent_id varchar(40) not null references queue_parent (id) deferrable initially deferred)`.execute(
      database.handle.db,
    );
    const results = await Promise.allSettled([
      queue.run((trx) => insertMessage(trx, "batch-3 innocent")),
      queue.run(async (trx) => {
        await sql`insert into queue_child (parent_id) values (${"missing"})`.execute(trx);
      }),
      queue.run((trx) => insertMessage(trx, "batch-3 bystander")),
    ]);
    expect(results.map((result) => result.status)).toEqual(["rejected", "rejected", "rejected"]);
    expect(await storedNames("batch-3")).toEqual([]);
    // The connection is usable again afterwards.
    await queue.run((trx) => insertMessage(trx, "batch-4 after"));
    expect(await storedNames("batch-4")).toEqual(["batch-4 after"]);
  });

  it("splits a long queue into batches of at most maxBatch, each committed before the next starts", async () => {
    const small = new WriteQueue(database.handle.db, { batch: true, maxBatch: 2, ...savepoints() });
    const events: string[] = [];
    const writes = Array.from({ length: 5 }, (_, index) =>
      small
        .run(async (trx) => {
          events.push(`work ${index}`);
          await insertMessage(trx, `batch-5 ${index}`);
        })
        .then(() => events.push(`settled ${index}`)),
    );
    await Promise.all(writes);
    expect(events).toEqual([
      "work 0",
      "work 1",
      "settled 0",
      "settled 1",
      "work 2",
      "work 3",
      "settled 2",
      "settled 3",
      "work 4",
      "settled 4",
    ]);
    expect(await storedNames("batch-5")).toHaveLength(5);
  });

  it("without batching runs each write in its own transaction", async () => {
    const direct = new WriteQueue(database.handle.db, { batch: false });
    const results = await Promise.allSettled([
      direct.run((trx) => insertMessage(trx, "batch-6 a")),
      direct.run(async (trx) => {
        await insertMessage(trx, "batch-6 b");
        throw new Error("no");
      }),
    ]);
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected"]);
    expect(await storedNames("batch-6")).toEqual(["batch-6 a"]);
  });

  // SQLite rolls the whole transaction back itself on a full disk or an I/O error; a write that
  // issues ROLLBACK and throws stands in for that here.
  const diskFull = () => Object.assign(new Error("database or disk is full"), { code: "SQLITE_FULL" });
  const rolledBackByTheDatabase = (error: Error) => async (trx: Kysely<Database>) => {
    await sql`rollback`.execute(trx);
    throw error;
  };

  it("fails a lone write with the database's reason when the database rolled back itself", async () => {
    const error = diskFull();
    await expect(queue.run(rolledBackByTheDatabase(error))).rejects.toBe(error);
    await queue.run((trx) => insertMessage(trx, "autorollback-1 after"));
    expect(await storedNames("autorollback-1")).toEqual(["autorollback-1 after"]);
  });

  it("fails a whole batch with that reason: no write of it is reported stored", async () => {
    const error = diskFull();
    const results = await Promise.allSettled([
      queue.run((trx) => insertMessage(trx, "autorollback-2 a")),
      queue.run(rolledBackByTheDatabase(error)),
      queue.run((trx) => insertMessage(trx, "autorollback-2 c")),
    ]);
    expect(results).toEqual([
      { status: "rejected", reason: error },
      { status: "rejected", reason: error },
      { status: "rejected", reason: error },
    ]);
    expect(await storedNames("autorollback-2")).toEqual([]);
  });
});
