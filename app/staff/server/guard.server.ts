import { data, redirect } from "react-router";
import { isFreeOfControlCharacters } from "#app/shared/forms/fields.schema.ts";
import { LISTS, type ListName } from "#app/staff/view/workflow.ts";
import { getDb } from "#app/platform/db/db.server.ts";
import type { StaffRole } from "#app/platform/db/schema.ts";
import { getStaffUser, type SignedInStaff } from "./auth.server.ts";
import { type CheckedPost, requireTokenPost } from "#app/platform/security/post-guard.server.ts";

/** Every staff response carries this: nothing about a lead may sit in a browser or proxy cache. */
export const NO_STORE = { "Cache-Control": "no-store" } as const;

/**
 * Headers of a sign-in page: no-store, plus the action's Retry-After when it refused the client
 * (429). A route's own headers replace the action's, so without this the client never sees it.
 */
export function noStoreKeepingRetryAfter({ actionHeaders }: { actionHeaders: Headers }): HeadersInit {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { ...NO_STORE, "Retry-After": retryAfter } : NO_STORE;
}

/** The longest return path kept across sign-in (the Location it becomes must fit a proxy's buffer). */
const MAX_NEXT_LENGTH = 2_000;

/** The signed-in staff member, or a redirect to the sign-in page that comes back here. */
export async function requireStaff(request: Request, role?: StaffRole): Promise<SignedInStaff> {
  const user = await getStaffUser(getDb(), request);
  if (!user) {
    const url = new URL(request.url);
    const next = encodeURIComponent(url.pathname + url.search);
    // A proxy refuses (502) an answer whose headers outgrow its buffer: a forged long URL is not echoed.
    const query = next.length > MAX_NEXT_LENGTH ? "" : `?next=${next}`;
    throw redirect(`/inbox/sign-in${query}`, { headers: NO_STORE });
  }
  // "admin-only" tells the staff error page to give the real reason (app/staff/view/staff-error.ts).
  if (role === "admin" && user.role !== "admin")
    throw data({ error: "admin-only" }, { status: 403, headers: NO_STORE });
  return user;
}

/**
 * Every staff action starts here (decision 080): the signed-in member (a redirect to sign-in when
 * not, a 403 when `role` is admin and they are not), the posted form (a thrown 400 or 413), and
 * whether it came from the staff app's own page with this browser's CSRF token.
 */
export async function requireStaffPost(
  request: Request,
  role?: StaffRole,
): Promise<CheckedPost<{ user: SignedInStaff }>> {
  const user = await requireStaff(request, role);
  const post = await requireTokenPost(request);
  return post.ok ? { ...post, user } : post;
}

/** The list named in the URL, or a 404. */
export function listOf(param: string | undefined): ListName {
  const list = LISTS.find((candidate) => candidate === param);
  if (!list) throw data(null, { status: 404, headers: NO_STORE });
  return list;
}

const NEXT_BASE = "http://next.invalid";

/**
 * Only same-origin paths under /inbox are followed after sign-in. Control characters are refused before
 * parsing (the URL parser would silently drop CR/LF), and the answer is the parsed URL's own serialisation,
 * so it is plain ASCII, fit for a Location header, with dot segments already resolved.
 */
export function safeNext(next: string | null): string {
  if (!next?.startsWith("/") || next.startsWith("//") || next.includes("\\") || !isFreeOfControlCharacters(next)) {
    return "/inbox";
  }
  const url = URL.parse(next, NEXT_BASE);
  if (url?.origin !== NEXT_BASE || !/^\/inbox(?:\/|$)/.test(url.pathname)) return "/inbox";
  const path = url.pathname + url.search + url.hash;
  return path.length > MAX_NEXT_LENGTH ? "/inbox" : path;
}
