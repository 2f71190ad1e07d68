import { createHmac } from "node:crypto";
import { type Challenge, createChallenge, solveChallenge, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { CAPTCHA_ALGORITHM } from "./captcha.server.ts";
import {
  type CaptchaSecrets,
  type SignedChallenge,
  type SolutionVerdict,
  type SubmittedSolution,
  verifyDeterministicSolution,
} from "./captcha-verify.server.ts";

const secretsFor = (key: string): CaptchaSecrets => ({
  hmacSignatureSecret: key,
  hmacKeySignatureSecret: createHmac("sha256", key).update("altcha-key-signature").digest("hex"),
});
const KEY = "captcha-verify-test-key-0123456789abcdef";
const OTHER_KEY = "captcha-verify-other-key-0123456789abcdef";

interface Solved {
  challenge: SignedChallenge;
  solution: SubmittedSolution;
}

/** A challenge issued as the server issues them (a small counter, so solving is quick), and its solution. */
async function solved(expiresInMs: number): Promise<Solved> {
  const challenge = await createChallenge({
    algorithm: CAPTCHA_ALGORITHM,
    cost: 500,
    counter: 3,
    deriveKey,
    expiresAt: new Date(Date.now() + expiresInMs),
    ...secretsFor(KEY),
  });
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
  if (!solution) throw new Error("could not solve the test challenge");
  return {
    challenge: { parameters: { ...challenge.parameters }, signature: challenge.signature ?? "" },
    solution: { counter: solution.counter, derivedKey: solution.derivedKey },
  };
}

/** altcha-lib's own verdict, in the same three words. */
async function altchaVerdict(payload: Solved, secrets: CaptchaSecrets): Promise<SolutionVerdict> {
  try {
    const result = await verifySolution({
      challenge: payload.challenge as unknown as Challenge,
      solution: payload.solution,
      deriveKey,
      ...secrets,
    });
    if (result.expired) return "expired";
    return result.verified ? "verified" : "invalid";
  } catch {
    return "invalid";
  }
}

/** Ways a payload arrives changed: each replaces one part of a genuine one. */
const tampering = fc.oneof(
  fc.record({
    part: fc.constant("parameter" as const),
    name: fc.constantFrom(
      "nonce",
      "salt",
      "cost",
      "keyLength",
      "keyPrefix",
      "keySignature",
      "expiresAt",
      "algorithm",
      "extra",
    ),
    value: fc.oneof(fc.string(), fc.integer(), fc.constant(undefined)),
  }),
  fc.record({
    part: fc.constant("signature" as const),
    value: fc.oneof(fc.string(), fc.stringMatching(/^[0-9a-f]{64}$/)),
  }),
  fc.record({
    part: fc.constant("derivedKey" as const),
    value: fc.oneof(fc.string(), fc.stringMatching(/^[0-9a-f]{1,66}$/), fc.stringMatching(/^[0-9A-F]{1,66}$/)),
  }),
  fc.record({
    part: fc.constant("counter" as const),
    value: fc.oneof(fc.integer(), fc.double(), fc.constant(2 ** 32)),
  }),
  fc.record({ part: fc.constant("none" as const) }),
);

type Change = typeof tampering extends fc.Arbitrary<infer Value> ? Value : never;

function tamper(payload: Solved, change: Change): Solved {
  const copy = structuredClone(payload);
  if (change.part === "parameter") {
    const parameters = copy.challenge.parameters as Record<string, unknown>;
    parameters[change.name] = change.value;
  }
  if (change.part === "signature") copy.challenge.signature = change.value;
  if (change.part === "derivedKey") copy.solution.derivedKey = change.value;
  if (change.part === "counter") copy.solution.counter = change.value;
  return copy;
}

describe("verifyDeterministicSolution", () => {
  let fresh: Solved;
  let expired: Solved;
  beforeAll(async () => {
    fresh = await solved(10 * 60_000);
    expired = await solved(-60_000);
  });

  it("verifies a solved challenge, and refuses it signed with another key or expired", () => {
    expect(verifyDeterministicSolution(fresh.challenge, fresh.solution, secretsFor(KEY))).toBe("verified");
    expect(verifyDeterministicSolution(fresh.challenge, fresh.solution, secretsFor(OTHER_KEY))).toBe("invalid");
    expect(verifyDeterministicSolution(expired.challenge, expired.solution, secretsFor(KEY))).toBe("expired");
  });

  it("gives altcha-lib's verdict on genuine, tampered and expired payloads", async () => {
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.constantFrom(KEY, OTHER_KEY), tampering, async (isExpired, key, change) => {
        const payload = tamper(isExpired ? expired : fresh, change);
        const secrets = secretsFor(key);
        expect(verifyDeterministicSolution(payload.challenge, payload.solution, secrets)).toBe(
          await altchaVerdict(payload, secrets),
        );
      }),
      { numRuns: 300 },
    );
  });
});
