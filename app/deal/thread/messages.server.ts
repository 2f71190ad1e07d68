import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { COUNT_CAP } from "#app/staff/view/workflow.ts";
import type { DatabaseHandle } from "#app/platform/db/db.server.ts";
import type { Database, DealMessageAuthor } from "#app/platform/db/schema.ts";
import { ownedBy } from "#app/founder/server/applications.server.ts";
import { enqueueFounderNotice } from "#app/platform/outbox/founder-digest.server.ts";
import { enqueue, noticeWaits } from "#app/platform/outbox/outbox.server.ts";
import { recordAudit } from "#app/staff/server/audit.server.ts";

/*
 * The conversation between staff and the founder of one application (issue 20, decision 059). Each
 * message is stored with the e-mail notice that tells the other side, in one transaction; the notice
 * links to the conversation and never carries the message. A resubmitted form (same idempotency key)
 * stores and mails nothing more. The founder's side is always scoped by the session's address.
 */

export type PostOutcome = "done" | "not-found" | "withdrawn";

export interface ThreadMessage {
  id: string;
  author: DealMessageAuthor;
  /** The staff member's name on staff messages (null once their account is gone). */
  staffName: string | null;
  body: string;
  createdAt: string;
  /** Not yet read by the side it was written to, before this page view. */
  unread: boolean;
}

type Notice = "deal_message_to_founder" | "deal_message_to_staff";

/**
 * Queues the other side's notice unless one for this conversation still waits unsent: three quick
 * messages make one e-mail, which says there is something new to read.
 */
async function queueNotice(trx: Kysely<Database>, kind: Notice, applicationId: string) {
  if (await noticeWaits(trx, kind, applicationId)) return;
  const application = await trx
    .selectFrom("applications")
    .select(["applicant_email", "applicant_first_name", "business_name"])
    .where("id", "=", applicationId)
    .executeTakeFirstOrThrow();
  if (kind === "deal_message_to_staff") {
    await enqueue(trx, kind, { leadId: applicationId, businessName: application.business_name });
    return;
  }
  // The founder's notice waits the stage-mail window and joins any other waiting for them (issue 26).
  const payload = {
    leadId: applicationId,
    email: application.applicant_email,
    firstName: application.applicant_first_name,
    businessName: application.business_name,
  };
  await enqueueFounderNotice(trx, kind, payload);
}

export interface NewMessage {
  applicationId: string;
  author: DealMessageAuthor;
  staffUserId: string | null;
  body: string;
  idempotencyKey: string;
}

/** Stores one message; answers its id, or null when this key already stored one. */
async function insertMessage(trx: Kysely<Database>, message: NewMessage): Promise<string | null> {
  const id = randomUUID();
  const inserted = await trx
    .insertInto("deal_messages")
    .values({
      id,
      application_id: message.applicationId,
      author: message.author,
      staff_user_id: message.staffUserId,
      body: message.body,
      created_at: new Date().toISOString(),
      read_at: null,
      idempotency_key: message.idempotencyKey,
    })
    .onConflict((conflict) => conflict.columns(["application_id", "idempotency_key"]).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1 ? id : null;
}

/**
 * A message written by the app on someone's behalf (an offer made or answered, decision 085), in the
 * caller's transaction: stored, and the other side's notice queued, as if typed in the conversation.
 */
export async function addMessageInTransaction(trx: Kysely<Database>, message: NewMessage): Promise<void> {
  const id = await insertMessage(trx, message);
  if (!id) return;
  const notice = message.author === "staff" ? "deal_message_to_founder" : "deal_message_to_staff";
  await queueNotice(trx, notice, message.applicationId);
}

/** A partner writes to the founder; the founder is e-mailed a link to the conversation. */
export function postStaffMessage(
  handle: DatabaseHandle,
  applicationId: string,
  body: string,
  actor: { id: string; ip?: string },
  idempotencyKey: string,
): Promise<PostOutcome> {
  return handle.write(async (trx) => {
    const row = await trx.selectFrom("applications").select("id").where("id", "=", applicationId).executeTakeFirst();
    if (!row) return "not-found";
    const id = await insertMessage(trx, {
      applicationId,
      author: "staff",
      staffUserId: actor.id,
      body,
      idempotencyKey,
    });
    if (!id) return "done";
    // The history says a message went, not what it said: the thread holds the words.
    await recordAudit(trx, {
      staffUserId: actor.id,
      ip: actor.ip,
      action: "message_to_founder",
      lead: { kind: "application", id: applicationId },
      after: { messageId: id },
    });
    await queueNotice(trx, "deal_message_to_founder", applicationId);
    return "done";
  });
}

/** The founder answers on one of their own applications; the firm is e-mailed a link. */
export function postFounderMessage(
  handle: DatabaseHandle,
  email: string,
  applicationId: string,
  body: string,
  idempotencyKey: string,
): Promise<PostOutcome> {
  return handle.write(async (trx) => {
    const row = await trx
      .selectFrom("applications")
      .select(["id", "status"])
      .where("id", "=", applicationId)
      .where(ownedBy(email))
      .executeTakeFirst();
    if (!row) return "not-found";
    // The founder withdrew: the conversation is closed on their side (issue 26).
    if (row.status === "withdrawn") return "withdrawn";
    const id = await insertMessage(trx, {
      applicationId,
      author: "founder",
      staffUserId: null,
      body,
      idempotencyKey,
    });
    if (!id) return "done";
    await recordAudit(trx, {
      staffUserId: null,
      action: "message_by_founder",
      lead: { kind: "application", id: applicationId },
      after: { messageId: id },
    });
    await queueNotice(trx, "deal_message_to_staff", applicationId);
    return "done";
  });
}

/** The messages of one application, oldest first. */
async function messagesOf(db: Kysely<Database>, applicationId: string): Promise<ThreadMessage[]> {
  const rows = await db
    .selectFrom("deal_messages")
    .leftJoin("staff_users", "staff_users.id", "deal_messages.staff_user_id")
    .select([
      "deal_messages.id",
      "deal_messages.author",
      "deal_messages.body",
      "deal_messages.created_at",
      "deal_messages.read_at",
      "staff_users.name",
    ])
    .where("deal_messages.application_id", "=", applicationId)
    .orderBy("deal_messages.created_at")
    .orderBy("deal_messages.id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    author: row.author,
    staffName: row.name,
    body: row.body,
    createdAt: row.created_at,
    unread: row.read_at === null,
  }));
}

