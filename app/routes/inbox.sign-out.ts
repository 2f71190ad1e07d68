import { redirect } from "react-router";
import type { Route } from "./+types/inbox.sign-out";
import { verifyCsrf, verifyOrigin } from "~/server/csrf.server";
import { getDb } from "~/server/db/db.server";
import { requestInfoContext } from "~/server/request-context.server";
import { audit, destroySession, getStaffUser } from "~/server/staff/auth.server";

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  if (!verifyOrigin(request) || !verifyCsrf(request, formData)) throw new Response("Forbidden", { status: 403 });
  const db = getDb();
  const info = context.get(requestInfoContext);
  const user = await getStaffUser(db, request);
  if (user) await audit(db, { staffUserId: user.id, action: "sign_out", ip: info.clientIp });
  throw redirect("/inbox/sign-in", { headers: { "Set-Cookie": await destroySession(db, request, info.secure) } });
}

export function loader() {
  throw redirect("/inbox");
}
