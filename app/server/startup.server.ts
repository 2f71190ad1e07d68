// What server/ runs before it listens and after it stops, and the app code its middleware calls.
// server/ reaches this module through the build (entry.server.tsx re-exports it as `startup`),
// so it shares module state with the routes: one database pool, one logger, one outbox (decision 082).
import { migrateToLatest, closeDatabase, getDb } from "~/server/db/db.server";
import { dataDirProblem } from "~/server/db/data-dir.server";
import { getEnv } from "~/server/env.server";
import { normalizeAtStartup } from "~/server/money/normalize.server";
import { startRatesJob, stopRatesJob } from "~/server/money/rates-job.server";
import { startOutboxWorker, stopOutboxWorker } from "~/server/outbox/worker.server";
import { reapplyErasureLedger } from "~/server/privacy/erasure-reapply.server";
import { closeRateLimitStore } from "~/server/rate-limit.server";
import { loadSecrets } from "~/server/secrets.server";
import { getSiteConfig } from "~/server/site.server";

export { requestInfoContext, NONCE_PLACEHOLDER, CSRF_PLACEHOLDER } from "~/server/request-context.server";
export {
  CSRF_COOKIE,
  allowedActionOrigins,
  createCsrfToken,
  isCrossSitePost,
  readCsrfCookie,
  usesCsrfToken,
} from "~/server/csrf.server";
export { crossSiteRefusalPage } from "~/server/cross-site-refusal.server";
export { getEnv } from "~/server/env.server";
export { setServedOrigin } from "~/server/mail/link-base.server";
export { checkDatabase } from "~/server/db/db.server";
export { logger } from "~/server/logger.server";
export { appMetrics } from "~/server/metrics.server";
export { SCRIPT_HASHES_HEADER } from "~/document/static-document";
export { setStylesheetBundles } from "~/server/stylesheet-bundles.server";
export { BUILT_DOCUMENT_CACHE, documentEtag, inlineScriptHashes, matchesEtag } from "~/server/document-policy.server";

/** What keeps this process from starting, said so that an operator can fix it; undefined when nothing does. */
export function startupProblem(): string | undefined {
  const env = getEnv();
  getSiteConfig(); // fail fast on a bad brand override
  // SQLite only: with DATABASE_URL nothing is written under DATA_DIR.
  return env.DATABASE_URL ? undefined : dataDirProblem();
}

/** Brings the database and the background jobs up, in the order each step needs. */
export async function start() {
  await migrateToLatest();
  await loadSecrets(getDb());
  // Before any delivery: a restored database must not resend, or keep, what was erased since its backup.
  await reapplyErasureLedger();
  // Staff compare normalized amounts: after a change of REPORTING_CURRENCY, older rows follow it first.
  await normalizeAtStartup();
  startOutboxWorker();
  startRatesJob();
}

/** On shutdown, first: no new deliveries or rate loads start, and those under way finish. */
export async function stopBackground() {
  await Promise.all([stopOutboxWorker(), stopRatesJob()]);
}

/** On shutdown, last: the connections to Redis and the database. */
export async function close() {
  closeRateLimitStore();
  await closeDatabase();
}
