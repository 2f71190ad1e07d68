import { warnAboutConfiguration } from "./configuration-warnings.server.ts";
import { randomUUID } from "node:crypto";
import { type DatabaseHandle, getDatabase } from "#app/platform/db/db.server.ts";
import type { OutboxRow } from "#app/platform/db/schema.ts";
import { getEnv } from "#app/platform/env.server.ts";
import { logDatabaseFailure, noteDatabaseAnswered } from "#app/platform/db/availability.server.ts";
import { logger } from "#app/platform/logger.server.ts";
import { type MailSender, sendMail } from "#app/platform/mail/mailer.server.ts";
import { BackgroundLoop } from "#app/platform/background-loop.server.ts";
import { databaseTime } from "./clock.server.ts";
import { PermanentDeliveryError, withDeadline } from "./delivery-errors.server.ts";
import { type Outcome, heldKinds, performDelivery } from "./delivery.server.ts";
import { pruneExpiredRows } from "./maintenance.server.ts";

export interface OutboxWorkerOptions {
  database?: () => DatabaseHandle;
  sendMail?: MailSender;
  fetchImpl?: typeof fetch;
  /** Pause between polls when there is nothing (more) to do. */
  intervalMs?: number;
  batchSize?: number;
  /** How long a claim lasts (renewed per row before delivery); a crashed worker's rows are free after this. */
  leaseMs?: number;
  /** Hard limit on one delivery; shorter than the lease so a row is never delivered past its lease. */
  deliveryDeadlineMs?: number;
  /** First retry delay; doubles per attempt up to maxDelayMs, with jitter. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** After this many failed attempts the row is dead (about 12 h of retries with the defaults). */
  maxAttempts?: number;
  /** How often the retention purge runs (app/platform/outbox/maintenance.server.ts). */
  maintenanceIntervalMs?: number;
  random?: () => number;
}

const MAX_ERROR_LENGTH = 1000;

/** Delay before attempt `attempts + 1`: exponential, capped, with jitter in [50 %, 100 %]. */
export function retryDelayMs(
  attempts: number,
  baseDelayMs: number,
  maxDelayMs: number,
  random: () => number = Math.random,
) {
  const exponential = Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential / 2 + (random() * exponential) / 2);
}

/**
 * Delivers outbox rows (decisions 021 and 048): claims due rows atomically (a
 * conditional UPDATE on SQLite; FOR UPDATE SKIP LOCKED on PostgreSQL, so several
 * processes can run), renews each row's lease just before delivering it, gives
 * the delivery a hard deadline, then records success, a retry or a dead row.
 * Times come from the database's clock; all state is in the database.
 */
export class OutboxWorker {
  private readonly options: Required<Omit<OutboxWorkerOptions, "database">> & { database: () => DatabaseHandle };
  private readonly loop = new BackgroundLoop(() => this.tick());
  /** Set by stop(): the batch in hand hands its undelivered rows back instead of delivering them. */
  private stopping = false;
  private lastMaintenance = 0;

  constructor(options: OutboxWorkerOptions = {}) {
    const leaseMs = options.leaseMs ?? getEnv().OUTBOX_LEASE_SECONDS * 1000;
    this.options = {
      database: options.database ?? getDatabase,
      sendMail: options.sendMail ?? sendMail,
      fetchImpl: options.fetchImpl ?? ((input, init) => fetch(input, init)),
      intervalMs: options.intervalMs ?? 1_000,
      batchSize: options.batchSize ?? 10,
      leaseMs,
      deliveryDeadlineMs: options.deliveryDeadlineMs ?? Math.min(20_000, Math.floor((leaseMs * 2) / 3)),
      baseDelayMs: options.baseDelayMs ?? 10_000,
      maxDelayMs: options.maxDelayMs ?? 60 * 60_000,
      maxAttempts: options.maxAttempts ?? 20,
      maintenanceIntervalMs: options.maintenanceIntervalMs ?? 10 * 60_000,
      random: options.random ?? Math.random,
    };
    if (this.options.deliveryDeadlineMs >= this.options.leaseMs) {
      throw new Error("OutboxWorker: deliveryDeadlineMs must be shorter than leaseMs");
    }
  }

  start() {
    if (this.loop.active) return;
    this.stopping = false;
    this.loop.start();
  }

  /**
   * Stops polling and waits for the delivery in progress, so nothing is left half-recorded;
   * the rest of its claimed batch is released for another instance to take at once.
   */
  async stop() {
    this.stopping = true;
    await this.loop.stop();
  }

  /** One poll; answers the pause before the next. */
  private async tick(): Promise<number> {
    let processed = 0;
    try {
      processed = await this.runOnce();
      noteDatabaseAnswered();
      await this.maintain();
    } catch (error) {
      logDatabaseFailure(error, "outbox worker: poll failed");
    }
    // A full batch suggests more is waiting: go again at once.
    return processed >= this.options.batchSize ? 0 : this.options.intervalMs;
  }

  /** Claims and delivers one batch of due rows; returns how many were claimed. */
  async runOnce(): Promise<number> {
    const rows = await this.claimDue();
    for (const [index, row] of rows.entries()) {
      if (this.stopping) {
        await this.release(rows.slice(index));
        break;
      }
      if (await this.renewLease(row)) await this.deliver(row);
    }
    return rows.length;
  }

