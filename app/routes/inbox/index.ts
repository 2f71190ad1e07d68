import { redirect } from "react-router";
import type { Route } from "./+types/index";
import { NO_STORE, requireStaff } from "~/server/staff/guard.server";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  throw redirect("/inbox/applications", { headers: NO_STORE });
}
