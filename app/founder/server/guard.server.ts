import { redirect } from "react-router";
import { isOwnPagePost } from "#app/platform/security/csrf.server.ts";
import { type CheckedPost, requireTokenPost } from "#app/platform/security/post-guard.server.ts";
import { accessExport } from "#app/platform/privacy/access.server.ts";
import { getDb } from "#app/platform/db/db.server.ts";
import { NO_STORE } from "#app/staff/server/guard.server.ts";
import { founderReturnPath, founderSignInUrl } from "./return-path.server.ts";
import { getFounderEmail } from "./sessions.server.ts";

/** The signed-in founder's address, or a redirect to the page that sends a link (and its link back here). */
export async function requireFounder(request: Request): Promise<string> {
  const email = await getFounderEmail(getDb(), request);
  if (!email) {
    const next = founderReturnPath(new URL(request.url).pathname);
    throw redirect(founderSignInUrl(next), { headers: NO_STORE });
  }
  return email;
}

/**
 * Every founder action starts here (decision 080): the signed-in founder's address (a redirect to the
 * sign-in page when not), the posted form, and whether it came from the account's own page with this
 * browser's CSRF token.
 */
export async function requireFounderPost(request: Request): Promise<CheckedPost<{ email: string }>> {
  const email = await requireFounder(request);
  const post = await requireTokenPost(request);
  return post.ok ? { ...post, email } : post;
}

/**
 * An upload streams its body, so only the session and the origin are checked before it is read; the
 * upload checks the token among its fields with `verifyCsrfField` before it stores a byte.
 */
export async function requireFounderUpload(request: Request): Promise<{ ok: true; email: string } | { ok: false }> {
  const email = await requireFounder(request);
  return isOwnPagePost(request) ? { ok: true, email } : { ok: false };
}

/** What a founder downloads: what they gave us. Internal notes, history and assignees stay with the firm. */
export async function founderExport(email: string) {
  const everything = await accessExport(getDb(), email);
  const withoutAssignee = (rows: object[]) =>
    rows.map((row) => {
      const { assignee_id: _assignee, assignee_name: _name, ...rest } = row as Record<string, unknown>;
      return rest;
    });
  return {
    email: everything.email,
    generatedAt: everything.generatedAt,
    applications: withoutAssignee(everything.applications),
    contactMessages: withoutAssignee(everything.contactMessages),
    newsletterSubscriptions: everything.newsletterSubscriptions,
    // Both sides of each deal's conversation; which staff member wrote and the read marks stay with the firm.
    conversation: everything.conversation.map((row) => {
      const {
        staff_user_id: _staff,
        staff_name: _name,
        read_at: _read,
        idempotency_key: _key,
        ...rest
      } = row as Record<string, unknown>;
      return rest;
    }),
    // Names, sizes and dates of what they uploaded (the bytes are downloaded from the documents page).
    documents: everything.documents,
    // The statements and KPI packs they shared, what was read from them, and their corrections.
    sharedData: everything.sharedData,
  };
}
