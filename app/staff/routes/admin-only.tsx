import { redirect } from "react-router";
import type { Route } from "./+types/admin-only";
import { NO_STORE, requireStaff } from "#app/staff/server/guard.server.ts";

/*
 * Where a member's GET of an admin-only file address (a list's CSV export) lands: that address is a
 * resource route, which can only answer bare data, so it sends members here for the staff layout's
 * 403 page, the one /inbox/privacy shows (issue 26). An admin is sent on to the inbox.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "admin");
  return redirect("/inbox", { headers: NO_STORE });
}

export default function AdminOnly() {
  return null;
}
