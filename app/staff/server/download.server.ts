import { DOWNLOAD_SAFETY } from "#app/deal/documents/server/download.server.ts";
import { NO_STORE } from "./guard.server.ts";

/*
 * Staff downloads (the CSV export, the GDPR access file) are bulk copies of personal data and each
 * writes an audit row, so they start only from a POST of the staff app's own form, checked by
 * requireStaffPost as every staff post is. A native form post, so the browser saves the attachment
 * and the page stays where it was.
 */

/** A refusal the browser shows as a page of plain text (the form was posted natively). */
export function refusal(status: number, message: string): Response {
  return new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", ...NO_STORE },
  });
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
