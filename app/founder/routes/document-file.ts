import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/document-file";
import { getDb } from "#app/platform/db/db.server.ts";
import { fileResponse } from "#app/deal/documents/server/download.server.ts";
import { founderFile } from "#app/deal/documents/server/founder-documents.server.ts";
import { requireFounder } from "#app/founder/server/guard.server.ts";
import { NO_STORE } from "#app/staff/server/guard.server.ts";

/** One of the founder's own uploads, as an attachment; another founder's file is a 404. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const email = await requireFounder(request);
  const applicationId = z.uuid().safeParse(params.id);
  const fileId = z.uuid().safeParse(params.fileId);
  if (!applicationId.success || !fileId.success) throw data(null, { status: 404, headers: NO_STORE });
  const db = getDb();
  const file = await founderFile(db, email, applicationId.data, fileId.data);
  if (!file) throw data(null, { status: 404, headers: NO_STORE });
  return fileResponse(db, file);
}
