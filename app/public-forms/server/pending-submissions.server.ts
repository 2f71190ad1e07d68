import type { Kysely } from "kysely";
import type { ApplicationInput } from "#app/public-forms/application/application.schema.ts";
import type { ContactInput } from "#app/public-forms/contact/contact.schema.ts";
import { CONFIRM_SUBMISSION_PATH } from "#app/shared/forms/confirm-by-mail.ts";
import { mailCopy } from "#app/content/shared/mail/data.ts";
import type { DatabaseHandle } from "#app/platform/db/db.server.ts";
import type { ConfirmableFormName, Database } from "#app/platform/db/schema.ts";
import { mailLinkBase } from "#app/platform/mail/link-base.server.ts";
import type { OutgoingMail } from "#app/platform/mail/mailer.server.ts";
import { enqueue } from "#app/platform/outbox/outbox.server.ts";
import {
  confirmSubmissionToken,
  PENDING_SUBMISSION_TTL_MS,
  verifyConfirmSubmissionToken,
} from "./confirm-token.server.ts";
import { CONFIRMATION_RESEND_INTERVAL_MS, storeApplication, storeContactMessage } from "./stores.server.ts";

export { PENDING_SUBMISSION_TTL_MS };

/*
 * Decision 076: without JavaScript no captcha can be solved, so a contact message or application sent
 * without one is held here, and its sender confirms it from an e-mail (a signed link to a page whose
 * button posts: mail scanners only GET). Confirming stores it through the same store function a
 * captcha-verified submission uses, in one transaction: the lead, its deliveries, its receipt.
 */

const stores = { contact: storeContactMessage, application: storeApplication };
type StoredValue = { contact: ContactInput; application: ApplicationInput };

export interface HoldArgs<Form extends ConfirmableFormName> {
  form: Form;
  id: string;
  value: StoredValue[Form];
  email: string;
  now: Date;
}

/**
 * Holds a submission inside the pipeline's transaction and queues its confirmation mail, unless the address
 * had one in the last CONFIRMATION_RESEND_INTERVAL_MS: then this one rides on that mail (its button confirms
 * every submission held for the address that has no mail of its own), so the form cannot flood an inbox.
 * Answers the address the mail goes to.
 */
export async function holdSubmission<Form extends ConfirmableFormName>(
  trx: Kysely<Database>,
  { form, id, value, email, now }: HoldArgs<Form>,
): Promise<string> {
  const address = email.trim().toLowerCase();
  const createdAt = now.toISOString();
  const recentMail = await trx
    .selectFrom("pending_submissions")
    .select("id")
    .where("email", "=", address)
    .where("confirmed_at", "is", null)
    .where("mailed_at", ">", new Date(now.getTime() - CONFIRMATION_RESEND_INTERVAL_MS).toISOString())
    .executeTakeFirst();
  await trx
    .insertInto("pending_submissions")
    .values({
      id,
      form,
      email: address,
      value: JSON.stringify(value),
      created_at: createdAt,
      expires_at: new Date(now.getTime() + PENDING_SUBMISSION_TTL_MS).toISOString(),
      mailed_at: recentMail ? null : createdAt,
      confirmed_at: null,
      lead_id: null,
    })
    .execute();
  if (!recentMail) await enqueue(trx, "submission_confirmation", { pendingId: id, email: address, form }, now);
  return address;
}

/** The pipeline's hold step for one form: held under the id its lead will have. */
export function holdFor<Form extends ConfirmableFormName>(form: Form) {
  return (trx: Kysely<Database>, value: StoredValue[Form], now: Date, id: string) =>
    holdSubmission(trx, { form, id, value, email: value.email, now });
}

/** The address `id` waits on, if it is a submission still waiting for its sender (a repeat answers as the first). */
export async function awaitingConfirmationFrom(db: Kysely<Database>, id: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("pending_submissions")
    .select("email")
    .where("id", "=", id)
    .where("confirmed_at", "is", null)
    .executeTakeFirst();
  return row?.email ?? undefined;
}

