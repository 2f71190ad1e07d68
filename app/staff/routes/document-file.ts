import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/document-file";
import { getDatabase } from "#app/platform/db/db.server.ts";
import { fileResponse } from "#app/deal/documents/server/download.server.ts";
import { documentFile } from "#app/deal/documents/server/requests.server.ts";
import { requestInfoContext } from "#app/platform/request-context.server.ts";
import { recordAudit } from "#app/staff/server/audit.server.ts";
import { NO_STORE, requireStaff } from "#app/staff/server/guard.server.ts";

/** A document an applicant uploaded, as an attachment, to signed-in staff; each download is in the history. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  const applicationId = z.uuid().safeParse(params.id);
  const fileId = z.uuid().safeParse(params.fileId);
  if (!applicationId.success || !fileId.success) throw data(null, { status: 404, headers: NO_STORE });
  const handle = getDatabase();
  const file = await documentFile(handle.db, applicationId.data, fileId.data);
  if (!file) throw data(null, { status: 404, headers: NO_STORE });
  await handle.write((trx) =>
    recordAudit(trx, {
      staffUserId: user.id,
      ip: context.get(requestInfoContext).clientIp,
      action: "document_downloaded",
      lead: { kind: "application", id: applicationId.data },
      after: { fileName: file.file_name },
    }),
  );
  return fileResponse(handle.db, file);
}
