import { redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/privacy-access";
import { inboxCopy } from "#app/content/shared/inbox/data.ts";
import { getDatabase } from "#app/platform/db/db.server.ts";
import { accessExport } from "#app/platform/privacy/access.server.ts";
import { requestInfoContext } from "#app/platform/request-context.server.ts";
import { recordAudit } from "#app/staff/server/audit.server.ts";
import { attachmentHeaders, fileDay, refusal } from "#app/staff/server/download.server.ts";
import { NO_STORE, requireStaff, requireStaffPost } from "#app/staff/server/guard.server.ts";

const email = z.string().trim().min(3).max(254).pipe(z.email());

/** Nothing to show here: the file comes from the form on Data requests (which tells a member it is admins'). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return redirect("/inbox/privacy", { headers: NO_STORE });
}

/**
 * Everything held about an address (GDPR Art. 15) as a JSON attachment. A resource route, so React
 * Router answers with the file itself rather than rendering the page around it (issue 21).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const post = await requireStaffPost(request, "admin");
  if (!post.ok) return refusal(post.status, inboxCopy.signIn.forbidden);
  const { user, formData } = post;
  const address = email.safeParse(formData.get("email"));
  if (!address.success) return refusal(400, inboxCopy.privacy.email);
  const handle = getDatabase();
  const body = JSON.stringify(await accessExport(handle.db, address.data), null, 2);
  // Written once the file exists, so the log's `access_export` means a copy left the firm.
  await recordAudit(handle.db, {
    staffUserId: user.id,
    ip: context.get(requestInfoContext).clientIp,
    action: "access_export",
  });
  return new Response(body, {
    headers: attachmentHeaders("application/json; charset=utf-8", `noema-access-${fileDay()}.json`),
  });
}
