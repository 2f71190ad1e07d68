import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "#app/platform/db/db.server.ts";
import { readDatabaseTime } from "#app/platform/outbox/clock.server.ts";
import { BENCH_ALTCHA_KEY, contactSubmissions, openFormSession, postContact } from "#tests/contact-posts.ts";
import { testDialects } from "#tests/database.ts";
import { TEST_WEBHOOK_SECRET } from "#tests/env.ts";
import { bySize, recordFault } from "#tests/fault-report.ts";
import { createPgSchema } from "#tests/postgres-schema.ts";
import { startSmtpServer, startWebhookServer } from "#tests/receivers.ts";
import { type RunningServer, startServer } from "#tests/server.ts";

/*
 * The webhook receiver and the SMTP server are down for an hour. Leads must be stored at once,
 * retried without going dead, and delivered once both are back. The hour is simulated: the outbox
 * schedules by the database's clock, so the test moves every pending row's due time back by the
 * wait until its next attempt, as the clock moving forward would.
 */
const HOUR_MS = 60 * 60_000;
const LEADS = bySize(4, 100);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Each round tries every pending row once: two per lead, each a failed call and a write. */
async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = bySize(20_000, 180_000)) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

describe.each(testDialects)("webhook and SMTP down for an hour (%s)", (dialect) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it(
    "stores every lead at once, keeps retrying, delivers each once they return",
    { timeout: bySize(60_000, 600_000) },
    async () => {
      const webhook = await startWebhookServer({ failures: Number.MAX_SAFE_INTEGER, secret: TEST_WEBHOOK_SECRET });
      const smtp = await startSmtpServer({ failures: Number.MAX_SAFE_INTEGER });
      cleanups.push(webhook.close, smtp.close);
      const env: Record<string, string> = {
        ALTCHA_HMAC_KEY: BENCH_ALTCHA_KEY,
        LEAD_WEBHOOK_URL: webhook.url,
        LEAD_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
        LEAD_NOTIFY_EMAIL: "deals@noema.example",
        SMTP_URL: smtp.url,
        RATE_LIMIT_FORM_MAX: "100000000",
      };
      let openHandle: () => DatabaseHandle;
      if (dialect === "postgres") {
        const schema = await createPgSchema("outage");
        cleanups.push(schema.dispose);
        env.DATABASE_URL = schema.databaseUrl;
        openHandle = () => schema.handle;
      } else {
        const dataDir = mkdtempSync(path.join(tmpdir(), "noema-outage-"));
        cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
        env.DATA_DIR = dataDir;
        openHandle = () => {
          const handle = openDatabase({ sqliteFile: path.join(dataDir, "noema.sqlite") });
          cleanups.push(() => handle.close());
          return handle;
        };
      }
      const server: RunningServer = await startServer(env);
      cleanups.push(server.stop);
      const { db } = openHandle();
      const pending = () =>
        db
          .selectFrom("outbox")
          .select(["id", "next_attempt_at", "locked_until"])
          .where("status", "=", "pending")
          .execute();

      /** Advances the simulated clock until every pending row is due again; returns by how much. */
      async function advanceClock(): Promise<number> {
        const now = (await readDatabaseTime(db)).getTime();
        const rows = await pending();
        const wait = Math.max(0, ...rows.map((row) => Date.parse(row.next_attempt_at) - now));
        for (const row of rows) {
          await db
            .updateTable("outbox")
            .set({ next_attempt_at: new Date(Date.parse(row.next_attempt_at) - wait - 1).toISOString() })
            .where("id", "=", row.id)
            .where("next_attempt_at", "=", row.next_attempt_at)
            .execute();
        }
        return wait;
      }
      /** Every pending row has been tried since it came due: none is due or claimed. */
      async function workerCaughtUp(): Promise<boolean> {
        const now = (await readDatabaseTime(db)).getTime();
        return (await pending()).every((row) => Date.parse(row.next_attempt_at) > now && row.locked_until === null);
      }

      const session = await openFormSession(server.url);
      const bodies = await contactSubmissions(LEADS, BENCH_ALTCHA_KEY, `outage-${dialect}`);
      const statuses = await Promise.all(
        bodies.map(async (body) => (await postContact(server.url, session, body)).status),
      );
      expect(statuses).toEqual(Array(LEADS).fill(200));
      const stored = await db.selectFrom("contact_messages").select("id").execute();
      expect(stored).toHaveLength(LEADS);

      let elapsed = 0;
      while (elapsed < HOUR_MS) {
        await waitFor("the worker to try every due row", workerCaughtUp);
        elapsed += await advanceClock();
      }
      const duringOutage = await db.selectFrom("outbox").select(["kind", "status", "attempts"]).execute();
      expect(duringOutage).toHaveLength(LEADS * 2);
      expect(duringOutage.filter((row) => row.status !== "pending")).toEqual([]);
      // Backing off from 10 s, an hour holds several attempts per row, all failing, none fatal.
      expect(Math.min(...duringOutage.map((row) => row.attempts))).toBeGreaterThanOrEqual(5);
      expect(webhook.calls.every((call) => call.answered === 503)).toBe(true);
      expect(smtp.mails).toEqual([]);

      webhook.failNext(0);
      smtp.failNext(0);
      await waitFor("the outage to end", workerCaughtUp);
      await advanceClock();
      await waitFor("every row to be delivered", async () => (await pending()).length === 0);
      const successes = webhook.successesByKey();
      recordFault({
        fault: "Webhook and SMTP down for an hour (simulated clock)",
        database: dialect,
        outcome:
          `${stored.length} of ${LEADS} posts stored at once; ` +
          `${Math.min(...duringOutage.map((row) => row.attempts))}+ failed attempts per row, none dead; ` +
          `${successes.size} leads reached the webhook and ${smtp.mails.length} mails were sent once they returned`,
      });

      const after = await db.selectFrom("outbox").select(["kind", "status"]).execute();
      expect(after.map((row) => row.status)).toEqual(Array(LEADS * 2).fill("delivered"));
      expect(successes.size).toBe(LEADS);
      expect(webhook.calls.every((call) => call.signatureValid)).toBe(true);
      expect([...successes.values()].every((count) => count === 1)).toBe(true);
      expect(smtp.mails).toHaveLength(LEADS);
      expect(server.output()).not.toMatch(/"level":(50|60)/);
    },
  );
});
