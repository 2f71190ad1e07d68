import { inboxCopy } from "~/content/shared/inbox/data";
import { verifyCsrf, verifyOrigin } from "../csrf.server.ts";
import { DOWNLOAD_SAFETY } from "../documents/download.server.ts";
import { NO_STORE } from "./guard.server.ts";

/*
 * Staff downloads (the CSV export, the GDPR access file) are bulk copies of personal data and each
 * writes an audit row, so they start only from a POST of the staff app's own form: same origin, the
 * CSRF token, and (Fetch Metadata) never a request another site started. A native form post, so the
 * browser saves the attachment and the page stays where it was.
 */

/** Whether a browser says another site started this request (Sec-Fetch-Site); old browsers send nothing. */
export function isCrossSiteFetch(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  return site !== null && site !== "same-origin" && site !== "none";
}

/** A refusal the browser shows as a page of plain text (the form was posted natively). */
export function refusal(status: number, message: string): Response {
  return new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", ...NO_STORE },
  });
}

/** Undefined when the post came from the staff app itself, else the 403 to answer. */
export function refuseForeignPost(request: Request, formData: FormData): Response | undefined {
  if (isCrossSiteFetch(request) || !verifyOrigin(request) || !verifyCsrf(request, formData))
    return refusal(403, inboxCopy.signIn.forbidden);
  return undefined;
}

/** Headers of a file the browser saves, never cached, sandboxed and unsniffed as every download is. */
export function attachmentHeaders(contentType: string, filename: string): HeadersInit {
  return {
    "Content-Type": contentType,
    "Content-Disposition": `attachment; filename="${filename}"`,
    ...NO_STORE,
    ...DOWNLOAD_SAFETY,
  };
}

/** Today's date for a file name (UTC). */
export const fileDay = (now: Date = new Date()) => now.toISOString().slice(0, 10);
