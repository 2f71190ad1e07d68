import { data, redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { requireTokenPost } from "~/server/post-guard.server";
import { getDb } from "~/server/db/db.server";
import { requestInfoContext } from "~/server/request-context.server";
import { recordAudit } from "~/server/staff/audit.server";
import { cookieIsSecure, destroySession, getStaffUser } from "~/server/staff/auth.server";
import { NO_STORE } from "~/server/staff/guard.server";

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
