import { randomUUID } from "node:crypto";
import { facts } from "#app/content/shared/facts/data.ts";
import { IDEMPOTENCY_FIELD } from "#app/shared/forms/field-names.ts";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { ipKeyGenerator } from "express-rate-limit";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type DatabaseHandle, migrateToLatest, openDatabase } from "#app/platform/db/db.server.ts";
import { testDialects } from "#tests/database.ts";
import { TEST_WEBHOOK_SECRET } from "#tests/env.ts";
import { createPgSchema } from "#tests/postgres-schema.ts";
import { startSmtpServer, startWebhookServer } from "#tests/receivers.ts";
import { type RunningServer, startServer } from "#tests/server.ts";
import { formEnvelope } from "#tests/form-envelope.ts";

/*
 * The real HTTP path: the production server (helmet, Express, React Router),
 * its ALTCHA endpoint, the contact action and the outbox worker, against a
 * local webhook and SMTP server, on SQLite and (with TEST_DATABASE_URL) PostgreSQL.
 */

const contact = {
  firstName: "Margaret",
  lastName: "Hamilton",
  email: "margaret@example.com",
  company: "Apollo Guidance",
  subject: "Partnership Opportunity",
  message: "We'd like to talk about a revenue-based facility.",
};

describe.each(testDialects)("public forms over HTTP (%s)", (dialect) => {
  let server: RunningServer;
  let webhook: Awaited<ReturnType<typeof startWebhookServer>>;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let db: DatabaseHandle;
  let serverEnv: Record<string, string>;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    webhook = await startWebhookServer();
    smtp = await startSmtpServer();
    const dataDir = mkdtempSync(path.join(tmpdir(), "noema-http-"));
    serverEnv = {
      DATA_DIR: dataDir,
      LEAD_WEBHOOK_URL: webhook.url,
      LEAD_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      LEAD_NOTIFY_EMAIL: "deals@noema.test",
      SMTP_URL: smtp.url,
      RATE_LIMIT_FORM_MAX: "10000",
    };
    if (dialect === "postgres") {
      const pgSchema = await createPgSchema("http");
      db = pgSchema.handle;
      // Migrated where the schema is named (see migrateToLatest); the server finds nothing left to apply.
      await migrateToLatest(db);
      serverEnv.DATABASE_URL = pgSchema.databaseUrl;
      cleanup = pgSchema.dispose;
    }
    server = await startServer(serverEnv);
    if (dialect === "sqlite") {
      db = openDatabase({ sqliteFile: path.join(dataDir, "noema.sqlite") });
      cleanup = () => db.close();
    }
    cleanup = ((previous) => async () => {
      await previous();
      rmSync(dataDir, { recursive: true, force: true });
    })(cleanup);
  });

  afterAll(async () => {
    await server?.stop();
    await webhook?.close();
    await smtp?.close();
    await cleanup?.();
  });

  /** What a browser does: load the page (no cookie, decision 066), fetch and solve a challenge. */
  async function prepareVisit() {
    const page = await fetch(`${server.url}/contact`);
    expect(page.status).toBe(200);
    expect(page.headers.getSetCookie()).toEqual([]);
    const challengeResponse = await fetch(`${server.url}/api/altcha/challenge`);
    expect(challengeResponse.headers.get("cache-control")).toBe("no-store");
    const challenge: Challenge = await challengeResponse.json();
    const solution = await solveChallenge({ challenge, deriveKey });
    const altcha = Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
    return { altcha };
  }

  function post(fields: Record<string, string>, { origin = server.url }: { origin?: string | null } = {}) {
    return fetch(`${server.url}/contact`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        ...(origin === null ? {} : { origin }),
      },
      body: new URLSearchParams(fields),
      redirect: "manual",
    });
  }

  const rowsFor = (email: string) =>
    db.db.selectFrom("contact_messages").select("id").where("email", "=", email).execute();

  it("stores a submission once, answers a retry the same way, and delivers it", async () => {
    const { altcha } = await prepareVisit();
    const email = `m-${randomUUID()}@example.com`;
    const fields = { ...contact, email, ...formEnvelope({ captcha: altcha }) };
    const first = await post(fields);
    expect(first.status).toBe(200);
    expect(await first.text()).toContain(facts.replyTime);
    const retry = await post(fields);
    expect(retry.status).toBe(200);
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    const leadId = rows[0]?.id ?? "";

    await vi.waitFor(
      () => {
        expect(webhook.successesByKey().get(leadId)).toBe(1);
        expect(smtp.mails.filter((mail) => mail.header("X-Noema-Lead-Id") === leadId)).toHaveLength(1);
      },
      { timeout: 15_000, interval: 100 },
    );
  });

  it("refuses bad requests with 4xx and a message, never 500", async () => {
    const { altcha } = await prepareVisit();
    const base = { ...contact, ...formEnvelope() };

    // A forged captcha is refused with the values kept (none at all is held for confirmation: decision 076).
    const badCaptcha = await post({
      ...base,
      altcha: Buffer.from('{"challenge":{},"solution":{}}').toString("base64"),
    });
    expect(badCaptcha.status).toBe(422);
    const badCaptchaPage = await badCaptcha.text();
    expect(badCaptchaPage).toContain("The verification could not be confirmed.");
    expect(badCaptchaPage).toContain(contact.message.replace("'", "&#x27;"));

    // A foreign Origin gets the 403 page before any route runs (decision 066); no Origin, the form's 403.
    const foreign = await post({ ...base, altcha }, { origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    expect(await foreign.text()).toContain("This form was sent from another website");
    const noOrigin = await post({ ...base, altcha }, { origin: null });
    expect(noOrigin.status).toBe(403);
    expect(await noOrigin.text()).toContain("This form was sent from another website.");
    expect((await post({ ...base, altcha, message: "z".repeat(40_000) })).status).toBe(413);
    expect((await post({ ...base, altcha, email: "nope" })).status).toBe(400);

    const email = `r-${randomUUID()}@example.com`;
    expect((await post({ ...base, altcha, email })).status).toBe(200);
    const replay = await post({ ...base, altcha, email, [IDEMPOTENCY_FIELD]: randomUUID() });
    expect(replay.status).toBe(409);
    expect(await replay.text()).toContain("This verification was already used. Please solve it again.");
    expect(await rowsFor(email)).toHaveLength(1);
  });

  it("is ready when the database answers", async () => {
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
  });

  it("delivers a lead stored during a webhook outage after the server restarts", async () => {
    // Earlier tests' deliveries must not take the failure meant for this lead.
    await vi.waitFor(
      async () =>
        expect(await db.db.selectFrom("outbox").select("id").where("status", "=", "pending").execute()).toEqual([]),
      { timeout: 15_000, interval: 100 },
    );
    webhook.failNext(1);
    const { altcha } = await prepareVisit();
    const email = `o-${randomUUID()}@example.com`;
    const response = await post({ ...contact, email, ...formEnvelope({ captcha: altcha }) });
    expect(response.status).toBe(200);
    const [row] = await rowsFor(email);
    const leadId = row?.id ?? "";
    // The first attempt fails; the retry is scheduled 5–10 s later.
    await vi.waitFor(
      async () => {
        const outbox = await db.db
          .selectFrom("outbox")
          .select(["attempts", "last_error", "status"])
          .where("kind", "=", "lead_webhook")
          .where("payload", "like", `%${leadId}%`)
          .executeTakeFirstOrThrow();
        expect(outbox).toMatchObject({ attempts: 1, status: "pending", last_error: "Webhook answered HTTP 503" });
      },
      { timeout: 10_000, interval: 100 },
    );
    await server.stop();
    server = await startServer(serverEnv);
    await vi.waitFor(() => expect(webhook.successesByKey().get(leadId)).toBe(1), { timeout: 20_000, interval: 200 });
    expect(smtp.mails.filter((mail) => mail.header("X-Noema-Lead-Id") === leadId)).toHaveLength(1);
  });
});

