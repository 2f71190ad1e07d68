import { randomUUID } from "node:crypto";
import type { Kysely, RawBuilder } from "kysely";
import { BackgroundLoop } from "#app/platform/background-loop.server.ts";
import { type DatabaseHandle, getDatabase } from "#app/platform/db/db.server.ts";
import type { Database } from "#app/platform/db/schema.ts";
import { getEnv } from "#app/platform/env.server.ts";
import { logger } from "#app/platform/logger.server.ts";
import { databaseTime } from "#app/platform/outbox/clock.server.ts";
import { downloadEcbFile } from "./ecb-download.server.ts";
import { loadEcbRates } from "./load-rates.server.ts";
import { newestRateDay } from "./rates.server.ts";
import {
  RETRY_BASE_MS,
  STALE_AFTER_DAYS,
  nextPublicationCheck,
  rateAgeDays,
  retryDelayAfter,
} from "./rates-schedule.server.ts";

/*
 * The daily ECB rates, loaded by the server itself (decision 077). Every instance looks every few
 * minutes; the one whose conditional UPDATE claims the `ecb-rates` row (due, lease free or run out)
 * downloads and loads the file; the others find it claimed or not due. A success sets the next run to
 * the next working day's publication; a failure retries after 15 min, 30 min, … up to 6 h.
 */

export const RATES_JOB = "ecb-rates";
const STALE_WARNING_EVERY_MS = 6 * 60 * 60_000;

export interface RatesJobOptions {
  database?: () => DatabaseHandle;
  url?: string;
  reporting?: string;
  /** How often each instance looks whether the job is due. */
  checkIntervalMs?: number;
  /** How long a claim lasts; a crashed run is taken up again after it. */
  leaseMs?: number;
  retryBaseMs?: number;
  downloadTimeoutMs?: number;
  fetchImpl?: typeof fetch;
  now?: () => Date;
}

export type RatesRun = "loaded" | "not-due" | "failed";

/** The rates job's row in scheduled_jobs, due at `nextRunAt`, unless it has one already. */
export async function createRatesJobRow(db: Kysely<Database>, nextRunAt: string | RawBuilder<string>): Promise<void> {
  await db
    .insertInto("scheduled_jobs")
    .values({
      name: RATES_JOB,
      next_run_at: nextRunAt,
      locked_until: null,
      claim_token: null,
      last_success_at: null,
      last_error: null,
    })
    .onConflict((conflict) => conflict.column("name").doNothing())
    .execute();
}

export class RatesJob {
  private readonly options: Required<Omit<RatesJobOptions, "database" | "url" | "reporting">> &
    Pick<RatesJobOptions, "url" | "reporting"> & { database: () => DatabaseHandle };
  private readonly loop = new BackgroundLoop(() => this.check());
  /** Aborts a download in progress when the job stops. */
  private stopping = new AbortController();
  /** When this process last warned of stale rates: once per STALE_WARNING_EVERY_MS, not every check. */
  private lastStaleWarning = -Infinity;

  constructor(options: RatesJobOptions = {}) {
    this.options = {
      database: options.database ?? getDatabase,
      url: options.url,
      reporting: options.reporting,
      checkIntervalMs: options.checkIntervalMs ?? 5 * 60_000,
      leaseMs: options.leaseMs ?? 2 * 60_000,
      retryBaseMs: options.retryBaseMs ?? RETRY_BASE_MS,
      downloadTimeoutMs: options.downloadTimeoutMs ?? 20_000,
      fetchImpl: options.fetchImpl ?? ((input, init) => fetch(input, init)),
      now: options.now ?? (() => new Date()),
    };
  }

  start() {
    if (this.loop.active) return;
    this.stopping = new AbortController();
    this.loop.start();
  }

  async stop() {
    this.stopping.abort();
    await this.loop.stop();
  }

  /** One look: runs the job when due, warns when the rates are stale; answers the pause before the next. */
  private async check(): Promise<number> {
    try {
      await this.runOnce();
      await this.warnIfStale();
    } catch (error) {
      logger.warn({ err: error }, "rates job: check failed; will look again");
    }
    return this.options.checkIntervalMs;
  }