/** Marks what `reader`'s side was sent in this conversation as read; writes only when something was unread. */
async function markRead(handle: DatabaseHandle, applicationId: string, sentBy: DealMessageAuthor) {
  await handle.write((trx) =>
    trx
      .updateTable("deal_messages")
      .set({ read_at: new Date().toISOString() })
      .where("application_id", "=", applicationId)
      .where("author", "=", sentBy)
      .where("read_at", "is", null)
      .execute(),
  );
}

/**
 * The thread as staff see it on the lead page. Viewing it reads the founder's messages for the
 * whole firm (decision 059): the nav's count drops for everyone. `unread` says what was new before.
 */
export async function staffThread(handle: DatabaseHandle, applicationId: string): Promise<ThreadMessage[]> {
  const messages = await messagesOf(handle.db, applicationId);
  const shown = messages.map((message) => ({ ...message, unread: message.author === "founder" && message.unread }));
  if (shown.some((message) => message.unread)) await markRead(handle, applicationId, "founder");
  return shown;
}

/**
 * The thread on the founder's own deal page, or null when the application is not theirs (or gone).
 * Staff messages not seen before are flagged `unread` this once, then marked read.
 */
export async function founderThread(
  handle: DatabaseHandle,
  email: string,
  applicationId: string,
): Promise<ThreadMessage[] | null> {
  const owned = await handle.db
    .selectFrom("applications")
    .select("id")
    .where("id", "=", applicationId)
    .where(ownedBy(email))
    .executeTakeFirst();
  if (!owned) return null;
  const messages = await messagesOf(handle.db, applicationId);
  // The founder never learns which staff messages staff have or haven't read, nor who wrote to whom inside the firm.
  const shown = messages.map((message) => ({ ...message, unread: message.author === "staff" && message.unread }));
  if (shown.some((message) => message.unread)) await markRead(handle, applicationId, "staff");
  return shown;
}

/** Per application of this founder: how many staff messages they have not read yet. */
export async function founderUnread(db: Kysely<Database>, email: string): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom("deal_messages")
    .innerJoin("applications", "applications.id", "deal_messages.application_id")
    .select(["deal_messages.application_id as id", sql<string | number>`count(*)`.as("n")])
    .where("deal_messages.author", "=", "staff")
    .where("deal_messages.read_at", "is", null)
    .where(ownedBy(email))
    .groupBy("deal_messages.application_id")
    .execute();
  return Object.fromEntries(rows.map((row) => [row.id, Number(row.n)]));
}

export interface UnreadConversations {
  /** Conversations with a founder message no staff member has read (capped at COUNT_CAP). */
  count: number;
  /** The application whose unread message is oldest: the nav links straight to it. */
  next: string | null;
}

/**
 * For the staff nav, on every staff page: two small indexed queries. `reading` is the application whose
 * page is being opened: its loader marks the thread read while this one runs, so it is left out here,
 * and the count is right on the page where the thread is read rather than one page later.
 */
export async function unreadConversations(db: Kysely<Database>, reading?: string): Promise<UnreadConversations> {
  let unread = db.selectFrom("deal_messages").where("author", "=", "founder").where("read_at", "is", null);
  if (reading) unread = unread.where("application_id", "!=", reading);
  const [counted, oldest] = await Promise.all([
    sql<{ n: string | number }>`select count(*) as n from (${unread
      .select("application_id")
      .distinct()
      .limit(COUNT_CAP)}) as waiting`.execute(db),
    unread.select("application_id").orderBy("created_at").limit(1).executeTakeFirst(),
  ]);
  return { count: Number(counted.rows[0]?.n ?? 0), next: oldest?.application_id ?? null };
}