/**
 * Opens /contact as a visitor at `address` and returns a function that POSTs the contact form as that
 * visitor's browser would. `X-Forwarded-For` counts only where the server trusts the proxy (TRUST_PROXY).
 */
async function visit(server: RunningServer, address: string) {
  await (await fetch(`${server.url}/contact`, { headers: { "x-forwarded-for": address } })).arrayBuffer();
  return (fields: Record<string, string>, forwardedFor = address) =>
    fetch(`${server.url}/contact`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: server.url,
        "sec-fetch-site": "same-origin",
        "x-forwarded-for": forwardedFor,
      },
      body: new URLSearchParams(fields),
      redirect: "manual",
    });
}

describe("rate limit over HTTP", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ RATE_LIMIT_FORM_MAX: "2", RATE_LIMIT_WINDOW_SECONDS: "600" });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("counts per client address, and a forged X-Forwarded-For does not reset it without a trusted proxy", async () => {
    const post = await visit(server, "192.0.2.1");
    const submit = (forwardedFor: string) => post({ ...contact, email: "" }, forwardedFor);
    expect((await submit("192.0.2.1")).status).toBe(400);
    expect((await submit("192.0.2.2")).status).toBe(400);
    const limited = await submit("192.0.2.3");
    expect(limited.status).toBe(429);
    const html = await limited.text();
    expect(html).toContain("Too many submissions, please try again in 10 minutes.");
    expect(html).toContain(contact.message.replace("'", "&#x27;"));
  });
});