  /** Claims the job if it is due and runs it; "not-due" when it is not, or another instance holds it. */
  async runOnce(): Promise<RatesRun> {
    const claim = await this.claim();
    if (!claim) return "not-due";
    const { db } = this.options.database();
    const env = getEnv();
    const url = this.options.url ?? env.ECB_RATES_URL;
    try {
      const xml = await downloadEcbFile(url, {
        timeoutMs: this.options.downloadTimeoutMs,
        fetchImpl: this.options.fetchImpl,
        signal: this.stopping.signal,
      });
      const loaded = await loadEcbRates(db, xml, this.options.reporting ?? env.REPORTING_CURRENCY, this.options.now());
      await this.finish(
        claim.token,
        { attempts: 0, last_error: null, last_success_at: this.options.now().toISOString() },
        nextPublicationCheck(this.options.now()),
      );
      logger.info(loaded, "rates job: ECB reference rates loaded");
      return "loaded";
    } catch (error) {
      const failures = claim.attempts + 1;
      const retryAt = new Date(this.options.now().getTime() + retryDelayAfter(failures, this.options.retryBaseMs));
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      await this.finish(claim.token, { attempts: failures, last_error: message }, retryAt);
      logger.warn(
        { err: error, failures, retryAt: retryAt.toISOString() },
        "rates job: loading the ECB rates failed; will retry",
      );
      return "failed";
    }
  }

  /** Takes the job's lease when it is due and free; creates its row, due at once, the first time. */
  private async claim(): Promise<{ token: string; attempts: number } | undefined> {
    const { write } = this.options.database();
    const token = randomUUID();
    const claimed = await write(async (db) => {
      await createRatesJobRow(db, databaseTime(db));
      return db
        .updateTable("scheduled_jobs")
        .set({ locked_until: databaseTime(db, this.options.leaseMs), claim_token: token })
        .where("name", "=", RATES_JOB)
        .where("next_run_at", "<=", databaseTime(db))
        .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", databaseTime(db))]))
        .returning("attempts")
        .executeTakeFirst();
    });
    return claimed && { token, attempts: claimed.attempts };
  }

  /** Records the run and frees the lease, only if the claim is still ours. */
  private async finish(
    token: string,
    changes: { attempts: number; last_error: string | null; last_success_at?: string },
    nextRunAt: Date,
  ) {
    await this.options.database().write((db) =>
      db
        .updateTable("scheduled_jobs")
        .set({ ...changes, next_run_at: nextRunAt.toISOString(), locked_until: null, claim_token: null })
        .where("name", "=", RATES_JOB)
        .where("claim_token", "=", token)
        .execute(),
    );
  }

  /** Logs a warning while the newest rates are older than a week (or none were ever loaded). */
  async warnIfStale(): Promise<number | undefined> {
    const newest = await newestRateDay(this.options.database().db);
    const ageDays = newest === undefined ? undefined : rateAgeDays(newest, this.options.now());
    const now = this.options.now().getTime();
    const stale = ageDays === undefined || ageDays > STALE_AFTER_DAYS;
    if (stale && now - this.lastStaleWarning >= STALE_WARNING_EVERY_MS) {
      this.lastStaleWarning = now;
      logger.warn({ rateDate: newest ?? null, ageDays: ageDays ?? null }, "ECB reference rates are older than a week");
    }
    return ageDays;
  }
}

let processJob: RatesJob | undefined;

/** Called by server.ts at start-up: RATES_JOB (on in production by default) decides. */
export function startRatesJob(options: RatesJobOptions = {}) {
  if (getEnv().RATES_JOB === "off") return;
  processJob ??= new RatesJob(options);
  processJob.start();
  logger.info({ url: getEnv().ECB_RATES_URL }, "daily ECB rates job started");
}

export async function stopRatesJob() {
  const job = processJob;
  processJob = undefined;
  await job?.stop();
}
