import type { Route } from "./+types/export";
import { listSearch, parseListState } from "~/lib/inbox/list-state";
import { getDatabase } from "~/server/db/db.server";
import { requestInfoContext } from "~/server/request-context.server";
import { recordAudit } from "~/server/staff/audit.server";
import { listOf, NO_STORE, requireStaff } from "~/server/staff/guard.server";
import { exportView } from "~/server/staff/leads/csv.server";

/** CSV of the current view (filters from the query string). Admins only: it is a bulk copy of personal data. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireStaff(request, "admin");
  const list = listOf(params.list);
  const state = parseListState(list, new URL(request.url).searchParams);
  const handle = getDatabase();
  const { csv, rows } = await exportView(handle, list, state, user.id);
  await recordAudit(handle.db, {
    staffUserId: user.id,
    action: "export_csv",
    // The search text may be a person's name or address, which an erasure could not find here later.
    target: `${list}${listSearch(state, { q: "" })}`,
    ip: context.get(requestInfoContext).clientIp,
    after: { rows, searched: state.q !== "" },
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="noema-${list}-${day}.csv"`,
      ...NO_STORE,
    },
  });
}
