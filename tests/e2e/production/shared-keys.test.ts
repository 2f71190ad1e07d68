import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startSmtpServer } from "#tests/receivers.ts";
import { type PgSchema, createPgSchema } from "#tests/postgres-schema.ts";
import { contactFields, openVisit, postForm, solveCaptchaFrom } from "#tests/visitor.ts";
import { type RunningServer, startServer } from "#tests/server.ts";
import { formEnvelope } from "#tests/form-envelope.ts";

/*
 * Two instances on one PostgreSQL database, neither given ALTCHA_HMAC_KEY nor SESSION_SECRET:
 * what one signs, the other must accept.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("keys shared by two instances on one PostgreSQL schema", () => {
  let schema: PgSchema;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let first: RunningServer;
  let second: RunningServer;

  beforeAll(async () => {
    expect(process.env.ALTCHA_HMAC_KEY ?? process.env.SESSION_SECRET).toBeUndefined();
    schema = await createPgSchema("keys");
    smtp = await startSmtpServer();
    const env = { DATABASE_URL: schema.databaseUrl, SMTP_URL: smtp.url };
    // Only the first delivers mail, so the newsletter link is signed there.
    first = await startServer({ ...env, OUTBOX_WORKER: "on" });
    second = await startServer({ ...env, OUTBOX_WORKER: "off" });
  });
  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    await smtp?.close();
    await schema?.dispose();
  });

  it("accepts on one instance a captcha issued by the other", async () => {
    for (const [issuer, receiver] of [
      [first, second],
      [second, first],
    ] as const) {
      const visit = await openVisit(receiver.url);
      const altcha = await solveCaptchaFrom(issuer.url);
      const response = await postForm(
        receiver.url,
        "/contact",
        contactFields(`keys-${randomUUID()}`, altcha, visit),
        visit,
      );
      expect(response.status).toBe(200);
    }
  });

  it("confirms on one instance a newsletter link signed by the other", async () => {
    const email = `keys-${randomUUID().slice(0, 8)}@example.com`;
    const visit = await openVisit(second.url);
    const altcha = await solveCaptchaFrom(second.url);
    const signup = await postForm(
      second.url,
      "/newsletter",
      { email, ...formEnvelope({ captcha: altcha, csrf: visit.csrf }) },
      visit,
    );
    expect(signup.status).toBe(200);
    const mail = await vi.waitFor(
      () => {
        const found = smtp.mails.find((candidate) => candidate.to.includes(email));
        if (!found) throw new Error("no confirmation mail yet");
        return found;
      },
      { timeout: 15_000, interval: 100 },
    );
    const link = new URL(/https?:\/\/\S+\/newsletter\/confirm\?token=\S+/.exec(mail.text)?.[0] ?? "");
    // The link's page only shows a button (link scanners must not confirm); its POST confirms, on the other instance.
    const page = await fetch(`${second.url}${link.pathname}${link.search}`);
    expect(page.status).toBe(200);
    const confirmed = await postForm(
      second.url,
      `${link.pathname}${link.search}`,
      { token: link.searchParams.get("token") ?? "" },
      await openVisit(second.url),
    );
    expect(confirmed.status).toBe(200);
    const row = await schema.handle.db
      .selectFrom("newsletter_subscribers")
      .select("status")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("confirmed");
  });
});
