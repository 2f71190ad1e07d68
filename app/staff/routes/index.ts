import { redirect } from "react-router";
import type { Route } from "./+types/index";
import { NO_STORE, requireStaff } from "#app/staff/server/guard.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  throw redirect("/inbox/applications", { headers: NO_STORE });
}
