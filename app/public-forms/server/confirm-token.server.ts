import { retention } from "#app/platform/privacy/retention-periods/data.ts";
import {
  createSignedToken,
  type SignedTokenCheck,
  verifySignedToken,
} from "#app/platform/security/signed-token.server.ts";

/*
 * The token of the link that confirms a form sent without JavaScript (decision 076). Relative imports only:
 * the bench mints these links with plain Node.
 */

export const PENDING_SUBMISSION_TTL_MS = retention.pendingSubmissionDays * 24 * 60 * 60 * 1000;
const TOKEN_SCOPE = "submission:confirm";

/** The link's token expires with its row (created_at + the retention period). */
export function confirmSubmissionToken(pendingId: string, createdAt: string): string {
  return createSignedToken(TOKEN_SCOPE, pendingId, PENDING_SUBMISSION_TTL_MS, Date.parse(createdAt));
}

export function verifyConfirmSubmissionToken(token: string | null, now: Date): SignedTokenCheck {
  return verifySignedToken(TOKEN_SCOPE, token, now.getTime());
}
