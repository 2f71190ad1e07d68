import type { Route } from "./+types/api.altcha.challenge";
import { issueCaptchaChallenge } from "./captcha.server.ts";
import { processRateLimiter } from "#app/platform/security/rate-limit.server.ts";
import { requestInfoContext } from "#app/platform/request-context.server.ts";

/** GET /api/altcha/challenge: a fresh, signed, expiring ALTCHA challenge for the widget. */
export async function loader({ context }: Route.LoaderArgs) {
  // Each challenge costs a PBKDF2 derivation on the shared thread pool, so one address gets a budget.
  const verdict = await processRateLimiter("captcha-challenge", (env) => env.RATE_LIMIT_CHALLENGE_MAX).consume(
    context.get(requestInfoContext).clientIp,
  );
  if (!verdict.allowed) {
    return Response.json(
      { error: "Too many requests" },
      { status: 429, headers: { "Cache-Control": "no-store", "Retry-After": String(verdict.retryAfterSeconds) } },
    );
  }
  const challenge = await issueCaptchaChallenge();
  return Response.json(challenge, { headers: { "Cache-Control": "no-store" } });
}
