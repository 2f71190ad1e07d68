import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { formErrors } from "#app/content/shared/form-errors/data.ts";
import { BENCH_ALTCHA_KEY, contactSubmissions, openFormSession, postContact } from "#tests/contact-posts.ts";
import { bySize, recordFault } from "#tests/fault-report.ts";
import { decode } from "#tests/html.ts";
import { type PgSchema, createPgSchema } from "#tests/postgres-schema.ts";
import { type RunningServer, startServer } from "#tests/server.ts";

/*
 * PostgreSQL goes away under a running server. The server connects as a role of its own, so the
 * outage touches nothing else on the shared PostgreSQL: the role loses LOGIN and its connections
 * are ended, then LOGIN comes back. Meanwhile forms answer 503 with the visitor's values, /readyz
 * answers 503, and the log holds one error, not one per poll and request.
 */
const skip = !process.env.TEST_DATABASE_URL;
/** How long the outage lasts and how many visitors post during it. */
const OUTAGE_MS = bySize(3_000, 30_000);
const POSTS_DURING = bySize(1, 20);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForStatus(url: string, status: number, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(url);
    await response.arrayBuffer();
    if (response.status === status) return;
    if (Date.now() > deadline) throw new Error(`${url} still answers ${response.status}, not ${status}`);
    await sleep(200);
  }
}

const errorLines = (output: string) => output.split("\n").filter((line) => /"level":(?:50|60)/.test(line));

describe.skipIf(skip)(
  `the database unavailable (PostgreSQL)${skip ? ": skipped, needs TEST_DATABASE_URL" : ""}`,
  () => {
    const role = `outage_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
    let schema: PgSchema;
    let server: RunningServer | undefined;
    afterAll(async () => {
      await server?.stop();
      if (!schema) return;
      const { db } = schema.handle;
      // The role owns the schema: dropping what it owns drops the schema too.
      await sql`drop owned by ${sql.id(role)} cascade`.execute(db);
      await sql`drop role if exists ${sql.id(role)}`.execute(db);
      await schema.dispose();
    });

    const setLogin = (allowed: boolean) =>
      sql.raw(`alter role ${role} ${allowed ? "login" : "nologin"}`).execute(schema.handle.db);

    it(
      "answers 503 with the values kept, turns /readyz 503, recovers alone, logs one error",
      { timeout: bySize(60_000, 180_000) },
      async () => {
        schema = await createPgSchema("outage");
        const { db } = schema.handle;
        const schemaName = new URL(schema.databaseUrl).searchParams.get("options")?.split("=")[1] ?? "";
        await sql`create role ${sql.id(role)} login`.execute(db);
        await sql`alter schema ${sql.id(schemaName)} owner to ${sql.id(role)}`.execute(db);
        const url = new URL(schema.databaseUrl);
        url.username = role;
        server = await startServer({ DATABASE_URL: url.href, ALTCHA_HMAC_KEY: BENCH_ALTCHA_KEY });
        const session = await openFormSession(server.url);
        const bodies = await contactSubmissions(POSTS_DURING + 1, BENCH_ALTCHA_KEY, `outage-${role}`);
        const after = bodies.pop() ?? "";
        const baseUrl = server.url;
        const post = (body: string) => postContact(baseUrl, session, body);
        await waitForStatus(`${server.url}/readyz`, 200);
        const outputBefore = server.output().length;

        await setLogin(false);
        await sql`select pg_terminate_backend(pid) from pg_stat_activity where usename = ${role}`.execute(db);
        await waitForStatus(`${server.url}/readyz`, 503);

        const outageStarted = Date.now();
        // Spread over the outage; the outbox worker polls and probes ask again meanwhile.
        const refusals = [];
        for (const body of bodies) {
          const refused = await post(body);
          const typed = new URLSearchParams(body);
          refusals.push({
            status: refused.status,
            explained: decode(refused.html).includes(formErrors.storageUnavailable),
            // No JavaScript: the page that answers holds what the visitor typed.
            kept:
              refused.html.includes(`value="${typed.get("lastName")}"`) &&
              decode(refused.html).includes(typed.get("message") ?? ""),
          });
          await sleep(OUTAGE_MS / POSTS_DURING);
        }
        await waitForStatus(`${server.url}/readyz`, 503);
        const outageMs = Date.now() - outageStarted;

        await setLogin(true);
        const backAt = Date.now();
        await waitForStatus(`${server.url}/readyz`, 200);
        const recoveryMs = Date.now() - backAt;
        const afterStatus = (await post(after)).status;
        const stored = await db.selectFrom("contact_messages").select("last_name").execute();
        const errors = errorLines(server.output().slice(outputBefore)).length;
        const answered = refusals.filter((refusal) => refusal.status === 503 && refusal.explained && refusal.kept);
        recordFault({
          fault: "PostgreSQL unavailable under a running server",
          database: "postgres",
          outcome:
            `${answered.length} of ${POSTS_DURING} posts in a ${(outageMs / 1000).toFixed(0)} s outage answered 503 with the values kept; ` +
            `/readyz 503, back to 200 ${recoveryMs} ms after the database returned; ${errors} error logged`,
        });
        expect(refusals).toEqual(Array(POSTS_DURING).fill({ status: 503, explained: true, kept: true }));
        expect(afterStatus).toBe(200);
        expect(stored.map((row) => row.last_name)).toEqual([new URLSearchParams(after).get("lastName")]);
        expect(errors).toBe(1);
      },
    );
  },
);
