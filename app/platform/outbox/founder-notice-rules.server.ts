import type { Kysely } from "kysely";
import type { ApplicationStatus, Database } from "#app/platform/db/schema.ts";

/*
 * Whether a founder's notice may still go, read where the application stands when it is due. The
 * outbox skips by this rule and the lead page says what it will do by the same rule (issue 26, item
 * 12), so "goes at 07:07" is never shown for an e-mail the outbox will skip.
 */

/** The founder notices of one application: they wait, and go together (./founder-digest.server.ts). */
export const FOUNDER_NOTICE_KINDS = [
  "founder_status_update",
  "founder_documents_requested",
  "deal_message_to_founder",
] as const;
export type FounderNoticeKind = (typeof FOUNDER_NOTICE_KINDS)[number];

export const isFounderNoticeKind = (kind: string): kind is FounderNoticeKind =>
  (FOUNDER_NOTICE_KINDS as readonly string[]).includes(kind);

/** Why a notice will not go: the founder withdrew, the application is gone, or it moved on or was declined. */
export type NotSentReason = "withdrawn" | "gone" | "moved" | "declined";

/**
 * Undefined while the notice may go. A withdrawn or erased founder gets nothing; a stage e-mail goes
 * only while the application is still in that stage; documents are asked for only while it is open.
 */
export function founderNoticeBlocker(
  kind: FounderNoticeKind,
  payload: string,
  current: ApplicationStatus | undefined,
): NotSentReason | undefined {
  if (current === undefined) return "gone";
  if (current === "withdrawn") return "withdrawn";
  if (kind === "founder_status_update") {
    const { status } = JSON.parse(payload) as { status: ApplicationStatus };
    return status === current ? undefined : "moved";
  }
  if (kind === "founder_documents_requested" && current === "declined") return "declined";
  return undefined;
}

/** The outbox's note for a skipped notice. */
export const notSentNote = (reason: NotSentReason, current: ApplicationStatus | undefined) =>
  reason === "gone" ? "the application is gone" : `the application is now ${current}`;

/** The application's status now, or undefined when it is gone. */
export async function applicationStatus(db: Kysely<Database>, leadId: string) {
  const row = await db.selectFrom("applications").select("status").where("id", "=", leadId).executeTakeFirst();
  return row?.status;
}
