import rateLimiterFlexible from "rate-limiter-flexible";
import { getEnv } from "./env.server.ts";

const { RateLimiterMemory, RateLimiterRes } = rateLimiterFlexible;

/*
 * Per-client-IP limit on public form submissions, in process memory: right for
 * one instance. Several instances would each allow the limit; a shared store
 * (REDIS_URL) is noted in docs/decisions/022 and not wired yet.
 */

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

let limiter: InstanceType<typeof RateLimiterMemory> | undefined;

function formLimiter() {
  if (!limiter) {
    const env = getEnv();
    limiter = new RateLimiterMemory({
      keyPrefix: "public-form",
      points: env.RATE_LIMIT_FORM_MAX,
      duration: env.RATE_LIMIT_WINDOW_SECONDS,
    });
  }
  return limiter;
}

/** Counts one submission from this address; refuses once the window's budget is spent. */
export async function consumeFormSubmission(clientIp: string): Promise<RateLimitVerdict> {
  // Without a known address (prerender, odd sockets) everyone shares one bucket rather than none.
  const key = clientIp || "unknown";
  try {
    await formLimiter().consume(key);
    return { allowed: true };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
    }
    throw rejection;
  }
}

/** Test hook: forget counts and re-read the limits from env. */
export function resetRateLimitForTests() {
  limiter = undefined;
}
