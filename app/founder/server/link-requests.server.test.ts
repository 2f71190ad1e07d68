import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { appDatabaseForTests } from "#tests/app-database.ts";
import { testDialects } from "#tests/database.ts";
import { applyTestEnv } from "#tests/env.ts";
import { formPost, requestContext } from "#tests/forms.ts";
import { insertApplication } from "#tests/leads.ts";
import { action as requestLink } from "#app/founder/routes/sign-in.tsx";

/*
 * Asking for sign-in links is limited per address (5 a window) and per client IP
 * (RATE_LIMIT_SIGNIN_MAX), and neither limit may tell whether an address applied.
 */

const WINDOW_SECONDS = 600;
const TOO_MANY = "Too many requests. Please try again in 10 minutes.";
const unique = () => randomUUID().slice(0, 8);
const newIp = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}-${randomUUID()}`;

/** One POST to /account/sign-in, its status and message with the address blanked out. */
async function ask(email: string, ip = newIp()) {
  const response = await requestLink({
    request: formPost("/account/sign-in", { email }),
    context: requestContext(ip),
    params: {},
  } as never);
  const { data, init } = response as { data: { status: string; message: string }; init: ResponseInit | null };
  return { status: init?.status ?? 200, ok: data.status === "ok", message: data.message.replace(email, "<address>") };
}

/** The Retry-After a refusal sends, in seconds. */
async function retryAfter(email: string, ip = newIp()) {
  const response = await requestLink({
    request: formPost("/account/sign-in", { email }),
    context: requestContext(ip),
    params: {},
  } as never);
  const { init } = response as { init: ResponseInit | null };
  return Number(new Headers(init?.headers).get("retry-after"));
}

describe.each(testDialects)("founder sign-in link requests on %s", (dialect) => {
  const database = appDatabaseForTests(dialect);
  const queued = async () =>
    (await database.handle.db.selectFrom("outbox").select("payload").where("kind", "=", "founder_link").execute()).map(
      (row) => (JSON.parse(row.payload) as { email: string }).email,
    );

  beforeEach(async () => {
    await database.handle.db.deleteFrom("outbox").execute();
  });

  it("answers a known and an unknown address alike up to 5 requests, then refuses both alike with 429", async () => {
    applyTestEnv({ RATE_LIMIT_SIGNIN_MAX: "1000", RATE_LIMIT_WINDOW_SECONDS: String(WINDOW_SECONDS) });
    const known = `known-${unique()}@example.com`;
    const stranger = `stranger-${unique()}@example.com`;
    await insertApplication(database.handle.db, { applicant_email: known });
    const answers: Record<string, Awaited<ReturnType<typeof ask>>[]> = { [known]: [], [stranger]: [] };
    for (let i = 0; i < 6; i++) {
      // A new IP each time: only the per-address limit is in play.
      for (const email of [known, stranger]) answers[email]?.push(await ask(email));
    }
    expect(answers[known]).toEqual(answers[stranger]);
    expect(answers[known]?.slice(0, 5).map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[known]?.[0]?.message).toMatch(/^If an application uses <address>, a sign-in link is on its way/);
    expect(answers[known]?.[5]).toEqual({ status: 429, ok: false, message: TOO_MANY });
    // The refused request queued nothing; the address counts however it is typed.
    expect((await queued()).sort()).toEqual([...Array(5).fill(known), ...Array(5).fill(stranger)].sort());
    expect(await ask(known.toUpperCase())).toMatchObject({ status: 429, message: TOO_MANY });
    const wait = await retryAfter(stranger);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(WINDOW_SECONDS);
    // Another address is not affected.
    expect((await ask(`other-${unique()}@example.com`)).status).toBe(200);
  });

  it("refuses a client IP past RATE_LIMIT_SIGNIN_MAX whatever the address, and only that IP", async () => {
    applyTestEnv({ RATE_LIMIT_SIGNIN_MAX: "3", RATE_LIMIT_WINDOW_SECONDS: String(WINDOW_SECONDS) });
    const ip = newIp();
    const known = `known-${unique()}@example.com`;
    await insertApplication(database.handle.db, { applicant_email: known });
    for (let i = 0; i < 3; i++) expect((await ask(`visitor-${unique()}@example.com`, ip)).status).toBe(200);
    expect(await ask(`visitor-${unique()}@example.com`, ip)).toEqual({ status: 429, ok: false, message: TOO_MANY });
    expect(await ask(known, ip)).toEqual({ status: 429, ok: false, message: TOO_MANY });
    expect(await queued()).toHaveLength(3);
    // A different client asks for the same address at once.
    expect((await ask(known, newIp())).status).toBe(200);
    expect(await queued()).toContain(known);
  });

  it("counts refused posts (bad CSRF, bad address) against the IP too", async () => {
    applyTestEnv({ RATE_LIMIT_SIGNIN_MAX: "2", RATE_LIMIT_WINDOW_SECONDS: String(WINDOW_SECONDS) });
    const ip = newIp();
    expect((await ask("not-an-address", ip)).status).toBe(400);
    const forged = formPost("/account/sign-in", { email: `a-${unique()}@example.com` });
    forged.headers.set("origin", "https://elsewhere.example");
    const response = await requestLink({ request: forged, context: requestContext(ip), params: {} } as never);
    expect((response as { init: ResponseInit }).init.status).toBe(403);
    expect(await ask(`b-${unique()}@example.com`, ip)).toMatchObject({ status: 429, message: TOO_MANY });
    expect(await queued()).toEqual([]);
  });
});
