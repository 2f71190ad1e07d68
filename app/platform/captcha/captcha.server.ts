import { createHmac } from "node:crypto";
import { type Challenge, createChallenge, randomInt } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { Kysely } from "kysely";
import { z } from "zod";
import { verifyDeterministicSolution } from "./captcha-verify.server.ts";
import type { Database } from "#app/platform/db/schema.ts";
import { persistentSecret } from "#app/platform/security/secrets.server.ts";

/*
 * Self-hosted ALTCHA (altcha-lib 2). PBKDF2 with cost 500 and a counter in
 * 500–2500 costs the browser about 0.1–0.5 s; the server verifies with one
 * HMAC thanks to the key signature ("deterministic mode"), plus one for the
 * challenge's signature (captcha-verify.server.ts).
 */
export const CAPTCHA_ALGORITHM = "PBKDF2/SHA-256";
const CAPTCHA_COST = 500;
const COUNTER_MIN = 500;
const COUNTER_MAX = 2500;
export const CAPTCHA_TTL_MS = 10 * 60_000;
const MAX_PAYLOAD_LENGTH = 4096;

function secrets() {
  const hmacSignatureSecret = persistentSecret("ALTCHA_HMAC_KEY");
  // A second key, derived so one env variable suffices, signs the expected derived key.
  const hmacKeySignatureSecret = createHmac("sha256", hmacSignatureSecret).update("altcha-key-signature").digest("hex");
  return { hmacSignatureSecret, hmacKeySignatureSecret };
}

export async function issueCaptchaChallenge(now: number = Date.now()): Promise<Challenge> {
  return createChallenge({
    algorithm: CAPTCHA_ALGORITHM,
    cost: CAPTCHA_COST,
    counter: randomInt(COUNTER_MIN, COUNTER_MAX),
    deriveKey,
    expiresAt: new Date(now + CAPTCHA_TTL_MS),
    ...secrets(),
  });
}

const payloadSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.string(),
        nonce: z.string(),
        salt: z.string(),
        cost: z.number(),
        keyLength: z.number(),
        keyPrefix: z.string(),
        keySignature: z.string().optional(),
        expiresAt: z.number().optional(),
      })
      .loose(),
    signature: z.string().min(1),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string(), time: z.number().optional() }),
});

export type CaptchaCheck =
  { ok: true; solutionId: string; expiresAt: string } | { ok: false; reason: "missing" | "invalid" | "expired" };

/** Checks the widget's base64 payload cryptographically; one-time use is recorded separately. */
export async function verifyCaptchaPayload(payload: FormDataEntryValue | null): Promise<CaptchaCheck> {
  if (typeof payload !== "string" || payload.trim() === "") return { ok: false, reason: "missing" };
  if (payload.length > MAX_PAYLOAD_LENGTH) return { ok: false, reason: "invalid" };
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
  } catch {
    return { ok: false, reason: "invalid" };
  }
  const parsed = payloadSchema.safeParse(decoded);
  if (!parsed.success) return { ok: false, reason: "invalid" };
  const { challenge, solution } = parsed.data;
  // Only our own algorithm: a forged cheap algorithm would fail the signature anyway, this fails faster.
  if (challenge.parameters.algorithm !== CAPTCHA_ALGORITHM || challenge.parameters.expiresAt === undefined) {
    return { ok: false, reason: "invalid" };
  }
  const verdict = verifyDeterministicSolution(challenge, solution, secrets());
  if (verdict !== "verified") return { ok: false, reason: verdict };
  return {
    ok: true,
    solutionId: challenge.signature,
    expiresAt: new Date(challenge.parameters.expiresAt * 1000).toISOString(),
  };
}

/**
 * Records a verified solution as used. Returns false when it already was:
 * the primary key makes this atomic across requests and processes.
 */
export async function consumeCaptchaSolution(
  db: Kysely<Database>,
  check: { solutionId: string; expiresAt: string },
  now: Date = new Date(),
): Promise<boolean> {
  const inserted = await db
    .insertInto("captcha_solutions")
    .values({ id: check.solutionId, expires_at: check.expiresAt, used_at: now.toISOString() })
    .onConflict((conflict) => conflict.column("id").doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Expired solutions can't be replayed anyway (verification rejects them), so their rows can go. */
export async function pruneExpiredCaptchaSolutions(db: Kysely<Database>, now: Date = new Date()): Promise<number> {
  const result = await db
    .deleteFrom("captcha_solutions")
    .where("expires_at", "<", now.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
