import { createHmac, timingSafeEqual } from "node:crypto";

/*
 * altcha-lib 2's verifySolution, its deterministic path (decision 079): the checks in the same order
 * with the same verdicts, on node:crypto's HMAC. altcha-lib imports a WebCrypto key and signs through
 * a promise job for each of its two HMACs; under load that was about a tenth of the server's time per
 * submission. captcha-verify.server.test.ts holds the two to the same verdict on solved, tampered
 * and expired payloads.
 */

export interface SignedChallenge {
  parameters: { expiresAt?: number; keySignature?: string } & Record<string, unknown>;
  signature: string;
}

export interface SubmittedSolution {
  counter: number;
  derivedKey: string;
}

export interface CaptchaSecrets {
  hmacSignatureSecret: string;
  hmacKeySignatureSecret: string;
}

export type SolutionVerdict = "verified" | "expired" | "invalid";

const LOWERCASE_HEX_BYTES = /^(?:[0-9a-f]{2})+$/;
const MAX_COUNTER = 0xffffffff;

/** Object keys sorted at every depth, undefined values left out: the JSON altcha-lib signs. */
function sortKeys(value: unknown): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .flatMap((key) => {
        const entry = (value as Record<string, unknown>)[key];
        return entry === undefined ? [] : [[key, sortKeys(entry)]];
      }),
  );
}

const hmacHex = (secret: string, data: string | Buffer) => createHmac("sha256", secret).update(data).digest("hex");

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Expiry, then the challenge's signature over its parameters, then the solution's shape, then the
 * derived key against the signed key signature. A challenge without a key signature was not issued
 * by this server (every one it issues has one, and the signature covers it): invalid.
 */
export function verifyDeterministicSolution(
  challenge: SignedChallenge,
  solution: SubmittedSolution,
  secrets: CaptchaSecrets,
  nowMs: number = Date.now(),
): SolutionVerdict {
  const { expiresAt, keySignature } = challenge.parameters;
  if (expiresAt && expiresAt < nowMs / 1000) return "expired";
  if (!challenge.signature) return "invalid";
  const expectedSignature = hmacHex(secrets.hmacSignatureSecret, JSON.stringify(sortKeys(challenge.parameters)));
  if (!sameText(challenge.signature, expectedSignature)) return "invalid";
  const { counter, derivedKey } = solution;
  if (!LOWERCASE_HEX_BYTES.test(derivedKey) || !Number.isInteger(counter) || counter < 0 || counter > MAX_COUNTER) {
    return "invalid";
  }
  if (typeof keySignature !== "string" || keySignature === "") return "invalid";
  const expectedKeySignature = hmacHex(secrets.hmacKeySignatureSecret, Buffer.from(derivedKey, "hex"));
  return sameText(keySignature, expectedKeySignature) ? "verified" : "invalid";
}
