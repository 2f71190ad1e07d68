import { redirect } from "react-router";
import type { Route } from "./+types/export";
import { inboxCopy } from "#app/content/shared/inbox/data.ts";
import { CSRF_FIELD } from "#app/shared/forms/field-names.ts";
import { listSearch, parseListState } from "#app/staff/view/list-state.ts";
import { getDatabase } from "#app/platform/db/db.server.ts";
import { requestInfoContext } from "#app/platform/request-context.server.ts";
import { recordAudit } from "#app/staff/server/audit.server.ts";
import { attachmentHeaders, fileDay, refusal } from "#app/staff/server/download.server.ts";
import { listOf, NO_STORE, requireStaff, requireStaffPost } from "#app/staff/server/guard.server.ts";
import { exportView } from "#app/staff/server/leads/csv.server.ts";

/**
 * A GET never exports: any site can make an admin's browser send one (the session cookie is
 * SameSite=Lax). It shows an admin the list in that view instead, and a member the admin-only 403.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  const list = listOf(params.list);
  if (user.role !== "admin") return redirect("/inbox/admin-only", { headers: NO_STORE });
  return redirect(`/inbox/${list}${new URL(request.url).search}`, { headers: NO_STORE });
}

/**
 * CSV of a view, from the list page's export button: the view's filters come as form fields (so
 * the search text stays out of URLs and logs), with the CSRF token. Admins only: it is a bulk copy
 * of personal data. The file streams (csv.server.ts), so its size does not weigh on the server.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const post = await requireStaffPost(request, "admin");
  const list = listOf(params.list);
  if (!post.ok) return refusal(post.status, inboxCopy.signIn.forbidden);
  const { user, formData } = post;
  const fields = new URLSearchParams();
  for (const [name, value] of formData)
    if (name !== CSRF_FIELD && typeof value === "string") fields.append(name, value);
  const state = parseListState(list, fields);
  const handle = getDatabase();
  const body = await exportView(handle, { list, state, viewerId: user.id, timeZone: user.timeZone });
  await recordAudit(handle.db, {
    staffUserId: user.id,
    action: "export_csv",
    // The search text may be a person's name or address, which an erasure could not find here later.
    target: `${list}${listSearch(state, { q: "" })}`,
    ip: context.get(requestInfoContext).clientIp,
    after: { searched: state.q !== "" },
  });
  return new Response(body, {
    headers: attachmentHeaders("text/csv; charset=utf-8", `noema-${list}-${fileDay()}.csv`),
  });
}