describe("rate limit over HTTP with REDIS_URL", () => {
  const invalid = { ...contact, email: "" };

  it("keeps taking leads when Redis is down, limited per instance", async () => {
    const server = await startServer({ REDIS_URL: "redis://127.0.0.1:1", RATE_LIMIT_FORM_MAX: "2", TRUST_PROXY: "1" });
    try {
      const submit = await visit(server, "192.0.2.10");
      const challenge: Challenge = await (await fetch(`${server.url}/api/altcha/challenge`)).json();
      const solution = await solveChallenge({ challenge, deriveKey });
      const altcha = Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
      const email = `redis-down-${randomUUID()}@example.com`;
      const lead = await submit({ ...contact, email, ...formEnvelope({ captcha: altcha }) });
      expect(lead.status).toBe(200);
      expect((await submit(invalid)).status).toBe(400);
      const limited = await submit(invalid);
      expect(limited.status).toBe(429);
      expect(await limited.text()).toContain("Too many submissions");
    } finally {
      await server.stop();
    }
  });

  describe.skipIf(!process.env.TEST_REDIS_URL)("against a real Redis (TEST_REDIS_URL)", () => {
    const servers: RunningServer[] = [];
    // A documentation /64 unique to this run (IPv6 is counted per /64), so parallel runs never share a budget.
    const address = `2001:db8:${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}::1`;

    beforeAll(async () => {
      const env = { REDIS_URL: process.env.TEST_REDIS_URL ?? "", RATE_LIMIT_FORM_MAX: "3", TRUST_PROXY: "1" };
      servers.push(await startServer(env), await startServer(env));
    });
    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop()));
      const admin = new Redis(process.env.TEST_REDIS_URL ?? "");
      await admin.del(`public-form:${ipKeyGenerator(address, 64)}`);
      admin.disconnect();
    });

    it("shares one budget between two server processes", async () => {
      const [first, second] = servers as [RunningServer, RunningServer];
      const fromFirst = await visit(first, address);
      const fromSecond = await visit(second, address);
      expect((await fromFirst(invalid)).status).toBe(400);
      expect((await fromSecond(invalid)).status).toBe(400);
      expect((await fromFirst(invalid)).status).toBe(400);
      // Each process has seen at most two; together they spent the budget of three.
      expect((await fromSecond(invalid)).status).toBe(429);
      expect((await fromFirst(invalid)).status).toBe(429);
    });
  });
});
