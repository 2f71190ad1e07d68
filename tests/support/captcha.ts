import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { issueCaptchaChallenge } from "#app/platform/captcha/captcha.server.ts";

/** Does what the browser widget does: fetch a challenge, solve it, encode the payload. */
export async function solvedCaptchaPayload(issuedAt: number = Date.now()): Promise<string> {
  const challenge = await issueCaptchaChallenge(issuedAt);
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
  if (!solution) throw new Error("could not solve the test challenge");
  const payload = { challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution };
  return Buffer.from(JSON.stringify(payload)).toString("base64");
}
