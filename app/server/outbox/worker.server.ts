import { randomUUID } from "node:crypto";
import { pruneExpiredCaptchaSolutions } from "../captcha.server.ts";
import { type DatabaseHandle, getDatabase } from "../db/db.server.ts";
import type { OutboxRow } from "../db/schema.ts";
import { getEnv } from "../env.server.ts";
import { logger } from "../logger.server.ts";
import { composeLeadMail } from "../mail/lead-mail.server.ts";
import { type MailSender, sendMail } from "../mail/mailer.server.ts";
import { composeConfirmationMail } from "../newsletter.server.ts";
import type { OutboxPayloads } from "./outbox.server.ts";
import { postLeadToWebhook } from "./webhook.server.ts";

export interface OutboxWorkerOptions {
  database?: () => DatabaseHandle;
  sendMail?: MailSender;
  fetchImpl?: typeof fetch;
  /** Pause between polls when there is nothing (more) to do. */
  intervalMs?: number;
  batchSize?: number;
  /** How long a claim lasts; a worker that dies mid-delivery frees its rows after this. */
  leaseMs?: number;
  /** First retry delay; doubles per attempt up to maxDelayMs, with jitter. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  webhookTimeoutMs?: number;
  /** How often expired captcha solutions and old idempotency keys are removed. */
  maintenanceIntervalMs?: number;
  random?: () => number;
}

type Outcome = { status: "delivered" | "skipped"; note?: string };

const IDEMPOTENCY_KEY_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
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
 * Delivers outbox rows: claims due rows atomically (a conditional UPDATE on
 * SQLite; FOR UPDATE SKIP LOCKED on PostgreSQL, so several processes can run),
 * delivers each, then records success or schedules a retry. All state is in
 * the database, so a restart picks up where the last process stopped.
 */
export class OutboxWorker {
  private readonly options: Required<Omit<OutboxWorkerOptions, "database">> & { database: () => DatabaseHandle };
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  private lastMaintenance = 0;

  constructor(options: OutboxWorkerOptions = {}) {
    this.options = {
      database: options.database ?? getDatabase,
      sendMail: options.sendMail ?? sendMail,
      fetchImpl: options.fetchImpl ?? ((input, init) => fetch(input, init)),
      intervalMs: options.intervalMs ?? 1_000,
      batchSize: options.batchSize ?? 10,
      leaseMs: options.leaseMs ?? 5 * 60_000,
      baseDelayMs: options.baseDelayMs ?? 10_000,
      maxDelayMs: options.maxDelayMs ?? 60 * 60_000,
      webhookTimeoutMs: options.webhookTimeoutMs ?? 10_000,
      maintenanceIntervalMs: options.maintenanceIntervalMs ?? 10 * 60_000,
      random: options.random ?? Math.random,
    };
  }

