import type { Logger } from "pino";
import { logger } from "#app/platform/logger.server.ts";

/*
 * An unreachable database fails every poll, probe and form post until it is back. One error says
 * so when it goes away and one info line when it answers again; the failures between are debug.
 * Errors that are not about reaching the database (a bad query) stay errors every time.
 */

/** PostgreSQL classes: 08 connection, 28 authorization, 3D missing database, 53 resources, 57P operator. */
const UNAVAILABLE_SQLSTATE = /^(?:08|28|3D|53|57P)/;
const UNAVAILABLE_SYSTEM_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "EPIPE",
]);
const UNAVAILABLE_SQLITE = /^SQLITE_(?:BUSY|LOCKED|IOERR|FULL|CANTOPEN|READONLY)/;
const PG_CONNECTION_MESSAGE = /connection terminated|timeout exceeded when trying to connect/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") {
    if (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SYSTEM_CODES.has(code) || UNAVAILABLE_SQLITE.test(code)) {
      return true;
    }
  }
  return PG_CONNECTION_MESSAGE.test(error.message);
}

let outage: { since: number; failures: number } | undefined;

/** Logs a failed database call: once as an error per outage when the database is unreachable. */
export function logDatabaseFailure(
  error: unknown,
  message: string,
  bindings: Record<string, unknown> = {},
  log: Logger = logger,
) {
  if (!isDatabaseUnavailable(error)) {
    log.error({ ...bindings, err: error }, message);
    return;
  }
  if (outage) {
    outage.failures++;
    log.debug({ ...bindings, err: error }, message);
    return;
  }
  outage = { since: Date.now(), failures: 1 };
  log.error({ ...bindings, err: error }, `database unavailable: ${message}`);
}

/** A database call succeeded: ends the outage, if there was one. */
export function noteDatabaseAnswered() {
  if (!outage) return;
  logger.info({ downMs: Date.now() - outage.since, failures: outage.failures }, "database available again");
  outage = undefined;
}
