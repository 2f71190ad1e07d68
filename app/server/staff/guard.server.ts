import { redirect } from "react-router";
import { getDb } from "../db/db.server.ts";
import { getStaffUser, type StaffUser } from "./auth.server.ts";

/** The signed-in staff member, or a redirect to the sign-in page that comes back here. */
export async function requireStaff(request: Request): Promise<StaffUser> {
  const user = await getStaffUser(getDb(), request);
  if (user) return user;
  const url = new URL(request.url);
  throw redirect(`/inbox/sign-in?next=${encodeURIComponent(url.pathname + url.search)}`);
}

/** Only same-site paths under /inbox are followed after sign-in. */
export function safeNext(next: string | null): string {
  return next && /^\/inbox(\/|\?|$)/.test(next) && !next.startsWith("//") ? next : "/inbox";
}
