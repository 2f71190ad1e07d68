import type { Generated } from "kysely";

/* The exchange rates and the scheduled job that loads them every working day (decision 077). */

/** ECB euro reference rates (migration 019), loaded by the daily job or `npm run rates:load`. */
export interface ExchangeRateTable {
  /** "YYYY-MM-DD" */
  rate_date: string;
  currency: string;
  /** Units of `currency` per euro. */
  per_euro: number;
  loaded_at: string;
}

/** A job the server runs on a schedule (migration 022), claimed with a lease like an outbox row. */
export interface ScheduledJobTable {
  name: string;
  /** ISO-8601 UTC: the job is due from then. */
  next_run_at: string;
  locked_until: string | null;
  claim_token: string | null;
  /** Failed runs since the last success; the retry delay grows with them. */
  attempts: Generated<number>;
  last_success_at: string | null;
  last_error: string | null;
}
