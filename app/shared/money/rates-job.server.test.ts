import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type TestDatabase, createTestDatabase, testDialects } from "#tests/database.ts";
import { type EcbServer, ECB_FIXTURE, ecbFileOf, startEcbServer } from "#tests/ecb-server.ts";
import { applyTestEnv } from "#tests/env.ts";
import { logger } from "#app/platform/logger.server.ts";
import { RATES_JOB, RatesJob, type RatesJobOptions } from "./rates-job.server.ts";
import { newestRateDay } from "./rates.server.ts";
import { nextPublicationCheck } from "./rates-schedule.server.ts";

/* Issue 26, item 6: the server loads the ECB rates every working day on its own, once across instances. */

describe("nextPublicationCheck", () => {
  it("is the next weekday at 15:30 UTC, after the ECB publishes", () => {
    expect(nextPublicationCheck(new Date("2024-03-14T09:00:00Z")).toISOString()).toBe("2024-03-14T15:30:00.000Z");
    expect(nextPublicationCheck(new Date("2024-03-14T15:30:00Z")).toISOString()).toBe("2024-03-15T15:30:00.000Z");
    // Friday evening and the weekend wait for Monday.
    expect(nextPublicationCheck(new Date("2024-03-15T16:00:00Z")).toISOString()).toBe("2024-03-18T15:30:00.000Z");
    expect(nextPublicationCheck(new Date("2024-03-17T23:00:00Z")).toISOString()).toBe("2024-03-18T15:30:00.000Z");
  });
});

describe.each(testDialects)("the daily rates job on %s", (dialect) => {
  let database: TestDatabase;
  let server: EcbServer | undefined;
  // Due times are compared with the database's clock, so the job's own clock is today's too.
  const today = new Date();
  beforeAll(async () => {
    applyTestEnv();
    database = await createTestDatabase(dialect);
  });
  afterAll(() => database.dispose());
  afterEach(async () => {
    await server?.close();
    server = undefined;
    await database.handle.db.deleteFrom("scheduled_jobs").execute();
    await database.handle.db.deleteFrom("exchange_rates").execute();
    vi.restoreAllMocks();
  });

  const job = (options: RatesJobOptions = {}, handle = database.handle) =>
    new RatesJob({ database: () => handle, url: server?.url, reporting: "EUR", now: () => today, ...options });
  const jobRow = () =>
    database.handle.db.selectFrom("scheduled_jobs").selectAll().where("name", "=", RATES_JOB).executeTakeFirstOrThrow();

  it("loads once when two instances look at the same moment, then waits for the next working day", async () => {
    server = await startEcbServer(ECB_FIXTURE);
    const runs = await Promise.all([job().runOnce(), job({}, database.openAnother()).runOnce()]);
    expect(runs.sort()).toEqual(["loaded", "not-due"]);
    expect(server.hits()).toBe(1);
    expect(await newestRateDay(database.handle.db)).toBe("2024-03-15");
    expect(await jobRow()).toMatchObject({
      next_run_at: nextPublicationCheck(today).toISOString(),
      locked_until: null,
      attempts: 0,
      last_error: null,
    });
    expect(await job().runOnce()).toBe("not-due");
    expect(server.hits()).toBe(1);
  });

  it("retries a failed download later, and loads when the ECB answers again", async () => {
    let answers = 0;
    server = await startEcbServer((_request, response) => {
      if (answers++ === 0) {
        response.writeHead(503);
        response.end();
        return;
      }
      response.writeHead(200, { "content-type": "text/xml" });
      response.end(ECB_FIXTURE);
    });
    const warn = vi.spyOn(logger, "warn");
    let clock = today.getTime();
    const retrying = job({ retryBaseMs: 60_000, now: () => new Date(clock) });
    expect(await retrying.runOnce()).toBe("failed");
    expect(await jobRow()).toMatchObject({ attempts: 1, next_run_at: new Date(clock + 60_000).toISOString() });
    expect((await jobRow()).last_error).toMatch(/503/);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ failures: 1 }), expect.stringMatching(/will retry/));
    // Due by the database's clock again (the test's `now` only says when to try next).
    await database.handle.db.updateTable("scheduled_jobs").set({ next_run_at: "2000-01-01T00:00:00.000Z" }).execute();
    clock += 60_000;
    expect(await retrying.runOnce()).toBe("loaded");
    expect(await jobRow()).toMatchObject({ attempts: 0, last_error: null });
  });

  it("refuses a file whose rates jumped, keeps the day before, and retries", async () => {
    server = await startEcbServer(ECB_FIXTURE);
    expect(await job().runOnce()).toBe("loaded");
    await server.close();
    server = await startEcbServer(ecbFileOf("2024-03-18", { USD: "2.5" }));
    await database.handle.db.updateTable("scheduled_jobs").set({ next_run_at: "2000-01-01T00:00:00.000Z" }).execute();
    const monday = new Date("2024-03-18T16:00:00Z");
    expect(await job({ now: () => monday }).runOnce()).toBe("failed");
    expect((await jobRow()).last_error).toMatch(/USD on 2024-03-18/);
    expect(await newestRateDay(database.handle.db)).toBe("2024-03-15");
  });

  it("takes up a run whose instance died once its lease runs out", async () => {
    server = await startEcbServer(ECB_FIXTURE);
    await job().runOnce();
    await database.handle.db
      .updateTable("scheduled_jobs")
      .set({ next_run_at: "2000-01-01T00:00:00.000Z", locked_until: "2000-01-01T00:01:00.000Z", claim_token: "dead" })
      .execute();
    expect(await job().runOnce()).toBe("loaded");
  });

  it("warns when the newest rates are more than a week old, not when they are recent", async () => {
    server = await startEcbServer(ECB_FIXTURE);
    await job().runOnce();
    const warn = vi.spyOn(logger, "warn");
    expect(await job({ now: () => new Date("2024-03-20T12:00:00Z") }).warnIfStale()).toBe(5);
    expect(warn).not.toHaveBeenCalled();
    const late = job({ now: () => new Date("2024-03-25T12:00:00Z") });
    expect(await late.warnIfStale()).toBe(10);
    expect(await late.warnIfStale()).toBe(10);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      { rateDate: "2024-03-15", ageDays: 10 },
      "ECB reference rates are older than a week",
    );
  });

  it("stops at once during a download that hangs, so a shutdown is not held for its 20 s", async () => {
    server = await startEcbServer(() => undefined);
    const started = job({ checkIntervalMs: 60_000 });
    started.start();
    await vi.waitFor(() => expect(server?.hits()).toBe(1), { timeout: 5_000 });
    const stopping = performance.now();
    await started.stop();
    expect(performance.now() - stopping).toBeLessThan(2_000);
  });

  it("runs on its own once started, on the ECB_RATES_URL the environment names", async () => {
    server = await startEcbServer(ecbFileOf("2024-03-15"));
    applyTestEnv({ ECB_RATES_URL: server.url });
    const started = new RatesJob({ database: () => database.handle, reporting: "EUR", checkIntervalMs: 50 });
    started.start();
    try {
      await vi.waitFor(async () => expect(await newestRateDay(database.handle.db)).toBe("2024-03-15"), {
        timeout: 5_000,
      });
    } finally {
      await started.stop();
      applyTestEnv();
    }
    expect(server.hits()).toBe(1);
  });
});