/** The mail with the link; undefined when the submission was confirmed, or is gone, by the time it is sent. */
export async function composeSubmissionConfirmation(
  db: Kysely<Database>,
  pendingId: string,
): Promise<OutgoingMail | undefined> {
  const row = await db
    .selectFrom("pending_submissions")
    .select(["form", "email", "created_at"])
    .where("id", "=", pendingId)
    .where("confirmed_at", "is", null)
    .executeTakeFirst();
  if (!row?.email) return undefined;
  const copy = mailCopy.submissionConfirmation;
  const token = confirmSubmissionToken(pendingId, row.created_at);
  const url = `${mailLinkBase()}${CONFIRM_SUBMISSION_PATH}?token=${encodeURIComponent(token)}`;
  return {
    to: row.email,
    subject: copy.subject[row.form],
    text: [copy.greeting, "", copy.body[row.form], "", copy.confirmLabel, url, "", copy.expiry, "", copy.ignore].join(
      "\n",
    ),
  };
}

export type PendingCheck =
  { state: "prompt"; forms: ConfirmableFormName[] } | { state: "sent" } | { state: "invalid" | "expired" };

/** What the link's page shows before the press: what the button sends, or why the link does not work. */
export async function checkConfirmLink(
  db: Kysely<Database>,
  token: string | null,
  now = new Date(),
): Promise<PendingCheck> {
  const check = verifyConfirmSubmissionToken(token, now);
  if (!check.ok) return { state: check.reason };
  const row = await db
    .selectFrom("pending_submissions")
    .select(["email", "confirmed_at"])
    .where("id", "=", check.id)
    .executeTakeFirst();
  if (!row) return { state: "expired" };
  if (row.confirmed_at) return { state: "sent" };
  const held = await heldWith(db, check.id, row.email, now);
  return { state: "prompt", forms: held.map((pending) => pending.form) };
}

/** The token's submission, and those of the same address riding on its mail. */
function heldWith(db: Kysely<Database>, id: string, email: string | null, now: Date) {
  return db
    .selectFrom("pending_submissions")
    .select(["id", "form", "value"])
    .where("confirmed_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .where((eb) =>
      email === null
        ? eb("id", "=", id)
        : eb.or([eb("id", "=", id), eb.and([eb("email", "=", email), eb("mailed_at", "is", null)])]),
    )
    .orderBy("created_at")
    .execute();
}

export type ConfirmOutcome = { state: "sent"; leadIds: string[] } | { state: "alreadySent" | "invalid" | "expired" };

/**
 * The button's post: in one transaction, each held submission is marked confirmed (only if it still was
 * not, so two presses at once store it once), emptied of its content, and stored as the lead it becomes,
 * under its own id.
 */
export async function confirmSubmission(
  database: DatabaseHandle,
  token: string | null,
  now = new Date(),
): Promise<ConfirmOutcome> {
  const check = verifyConfirmSubmissionToken(token, now);
  if (!check.ok) return { state: check.reason };
  return database.write(async (trx) => {
    const row = await trx
      .selectFrom("pending_submissions")
      .select(["email", "confirmed_at"])
      .where("id", "=", check.id)
      .executeTakeFirst();
    if (!row) return { state: "expired" as const };
    if (row.confirmed_at) return { state: "alreadySent" as const };
    const leadIds: string[] = [];
    for (const pending of await heldWith(trx, check.id, row.email, now)) {
      const claimed = await trx
        .updateTable("pending_submissions")
        .set({ confirmed_at: now.toISOString(), lead_id: pending.id, email: null, value: null })
        .where("id", "=", pending.id)
        .where("confirmed_at", "is", null)
        .returning("id")
        .executeTakeFirst();
      if (!claimed || pending.value === null) continue;
      leadIds.push(await storeHeld(trx, pending.form, pending.value, now, pending.id));
    }
    return leadIds.length ? { state: "sent" as const, leadIds } : { state: "alreadySent" as const };
  });
}

/**
 * The value was written by holdSubmission from the schema's validated output; JSON keeps its strings,
 * numbers and nulls as they were (an optional field left out stays out), so the store sees what it
 * would have seen with a captcha.
 */
function storeHeld(trx: Kysely<Database>, form: ConfirmableFormName, value: string, now: Date, id: string) {
  if (form === "contact") return stores.contact(trx, JSON.parse(value) as StoredValue["contact"], now, id);
  return stores.application(trx, JSON.parse(value) as StoredValue["application"], now, id);
}
