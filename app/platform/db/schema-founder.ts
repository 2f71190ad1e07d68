/* The tables of the founder account (migration 008) and of erasure (migration 011). */

/** What a founder's e-mailed link does: sign in, or confirm erasing their data. */
export type FounderLinkPurpose = "sign_in" | "erase";

export interface FounderLinkTable {
  /** SHA-256 of the token in the link; the token itself is never stored. */
  id: string;
  email: string;
  purpose: FounderLinkPurpose;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface FounderSessionTable {
  /** SHA-256 of the session cookie's token. */
  id: string;
  email: string;
  created_at: string;
  expires_at: string;
  last_seen_at: string;
}

/**
 * What was erased, as keyed hashes (app/platform/privacy/erasure-ledger.server.ts): re-applied after a
 * restore, so an older backup cannot bring an erased person back. Holds no address or id in clear.
 */
export interface ErasureLedgerTable {
  /** base64url HMAC-SHA256 of "email:<normalised address>" or "lead:<lead id>". */
  identifier: string;
  erased_at: string;
}
