import { redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/privacy-access";
import { inboxCopy } from "~/content/shared/inbox/data";
import { getDatabase } from "~/server/db/db.server";
import { accessExport } from "~/server/privacy/access.server";
import { requestInfoContext } from "~/server/request-context.server";
import { recordAudit } from "~/server/staff/audit.server";
import { attachmentHeaders, fileDay, refusal } from "~/server/staff/download.server";
import { NO_STORE, requireStaff, requireStaffPost } from "~/server/staff/guard.server";

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
