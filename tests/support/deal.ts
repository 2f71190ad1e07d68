import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { mintFounderLink } from "#app/founder/server/links.server.ts";
import { multipartBody } from "./sample-files.ts";
import type { StaffTarget } from "./staff-target.ts";

/* Due-diligence e2e helpers (tests/e2e/deal/): a founder signed in by a link, and the staff's document posts. */

const cookieOf = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${name}=`))
    ?.split(";")[0];

/** A sign-in link for `email`, minted as the outbox would when it mails one. */
export async function founderLink(target: StaffTarget, email: string): Promise<string> {
  const token = await target.read((db) => mintFounderLink(db, email, "sign_in"));
  return `${target.baseURL}/account/link?token=${token}`;
}

/** A founder over plain HTTP: signed in by pressing a mailed link's button, with the CSRF cookie. */
export async function founderClient(target: StaffTarget, email: string) {
  const link = new URL(await founderLink(target, email));
  const signedIn = await fetch(link, {
    method: "POST",
    redirect: "manual",
    headers: { origin: target.baseURL, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ token: link.searchParams.get("token") ?? "", purpose: "sign_in" }),
  });
  const session = cookieOf(signedIn, "noema_founder_session");
  if (!session) throw new Error(`founder sign-in failed: HTTP ${signedIn.status}`);
  const page = await fetch(`${target.baseURL}/account`, { headers: { cookie: session } });
  const csrfCookie = cookieOf(page, "noema_csrf") ?? "";
  return { cookie: `${session}; ${csrfCookie}`, csrf: csrfCookie.split("=")[1] ?? "" };
}

/** The founder's message form on an application's page, posted as a browser sends it without JavaScript. */
export function postFounderMessage(
  target: StaffTarget,
  founder: { cookie: string; csrf: string },
  applicationId: string,
  body: string,
) {
  return fetch(`${target.baseURL}/account/applications/${applicationId}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      cookie: founder.cookie,
      origin: target.baseURL,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({ csrf: founder.csrf, body, idempotencyKey: randomUUID() }),
  });
}

const UPLOAD_BOUNDARY = "----noema-e2e-upload";

/** The founder's upload form posting one file to an open request, as a browser sends it without JavaScript. */
export function postFounderUpload(
  target: StaffTarget,
  founder: { cookie: string; csrf: string },
  ids: { applicationId: string; requestId: string },
  file: { fileName: string; bytes: Buffer },
) {
  return fetch(`${target.baseURL}/account/applications/${ids.applicationId}/documents`, {
    method: "POST",
    redirect: "manual",
    headers: {
      cookie: founder.cookie,
      origin: target.baseURL,
      "content-type": `multipart/form-data; boundary=${UPLOAD_BOUNDARY}`,
    },
    body: new Uint8Array(
      multipartBody(UPLOAD_BOUNDARY, [
        { name: "csrf", value: founder.csrf },
        { name: "requestId", value: ids.requestId },
        { name: "files", ...file },
      ]),
    ),
  });
}

/** The staff's Documents card posts (several `item` fields, so not through StaffClient.post). */
export function postDocuments(
  target: StaffTarget,
  staff: { cookie: string; csrf: string },
  applicationId: string,
  fields: [string, string][],
) {
  return fetch(`${target.baseURL}/inbox/applications/${applicationId}/documents`, {
    method: "POST",
    redirect: "manual",
    headers: {
      cookie: staff.cookie,
      origin: target.baseURL,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams([["csrf", staff.csrf], ...fields]),
  });
}

/** Staff ask for the cap table from a fresh form (the key from `tag`); answers 303 when it went through. */
export function requestCapTable(
  target: StaffTarget,
  staff: { cookie: string; csrf: string },
  applicationId: string,
  tag: string,
) {
  return postDocuments(target, staff, applicationId, [
    ["intent", "request"],
    ["item", "cap-table"],
    ["other", ""],
    ["idempotencyKey", `key-${tag}`],
  ]);
}

/** Staff ask for the application's cap table through the lead page's form (a 303), and the request's id is read back. */
export async function openCapTableRequest(
  target: StaffTarget,
  staff: { cookie: string; csrf: string },
  applicationId: string,
  tag: string,
): Promise<string> {
  expect((await requestCapTable(target, staff, applicationId, tag)).status).toBe(303);
  return target.read(
    async (db) =>
      (
        await db
          .selectFrom("document_requests")
          .select("id")
          .where("application_id", "=", applicationId)
          .executeTakeFirstOrThrow()
      ).id,
  );
}

/** Rows of an application's documents: files, chunks (any state). */
export function documentRows(target: StaffTarget, applicationId: string) {
  return target.read(async (db) => {
    const files = await db
      .selectFrom("document_files")
      .selectAll()
      .where("application_id", "=", applicationId)
      .execute();
    const chunks = files.length
      ? await db
          .selectFrom("document_chunks")
          .select("file_id")
          .where(
            "file_id",
            "in",
            files.map((file) => file.id),
          )
          .execute()
      : [];
    const orphanChunks = await db
      .selectFrom("document_chunks")
      .select("file_id")
      .where("file_id", "not in", db.selectFrom("document_files").select("id"))
      .execute();
    return { files, chunks: chunks.length, orphanChunks: orphanChunks.length };
  });
}
