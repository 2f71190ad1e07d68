import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/document-file";
import { getDatabase } from "~/server/db/db.server";
import { fileResponse } from "~/server/documents/download.server";
import { documentFile } from "~/server/documents/requests.server";
import { requestInfoContext } from "~/server/request-context.server";
import { recordAudit } from "~/server/staff/audit.server";
import { NO_STORE, requireStaff } from "~/server/staff/guard.server";

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
