import type { DatabaseHandle } from "#app/platform/db/db.server.ts";
import { founderUploadTarget } from "#app/deal/documents/server/founder-documents.server.ts";
import { receiveUpload } from "#app/deal/documents/server/upload.server.ts";
import { multipartBody } from "./sample-files.ts";

const BOUNDARY = "----noema-founder-upload";

/** One file a founder sends to a request, received as the upload route receives it: the result, refused or not. */
export function receiveFounderUpload(
  handle: DatabaseHandle,
  founder: { email: string; applicationId: string; requestId: string },
  file: { fileName: string; bytes: Buffer },
) {
  const body = multipartBody(BOUNDARY, [{ name: "files", ...file }]);
  return receiveUpload(
    new Request("http://localhost/", {
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
      body: new Uint8Array(body),
    }),
    handle,
    () => founderUploadTarget(handle.db, founder.email, founder.applicationId, founder.requestId),
  );
}
