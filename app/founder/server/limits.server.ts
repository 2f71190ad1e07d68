import { type RateLimitVerdict, processRateLimiter } from "#app/platform/security/rate-limit.server.ts";
import { hashToken } from "#app/platform/security/sessions.server.ts";
import { normaliseEmail } from "#app/staff/server/auth.server.ts";

/*
 * Per-founder budgets (issue 26): a signed-in founder looping over the message form stored 25
 * messages, each mailed to the firm, and uploads had no count at all. Counted per founder (their
 * address, hashed, so no address sits in Redis), not per IP: one founder on many addresses is still
 * one founder. The numbers and the window come from env (README's table).
 */

export type FounderAction = "message" | "upload";

const limiters = {
  message: () => processRateLimiter("founder-message", (env) => env.FOUNDER_MESSAGE_MAX, founderWindow),
  upload: () => processRateLimiter("founder-upload", (env) => env.FOUNDER_UPLOAD_MAX, founderWindow),
};

function founderWindow(env: { FOUNDER_LIMIT_WINDOW_SECONDS: number }) {
  return env.FOUNDER_LIMIT_WINDOW_SECONDS;
}

/** Counts one message or upload by this founder; refuses once the window's budget is spent. */
export function consumeFounderAction(action: FounderAction, email: string): Promise<RateLimitVerdict> {
  return limiters[action]().consume(`founder:${hashToken(normaliseEmail(email))}`);
}

/** The minutes a refused founder is told to wait, never 0. */
export const minutesToWait = (retryAfterSeconds: number) => Math.max(1, Math.ceil(retryAfterSeconds / 60));
