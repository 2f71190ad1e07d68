import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { BENCH_ALTCHA_KEY, contactSubmissions, openFormSession } from "#tests/contact-posts.ts";
import { type RunningServer, startServer } from "#tests/server.ts";

/*
 * Group commit answers a submission only after the batch holding it committed
 * (SQLite, synchronous=FULL). Killing the server mid-burst must therefore never
 * lose a submission that was answered 200.
 */
describe("accepted submissions survive a crash (SQLite group commit)", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "noema-crash-"));
  const env = { DATA_DIR: dataDir, ALTCHA_HMAC_KEY: BENCH_ALTCHA_KEY, RATE_LIMIT_FORM_MAX: "100000" };
  let restarted: RunningServer | undefined;
  afterAll(async () => {
    await restarted?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    "stores every submission answered 200 before SIGKILL, and the server starts again",
    { timeout: 60_000 },
    async () => {
      const server = await startServer(env);
      const exited = new Promise((resolve) => server.process.once("exit", resolve));
      await openFormSession(server.url);
      const count = 80;
      const bodies = await contactSubmissions(count, BENCH_ALTCHA_KEY, "crash");
      const accepted: string[] = [];
      let killed = false;
      await Promise.allSettled(
        bodies.map(async (body, index) => {
          const response = await fetch(`${server.url}/contact.data`, {
            method: "POST",
            headers: {
              "content-type": "application/x-www-form-urlencoded",
              origin: server.url,
            },
            body,
          });
          await response.arrayBuffer();
          if (response.status === 200) accepted.push(`crash ${index}`);
          if (accepted.length >= count / 4 && !killed) {
            killed = true;
            server.process.kill("SIGKILL");
          }
        }),
      );
      if (!killed) server.process.kill("SIGKILL");
      await exited;
      expect(accepted.length).toBeGreaterThan(0);

      // Whatever the crash left in the WAL is recovered on open, as the next start does.
      restarted = await startServer(env);
      expect((await fetch(`${restarted.url}/readyz`)).status).toBe(200);
      const db = new Database(path.join(dataDir, "noema.sqlite"), { readonly: true });
      try {
        const stored = new Set(
          (
            db.prepare("select last_name from contact_messages where last_name like 'crash %'").all() as {
              last_name: string;
            }[]
          ).map((row) => row.last_name),
        );
        const lost = accepted.filter((name) => !stored.has(name));
        expect(lost).toEqual([]);
        // Each stored message has its two outbox deliveries: no half-written submission either.
        const outbox = db.prepare("select count(*) as n from outbox").get() as { n: number };
        expect(outbox.n).toBe(stored.size * 2);
      } finally {
        db.close();
      }
    },
  );
});