  start() {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** Stops polling and waits for the delivery in progress, so nothing is left half-recorded. */
  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private schedule(delayMs: number) {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.tick().finally(() => {
        this.running = undefined;
      });
    }, delayMs);
    // The worker alone must not keep the process alive.
    this.timer.unref();
  }

  private async tick() {
    let processed = 0;
    try {
      processed = await this.runOnce();
      await this.maintain();
    } catch (error) {
      logger.error({ err: error }, "outbox worker: poll failed");
    }
    // A full batch suggests more is waiting: go again at once.
    this.schedule(processed >= this.options.batchSize ? 0 : this.options.intervalMs);
  }

  /** Claims and delivers one batch of due rows; returns how many were handled. */
  async runOnce(now: Date = new Date()): Promise<number> {
    const rows = await this.claim(now);
    for (const row of rows) {
      await this.deliver(row);
    }
    return rows.length;
  }

  private async claim(now: Date): Promise<OutboxRow[]> {
    const { dialect, write } = this.options.database();
    const nowIso = now.toISOString();
    const claimToken = randomUUID();
    return write((db) => {
      let due = db
        .selectFrom("outbox")
        .select("id")
        .where("status", "=", "pending")
        .where("next_attempt_at", "<=", nowIso)
        .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", nowIso)]))
        .orderBy("next_attempt_at")
        .limit(this.options.batchSize);
      if (dialect === "postgres") due = due.forUpdate().skipLocked();
      return db
        .updateTable("outbox")
        .set({ locked_until: new Date(now.getTime() + this.options.leaseMs).toISOString(), claim_token: claimToken })
        .where("id", "in", due)
        .returningAll()
        .execute();
    });
  }

  /** Outcomes are recorded through the write queue: under load they share the form submissions' commits. */
  private async deliver(row: OutboxRow) {
    const { write } = this.options.database();
    const attempts = row.attempts + 1;
    const log = logger.child({ outboxId: row.id, kind: row.kind, attempt: attempts });
    let outcome: Outcome;
    try {
      outcome = await this.perform(row);
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
      const delay = retryDelayMs(attempts, this.options.baseDelayMs, this.options.maxDelayMs, this.options.random);
      const nextAttemptAt = new Date(Date.now() + delay).toISOString();
      log.warn({ err: error, nextAttemptAt }, "outbox delivery failed; will retry");
      await write((db) =>
        db
          .updateTable("outbox")
          .set({ attempts, last_error: message, next_attempt_at: nextAttemptAt, locked_until: null, claim_token: null })
          .where("id", "=", row.id)
          .where("claim_token", "=", row.claim_token)
          .execute(),
      );
      return;
    }
    await write((db) =>
      db
        .updateTable("outbox")
        .set({
          attempts,
          status: outcome.status,
          delivered_at: new Date().toISOString(),
          // The last failure stays on record after a later success; a note replaces it only when there is one.
          ...(outcome.note ? { last_error: outcome.note } : {}),
          locked_until: null,
          claim_token: null,
        })
        .where("id", "=", row.id)
        .where("claim_token", "=", row.claim_token)
        .execute(),
    );
    log.info({ status: outcome.status }, "outbox row done");
  }

  private async perform(row: OutboxRow): Promise<Outcome> {
    const env = getEnv();
    switch (row.kind) {
      case "lead_webhook": {
        if (!env.LEAD_WEBHOOK_URL) return { status: "skipped", note: "LEAD_WEBHOOK_URL is not set" };
        const lead = parsePayload<"lead_webhook">(row);
        await postLeadToWebhook(env.LEAD_WEBHOOK_URL, lead, {
          timeoutMs: this.options.webhookTimeoutMs,
          fetchImpl: this.options.fetchImpl,
        });
        return { status: "delivered" };
      }
      case "lead_email": {
        if (!env.LEAD_NOTIFY_EMAIL) return { status: "skipped", note: "LEAD_NOTIFY_EMAIL is not set" };
        const lead = parsePayload<"lead_email">(row);
        const sent = await this.options.sendMail(composeLeadMail(lead, env.LEAD_NOTIFY_EMAIL));
        return {
          status: "delivered",
          ...(sent.delivered === "log" ? { note: "written to the log (no SMTP_URL)" } : {}),
        };
      }
      case "newsletter_confirmation": {
        const subscriber = parsePayload<"newsletter_confirmation">(row);
        const { db } = this.options.database();
        const current = await db
          .selectFrom("newsletter_subscribers")
          .select("status")
          .where("id", "=", subscriber.subscriberId)
          .executeTakeFirst();
        if (current?.status !== "pending")
          return { status: "skipped", note: `subscriber is ${current?.status ?? "gone"}` };
        const sent = await this.options.sendMail(composeConfirmationMail(subscriber));
        return {
          status: "delivered",
          ...(sent.delivered === "log" ? { note: "written to the log (no SMTP_URL)" } : {}),
        };
      }
      default:
        throw new Error(`Unknown outbox kind: ${String(row.kind)}`);
    }
  }

  private async maintain() {
    const now = Date.now();
    if (now - this.lastMaintenance < this.options.maintenanceIntervalMs) return;
    this.lastMaintenance = now;
    await this.pruneExpired(new Date(now));
  }

  /** Removes captcha solutions past their expiry and idempotency keys older than a week. */
  async pruneExpired(now: Date = new Date()) {
    const { db } = this.options.database();
    const captchas = await pruneExpiredCaptchaSolutions(db, now);
    const keys = await db
      .deleteFrom("idempotency_keys")
      .where("created_at", "<", new Date(now.getTime() - IDEMPOTENCY_KEY_RETENTION_MS).toISOString())
      .executeTakeFirst();
    const idempotencyKeys = Number(keys.numDeletedRows);
    logger.debug({ captchas, idempotencyKeys }, "outbox worker: pruned expired rows");
    return { captchas, idempotencyKeys };
  }
}

function parsePayload<Kind extends keyof OutboxPayloads>(row: OutboxRow): OutboxPayloads[Kind] {
  // Written by enqueue() from the same types; JSON.parse can only fail on a hand-edited row.
  const parsed: OutboxPayloads[Kind] = JSON.parse(row.payload);
  return parsed;
}

let processWorker: OutboxWorker | undefined;

/** Called by server.ts at start-up; OUTBOX_WORKER=off leaves delivery to another process. */
export function startOutboxWorker(options: OutboxWorkerOptions = {}) {
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
