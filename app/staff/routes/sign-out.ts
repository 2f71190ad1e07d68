import { data, redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { requireTokenPost } from "#app/platform/security/post-guard.server.ts";
import { getDb } from "#app/platform/db/db.server.ts";
import { requestInfoContext } from "#app/platform/request-context.server.ts";
import { recordAudit } from "#app/staff/server/audit.server.ts";
import { cookieIsSecure, destroySession, getStaffUser } from "#app/staff/server/auth.server.ts";
import { NO_STORE } from "#app/staff/server/guard.server.ts";

export async function action({ request, context }: Route.ActionArgs) {
  const post = await requireTokenPost(request);
  if (!post.ok) throw data({ error: "forbidden" }, { status: post.status, headers: NO_STORE });
  const db = getDb();
  const info = context.get(requestInfoContext);
  const user = await getStaffUser(db, request);
  if (user) await recordAudit(db, { staffUserId: user.id, action: "sign_out", ip: info.clientIp });
  const cookie = await destroySession(db, request, cookieIsSecure(info.secure));
  throw redirect("/inbox/sign-in", { headers: { "Set-Cookie": cookie, ...NO_STORE } });
}

export function loader() {
  throw redirect("/inbox", { headers: NO_STORE });
}
