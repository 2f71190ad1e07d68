// What server/ runs before it listens and after it stops, and the app code its middleware calls.
// server/ reaches this module through the build (entry.server.tsx re-exports it as `startup`),
// so it shares module state with the routes: one database pool, one logger, one outbox (decision 082).
import { migrateToLatest, closeDatabase, getDb } from "#app/platform/db/db.server.ts";
import { dataDirProblem } from "#app/platform/db/data-dir.server.ts";
import { getEnv } from "./env.server.ts";
import { normalizeAtStartup } from "#app/shared/money/normalize.server.ts";
import { startRatesJob, stopRatesJob } from "#app/shared/money/rates-job.server.ts";
import { startOutboxWorker, stopOutboxWorker } from "#app/platform/outbox/worker.server.ts";
import { reapplyErasureLedger } from "#app/platform/privacy/erasure-reapply.server.ts";
import { closeRateLimitStore } from "#app/platform/security/rate-limit.server.ts";
import { loadSecrets } from "#app/platform/security/secrets.server.ts";
import { getSiteConfig } from "#app/site/serving/site.server.ts";

export { requestInfoContext, NONCE_PLACEHOLDER, CSRF_PLACEHOLDER } from "./request-context.server.ts";
export {
  CSRF_COOKIE,
  allowedActionOrigins,
  createCsrfToken,
  isCrossSitePost,
  readCsrfCookie,
  usesCsrfToken,
} from "#app/platform/security/csrf.server.ts";
export { crossSiteRefusalPage } from "#app/platform/security/cross-site-refusal.server.ts";
export { getEnv } from "./env.server.ts";
export { setServedOrigin } from "#app/platform/mail/link-base.server.ts";
export { checkDatabase } from "#app/platform/db/db.server.ts";
export { logger } from "./logger.server.ts";
export { appMetrics } from "./metrics.server.ts";
export { SCRIPT_HASHES_HEADER } from "#app/site/document/static-document.ts";
export { setStylesheetBundles } from "#app/site/serving/stylesheet-bundles.server.ts";
export {
  BUILT_DOCUMENT_CACHE,
  documentEtag,
  inlineScriptHashes,
  matchesEtag,
} from "#app/site/serving/document-policy.server.ts";

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