  /** Frees claimed rows at once, so another instance need not wait for their leases to run out. */
  private async release(rows: OutboxRow[]) {
    const { write } = this.options.database();
    for (const row of rows) {
      await write((db) =>
        db
          .updateTable("outbox")
          .set({ locked_until: null, claim_token: null })
          .where("id", "=", row.id)
          .where("claim_token", "=", row.claim_token)
          .execute(),
      );
    }
  }

  /** Takes a lease on up to batchSize due rows whose lease is free or expired. */
  async claimDue(): Promise<OutboxRow[]> {
    const { dialect, write } = this.options.database();
    const held = heldKinds();
    const claimToken = randomUUID();
    return write((db) => {
      let due = db
        .selectFrom("outbox")
        .select("id")
        .where("status", "=", "pending")
        .where("next_attempt_at", "<=", databaseTime(db))
        .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", databaseTime(db))]))
        .orderBy("next_attempt_at")
        .limit(this.options.batchSize);
      if (held.length > 0) due = due.where("kind", "not in", held);
      if (dialect === "postgres") due = due.forUpdate().skipLocked();
      return db
        .updateTable("outbox")
        .set({ locked_until: databaseTime(db, this.options.leaseMs), claim_token: claimToken })
        .where("id", "in", due)
        .returningAll()
        .execute();
    });
  }

  /** A fresh lease just before delivery; false if another worker took the row after ours ran out. */
  private async renewLease(row: OutboxRow): Promise<boolean> {
    const { write } = this.options.database();
    const renewed = await write((db) =>
      db
        .updateTable("outbox")
        .set({ locked_until: databaseTime(db, this.options.leaseMs) })
        .where("id", "=", row.id)
        .where("claim_token", "=", row.claim_token)
        .where("status", "=", "pending")
        .executeTakeFirst(),
    );
    return Number(renewed.numUpdatedRows) > 0;
  }

  /** Outcomes are recorded through the write queue: under load they share the form submissions' commits. */
  private async deliver(row: OutboxRow) {
    const { db } = this.options.database();
    const attempts = row.attempts + 1;
    const log = logger.child({ outboxId: row.id, kind: row.kind, attempt: attempts });
    let outcome: Outcome;
    try {
      outcome = await withDeadline(this.options.deliveryDeadlineMs, (signal) =>
        performDelivery(row, { db, sendMail: this.options.sendMail, fetchImpl: this.options.fetchImpl, signal }),
      );
    } catch (error) {
      await this.recordFailure(row, attempts, error);
      return;
    }
    await this.record(row, {
      attempts,
      status: outcome.status,
      delivered_at: new Date().toISOString(),
      // The last failure stays on record after a later success; a note replaces it only when there is one.
      ...(outcome.note ? { last_error: outcome.note } : {}),
    });
    log.info({ status: outcome.status }, "outbox row done");
  }

  private async recordFailure(row: OutboxRow, attempts: number, error: unknown) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
    const permanent = error instanceof PermanentDeliveryError;
    if (permanent || attempts >= this.options.maxAttempts) {
      await this.record(row, { attempts, status: "dead", last_error: message });
      // One error per dead row: it needs a person (the inbox offers a retry).
      logger.error(
        { err: error, outboxId: row.id, kind: row.kind, attempts, reason: permanent ? "permanent" : "attempts" },
        "outbox delivery dead: needs attention",
      );
      return;
    }
    const delay = retryDelayMs(attempts, this.options.baseDelayMs, this.options.maxDelayMs, this.options.random);
    await this.record(row, { attempts, last_error: message }, delay);
    const retry = { err: error, outboxId: row.id, kind: row.kind, attempt: attempts, delayMs: delay };
    logger.warn(retry, "outbox delivery failed; will retry");
  }

  /** Writes the attempt's result and frees the lease, only if the claim is still ours. */
  private async record(
    row: OutboxRow,
    changes: { attempts: number; status?: OutboxRow["status"]; last_error?: string; delivered_at?: string },
    retryInMs?: number,
  ) {
    const { write } = this.options.database();
    await write((db) =>
      db
        .updateTable("outbox")
        .set({
          ...changes,
          ...(retryInMs === undefined ? {} : { next_attempt_at: databaseTime(db, retryInMs) }),
          locked_until: null,
          claim_token: null,
        })
        .where("id", "=", row.id)
        .where("claim_token", "=", row.claim_token)
        .execute(),
    );
  }

  private async maintain() {
    const now = Date.now();
    if (now - this.lastMaintenance < this.options.maintenanceIntervalMs) return;
    this.lastMaintenance = now;
    await this.pruneExpired(new Date(now));
  }

  /** Enforces the retention periods: old leads, keys, captcha solutions, delivered outbox copies. */
  pruneExpired(now: Date = new Date()) {
    return pruneExpiredRows(this.options.database().db, now);
  }
}

let processWorker: OutboxWorker | undefined;

/** Called by server.ts at start-up; OUTBOX_WORKER=off leaves delivery to another process. */
export function startOutboxWorker(options: OutboxWorkerOptions = {}) {
  warnAboutConfiguration();
  if (getEnv().OUTBOX_WORKER === "off") {
    logger.info("outbox worker disabled (OUTBOX_WORKER=off)");
    return;
  }
  processWorker ??= new OutboxWorker(options);
  processWorker.start();
  logger.info("outbox worker started");
}

export async function stopOutboxWorker() {
  const worker = processWorker;
  processWorker = undefined;
  await worker?.stop();
}
