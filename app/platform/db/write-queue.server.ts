import { type Kysely, sql } from "kysely";
import type { Database } from "./schema.ts";

/**
 * One unit of writing: everything in it is stored, or nothing is. It must only
 * use the database it is given (no other connection, no network): on SQLite it
 * runs inside a transaction shared with the other writes of its batch.
 */
export type WriteWork<T> = (trx: Kysely<Database>) => Promise<T>;

export interface WriteQueueOptions {
  /**
   * true: writes that arrive within the same turn of the event loop share one
   * transaction and one commit (group commit), each inside its own SAVEPOINT.
   * false: each write is its own transaction.
   */
  batch: boolean;
  /** Most writes per batch transaction; the rest wait for the next one. */
  maxBatch?: number;
  /**
   * How each write of a batch marks, undoes and releases its savepoint. Default: SQL through Kysely.
   * SQLite passes statements prepared once on its connection (decision 079): through Kysely the two
   * statements around every write cost more than the write's own insert.
   */
  savepoints?: Savepoints;
}

/** Savepoint statements run on the connection the batch's transaction is open on. */
export interface Savepoints {
  mark(trx: Kysely<Database>): Promise<void> | void;
  undo(trx: Kysely<Database>): Promise<void> | void;
  release(trx: Kysely<Database>): Promise<void> | void;
}

const kyselySavepoints: Savepoints = {
  mark: async (trx) => void (await sql`savepoint queued_write`.execute(trx)),
  undo: async (trx) => void (await sql`rollback to savepoint queued_write`.execute(trx)),
  release: async (trx) => void (await sql`release savepoint queued_write`.execute(trx)),
};

interface Job {
  work: WriteWork<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

const DEFAULT_MAX_BATCH = 64;

/**
 * Group commit. better-sqlite3 is synchronous and synchronous=FULL fsyncs every
 * commit, so a transaction per submission spends most of its time committing
 * while the event loop waits. Here the writes queued during one event-loop turn
 * run one after another in ONE transaction, each in a savepoint: a write that
 * throws (a replayed captcha, a constraint) is rolled back to its savepoint and
 * rejected alone, the others stay. Every promise settles only after the commit
 * (or its failure): nobody is told "stored" before the data is durable, and if
 * the commit fails every write of the batch is rejected with that error.
 */
export class WriteQueue {
  readonly #db: Kysely<Database>;
  readonly #batch: boolean;
  readonly #maxBatch: number;
  readonly #savepoints: Savepoints;
  #pending: Job[] = [];
  #scheduled = false;
  #flushing: Promise<void> | undefined;

  constructor(db: Kysely<Database>, options: WriteQueueOptions) {
    this.#db = db;
    this.#batch = options.batch;
    this.#maxBatch = Math.max(1, options.maxBatch ?? DEFAULT_MAX_BATCH);
    this.#savepoints = options.savepoints ?? kyselySavepoints;
  }

  /** Runs `work` atomically; resolves with its result once it is committed. */
  run<T>(work: WriteWork<T>): Promise<T> {
    if (!this.#batch) return this.#db.transaction().execute(work);
    return new Promise<T>((resolve, reject) => {
      this.#pending.push({ work, resolve: resolve as (value: unknown) => void, reject });
      this.#schedule();
    });
  }

  /** Resolves when every write queued so far has been committed or rejected. */
  async drain(): Promise<void> {
    while (this.#flushing || this.#pending.length > 0) {
      if (this.#flushing) await this.#flushing;
      else await new Promise((resolve) => setImmediate(resolve));
    }
  }

  #schedule() {
    if (this.#scheduled || this.#flushing) return;
    this.#scheduled = true;
    // setImmediate, not a microtask: requests whose bodies arrived in this turn reach the queue first.
    setImmediate(() => {
      this.#scheduled = false;
      this.#flushing = this.#flush().finally(() => {
        this.#flushing = undefined;
        if (this.#pending.length > 0) this.#schedule();
      });
    });
  }

  async #flush() {
    const jobs = this.#pending.splice(0, this.#maxBatch);
    const outcomes: Outcome[] = [];
    try {
      await this.#db.transaction().execute(async (trx) => {
        // A lone write needs no savepoint: if it fails, the whole transaction rolls back with it.
        if (jobs.length === 1 && jobs[0]) {
          outcomes.push({ ok: true, value: await jobs[0].work(trx) });
          return;
        }
        const savepoints = this.#savepoints;
        for (const job of jobs) {
          await savepoints.mark(trx);
          try {
            outcomes.push({ ok: true, value: await job.work(trx) });
          } catch (error) {
            // When the database rolled the whole transaction back itself (disk full, I/O error) the
            // savepoint is gone too: the batch fails as a whole, with this write's reason.
            try {
              await savepoints.undo(trx);
            } catch {
              throw error;
            }
            outcomes.push({ ok: false, error });
          }
          await savepoints.release(trx);
        }
      });
    } catch (error) {
      // Nothing of the batch was committed: every write fails with the reason.
      for (const job of jobs) job.reject(error);
      return;
    }
    jobs.forEach((job, index) => {
      const outcome = outcomes[index];
      if (outcome?.ok) job.resolve(outcome.value);
      else job.reject(outcome ? outcome.error : new Error("write was not run"));
    });
  }
}
