import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/document-file";
import { getDb } from "~/server/db/db.server";
import { fileResponse } from "~/server/documents/download.server";
import { documentFile } from "~/server/documents/requests.server";
import { NO_STORE, requireStaff } from "~/server/staff/guard.server";

/** A document an applicant uploaded, as an attachment, to signed-in staff. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const applicationId = z.uuid().safeParse(params.id);
  const fileId = z.uuid().safeParse(params.fileId);
  if (!applicationId.success || !fileId.success) throw data(null, { status: 404, headers: NO_STORE });
  const db = getDb();
  const file = await documentFile(db, applicationId.data, fileId.data);
  if (!file) throw data(null, { status: 404, headers: NO_STORE });
  return fileResponse(db, file);
}
