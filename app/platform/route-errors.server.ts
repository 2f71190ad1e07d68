import { isRouteErrorResponse } from "react-router";
import { logDatabaseFailure } from "#app/platform/db/availability.server.ts";
import { logger } from "./logger.server.ts";

/*
 * React Router's handleError (exported by entry.server.tsx). Its default writes every error with
 * console.error and a stack trace, including routine refusals: a wrong method (405), an action
 * whose Origin is another site (400). Those are one info line here; real errors stay errors.
 */
const FOREIGN_ORIGIN = /origin.+header|`origin` header/i;

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  const where = { method: request.method, path: new URL(request.url).pathname };
  if (isRouteErrorResponse(error) && error.status < 500) {
    logger.info({ ...where, status: error.status }, "request refused by the router");
  } else if (error instanceof Error && FOREIGN_ORIGIN.test(error.message)) {
    logger.info({ ...where, status: 400 }, "action refused: its Origin is not this site");
  } else {
    logDatabaseFailure(error, "route error", where);
  }
}
