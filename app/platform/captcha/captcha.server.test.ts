import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  consumeCaptchaSolution,
  issueCaptchaChallenge,
  pruneExpiredCaptchaSolutions,
  verifyCaptchaPayload,
} from "./captcha.server.ts";
import { solvedCaptchaPayload } from "#tests/captcha.ts";
import { type TestDatabase, createTestDatabase, testDialects } from "#tests/database.ts";
import { applyTestEnv } from "#tests/env.ts";

function decode(payload: string) {
  return JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
}
function encode(value: unknown) {
  return Buffer.from(JSON.stringify(value)).toString("base64");
}

describe("ALTCHA verification", () => {
  beforeEach(() => applyTestEnv());

  it("issues signed challenges that expire in ten minutes", async () => {
    const now = Date.now();
    const challenge = await issueCaptchaChallenge(now);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.algorithm).toBe("PBKDF2/SHA-256");
    expect(challenge.parameters.expiresAt).toBe(Math.floor((now + 10 * 60_000) / 1000));
  });

  it("accepts a solved challenge and names it by its signature", async () => {
    const payload = await solvedCaptchaPayload();
    const check = await verifyCaptchaPayload(payload);
    expect(check).toMatchObject({ ok: true, solutionId: decode(payload).challenge.signature });
  });

  it("reports a missing payload", async () => {
    expect(await verifyCaptchaPayload(null)).toEqual({ ok: false, reason: "missing" });
    expect(await verifyCaptchaPayload("  ")).toEqual({ ok: false, reason: "missing" });
  });

  it("rejects garbage, a wrong solution and tampered parameters", async () => {
    expect(await verifyCaptchaPayload("not base64 json")).toEqual({ ok: false, reason: "invalid" });
    expect(await verifyCaptchaPayload(encode({ challenge: null, solution: null, test: true }))).toEqual({
      ok: false,
      reason: "invalid",
    });
    const valid = decode(await solvedCaptchaPayload());
    const wrongKey = { ...valid, solution: { ...valid.solution, derivedKey: "00".repeat(32) } };
    expect(await verifyCaptchaPayload(encode(wrongKey))).toEqual({ ok: false, reason: "invalid" });
    const cheaper = {
      ...valid,
      challenge: { ...valid.challenge, parameters: { ...valid.challenge.parameters, cost: 1 } },
    };
    expect(await verifyCaptchaPayload(encode(cheaper))).toEqual({ ok: false, reason: "invalid" });
  });

  it("rejects a challenge signed with another key", async () => {
    const payload = await solvedCaptchaPayload();
    applyTestEnv({ ALTCHA_HMAC_KEY: "another-altcha-hmac-key-0123456789abcdef" });
    expect(await verifyCaptchaPayload(payload)).toEqual({ ok: false, reason: "invalid" });
  });

  it("reports an expired challenge", async () => {
    const payload = await solvedCaptchaPayload(Date.now() - 11 * 60_000);
    expect(await verifyCaptchaPayload(payload)).toEqual({ ok: false, reason: "expired" });
  });
});

describe.each(testDialects)("captcha one-time use (%s)", (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    applyTestEnv();
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await database.dispose();
  });

  it("accepts a solution once, then refuses it", async () => {
    const solution = { solutionId: "signature-a", expiresAt: new Date(Date.now() + 60_000).toISOString() };
    expect(await consumeCaptchaSolution(database.handle.db, solution)).toBe(true);
    expect(await consumeCaptchaSolution(database.handle.db, solution)).toBe(false);
  });

  it("lets exactly one of many simultaneous uses win", async () => {
    const solution = { solutionId: "signature-b", expiresAt: new Date(Date.now() + 60_000).toISOString() };
    const other = database.openAnother();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        consumeCaptchaSolution((index % 2 ? other : database.handle).db, solution),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it("prunes only expired solutions", async () => {
    const db = database.handle.db;
    await consumeCaptchaSolution(db, { solutionId: "old", expiresAt: new Date(Date.now() - 1000).toISOString() });
    await consumeCaptchaSolution(db, { solutionId: "fresh", expiresAt: new Date(Date.now() + 60_000).toISOString() });
    expect(await pruneExpiredCaptchaSolutions(db)).toBe(1);
    const left = await db.selectFrom("captcha_solutions").select("id").orderBy("id").execute();
    expect(left.map((row) => row.id)).toEqual(["fresh", "signature-a", "signature-b"]);
  });
});
