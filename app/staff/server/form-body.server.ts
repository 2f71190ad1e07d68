import { BodyTooLargeError, readFormDataWithLimit } from "#app/public-forms/server/body.server.ts";

/** Staff forms are small; the longest, a 5,000-character note, is at most 60 KB URL-encoded. */
export const STAFF_FORM_BODY_LIMIT = 64 * 1024;

export type StaffForm = { ok: true; formData: FormData } | { ok: false; status: 400 | 413 };

/** A staff action's form body, or the 4xx to answer when it is too large or not a form at all. */
export async function readStaffFormBody(request: Request): Promise<StaffForm> {
  try {
    return { ok: true, formData: await readFormDataWithLimit(request, STAFF_FORM_BODY_LIMIT) };
  } catch (error) {
    return { ok: false, status: error instanceof BodyTooLargeError ? 413 : 400 };
  }
}
