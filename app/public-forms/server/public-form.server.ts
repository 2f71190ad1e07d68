import { createHash, randomUUID } from "node:crypto";
import { parseWithZod } from "@conform-to/zod/v4";
import type { Kysely } from "kysely";
import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { applicationSchema } from "#app/public-forms/application/application.schema.ts";
import { contactSchema } from "#app/public-forms/contact/contact.schema.ts";
import { newsletterSchema } from "#app/public-forms/newsletter/newsletter.schema.ts";
import {
  CAPTCHA_FIELD,
  HONEYPOT_FIELD,
  IDEMPOTENCY_FIELD,
  NEVER_ECHOED_FIELDS,
} from "#app/shared/forms/field-names.ts";
import { formErrors } from "#app/content/shared/form-errors/data.ts";
import {
  type CaptchaCheck,
  consumeCaptchaSolution,
  verifyCaptchaPayload,
} from "#app/platform/captcha/captcha.server.ts";
import { isSameOriginPost } from "#app/platform/security/csrf.server.ts";
import { logDatabaseFailure, noteDatabaseAnswered } from "#app/platform/db/availability.server.ts";
import { getDatabase } from "#app/platform/db/db.server.ts";
import type { Database, PublicFormName } from "#app/platform/db/schema.ts";
import { leadRef, logger } from "#app/platform/logger.server.ts";
import { recordCaptchaRefusal, recordFormOutcome } from "#app/platform/metrics.server.ts";
import { consumeFormSubmission } from "#app/platform/security/rate-limit.server.ts";
import { requestInfoContext } from "#app/platform/request-context.server.ts";
import { BodyTooLargeError, readFormDataWithLimit } from "./body.server.ts";
import { awaitingConfirmationFrom, holdFor } from "./pending-submissions.server.ts";
import { type LeadStore, storeApplication, storeContactMessage, storeNewsletterSubscription } from "./stores.server.ts";
import { bareError, type PublicFormErrorStatus, type PublicFormResult } from "./public-form-result.server.ts";

const IDEMPOTENCY_KEY_PATTERN = /^[\w-]{8,100}$/;

export type { PublicFormErrorStatus, PublicFormResult } from "./public-form-result.server.ts";

interface FormDefinition<Schema extends z.ZodType> {
  schema: Schema;
  store: LeadStore<z.output<Schema>>;
  /** Forms that hold a submission without a captcha until its sender confirms it by e-mail. */
  hold?: (db: Kysely<Database>, value: z.output<Schema>, now: Date, id: string) => Promise<string>;
}

const definitions = {
  contact: {
    schema: contactSchema,
    store: storeContactMessage,
    hold: holdFor("contact"),
  } satisfies FormDefinition<typeof contactSchema>,
  application: {
    schema: applicationSchema,
    store: storeApplication,
    hold: holdFor("application"),
  } satisfies FormDefinition<typeof applicationSchema>,
  newsletter: { schema: newsletterSchema, store: storeNewsletterSubscription } satisfies FormDefinition<
    typeof newsletterSchema
  >,
};

export interface HandlePublicFormArgs<Form extends PublicFormName> {
  request: Request;
  context: Readonly<RouterContextProvider>;
  form: Form;
  /** Default true; the newsletter box may go without. */
  requireCaptcha?: boolean;
  /**
   * Only when the route already read the body (e.g. to look at the wizard's
   * `intent`): it must have used readFormDataWithLimit so the 32 KB limit held.
   */
  formData?: FormData;
}

/**
 * The whole server path of a public form, in order: body limit → rate limit →
 * Fetch Metadata / Origin → honeypot → schema → captcha → idempotency key → one
 * transaction (row + outbox + captcha use) → success. Contact or application without any captcha
 * (no JavaScript): held, its sender mailed a link to confirm (decision 076). Every refusal is a 4xx
 * with a message the form shows; only an unavailable database answers 503.
 */
export async function handlePublicForm<Form extends PublicFormName>(
  args: HandlePublicFormArgs<Form>,
): Promise<PublicFormResult> {
  const result = await runForm(args);
  recordFormOutcome(args.form, result);
  return result;
}

function runForm<Form extends PublicFormName>(args: HandlePublicFormArgs<Form>): Promise<PublicFormResult> {
  switch (args.form) {
    case "contact":
      return runPipeline(args, definitions.contact);
    case "application":
      return runPipeline(args, definitions.application);
    case "newsletter":
      return runPipeline(args, definitions.newsletter);
    default:
      throw new Error(`Unknown public form: ${String(args.form)}`);
  }
}

async function runPipeline<Schema extends z.ZodType>(
  args: HandlePublicFormArgs<PublicFormName>,
  definition: FormDefinition<Schema>,
): Promise<PublicFormResult> {
  const { request, context, form } = args;
  const requestInfo = context.get(requestInfoContext);
  const log = logger.child({ form, route: new URL(request.url).pathname });

  // 1. Body limit.
  let formData: FormData;
  try {
    formData = args.formData ?? (await readFormDataWithLimit(request));
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      log.info("public form refused: body too large");
      return bareError(413, formErrors.tooLarge);
    }
    log.info({ err: error }, "public form refused: unreadable body");
    return bareError(400, formErrors.unreadable);
  }

  // Parsing is pure, so it happens now; its verdict is used at step 5. Every
  // refusal from here on echoes the submitted values back.
  const submission = parseWithZod(formData, { schema: definition.schema });
  const refuse = (httpStatus: PublicFormErrorStatus, message: string, extra: { retryAfterSeconds?: number } = {}) => {
    log.info({ httpStatus, reason: message }, "public form refused");
    return {
      status: "error" as const,
      httpStatus,
      formError: message,
      reply: submission.reply({ formErrors: [message], hideFields: [...NEVER_ECHOED_FIELDS] }),
      ...extra,
    };
  };

  // 2. Rate limit per client address.
  const verdict = await consumeFormSubmission(requestInfo.clientIp);
  if (!verdict.allowed) {
    const minutes = Math.max(1, Math.ceil(verdict.retryAfterSeconds / 60));
    return refuse(429, formErrors.tooManyRequests(minutes), { retryAfterSeconds: verdict.retryAfterSeconds });
  }

  // 3. Who started the post: Fetch Metadata, else Origin or Referer (decision 066). No token.
  if (!isSameOriginPost(request)) return refuse(403, formErrors.foreignOrigin);

  // 4. Honeypot.
  const honeypot = formData.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" ? honeypot.trim() !== "" : honeypot !== null) {
    return refuse(400, formErrors.honeypot);
  }

  // 5. Schema.
  if (submission.status !== "success") {
    log.info({ fields: Object.keys(submission.error ?? {}) }, "public form refused: invalid fields");
    return {
      status: "error",
      httpStatus: 400,
      reply: submission.reply({ hideFields: [...NEVER_ECHOED_FIELDS] }),
    };
  }

  // 6. Captcha, checked cryptographically here; its one-time use is recorded in the transaction.
  let captcha: Extract<CaptchaCheck, { ok: true }> | undefined;
  let hold = false;
  if (args.requireCaptcha !== false) {
    const check = await verifyCaptchaPayload(formData.get(CAPTCHA_FIELD));
    // None at all: no script ran. A wrong, expired or reused one is refused as before.
    if (!check.ok && check.reason === "missing" && definition.hold) {
      hold = true;
    } else if (!check.ok) {
      recordCaptchaRefusal(check.reason);
      if (check.reason === "missing") return refuse(400, formErrors.captchaRequired);
      if (check.reason === "expired") return refuse(422, formErrors.captchaExpired);
      return refuse(422, formErrors.captchaInvalid);
    } else {
      captcha = check;
    }
  }

  // 7. Idempotency key: a retry of the same form instance is the same submission.
  const submittedKey = formData.get(IDEMPOTENCY_FIELD);
  const idempotencyKey =
    typeof submittedKey === "string" && IDEMPOTENCY_KEY_PATTERN.test(submittedKey) ? submittedKey : randomUUID();

  // 8. One atomic write: claim the key, use up the captcha, store the row and its outbox entries.
  // It resolves only once committed (on SQLite, together with the writes that arrived beside it).
  const database = getDatabase();
  const db = database.db;
  const now = new Date();
  const plannedId = randomUUID();
  const payloadHash = createHash("sha256").update(JSON.stringify(submission.value)).digest("hex");
  let key = idempotencyKey;
  // This form's row for a key: its content is compared on a clash, and its lead answers a repeat.
  const storedKey = (executor: Kysely<Database>, candidate: string) =>
    executor.selectFrom("idempotency_keys").where("form", "=", form).where("key", "=", candidate);
  let outcome:
    | { kind: "stored"; leadId: string }
    | { kind: "held"; email: string }
    | { kind: "duplicate" }
    | { kind: "captchaReplayed" };
  try {
    outcome = await database.write(async (trx) => {
      const claim = (candidate: string) =>
        trx
          .insertInto("idempotency_keys")
          .values({
            form,
            key: candidate,
            lead_id: plannedId,
            created_at: now.toISOString(),
            payload_hash: payloadHash,
          })
          .onConflict((conflict) => conflict.columns(["form", "key"]).doNothing())
          .returning("key")
          .executeTakeFirst();
      key = idempotencyKey;
      let claimed = await claim(key);
      if (!claimed) {
        const existing = await storedKey(trx, key).select("payload_hash").executeTakeFirst();
        // Same key, other content: another message from the same form view (no JS: sent, back, sent
        // again), never a retry. It gets a key of its own, so its retries are recognised in turn.
        if (existing?.payload_hash && existing.payload_hash !== payloadHash) {
          key = `${idempotencyKey}.${payloadHash.slice(0, 32)}`;
          claimed = await claim(key);
        }
      }
      if (!claimed) return { kind: "duplicate" as const };
      if (captcha && !(await consumeCaptchaSolution(trx, captcha, now))) {
        throw new CaptchaReplayed();
      }
      if (hold && definition.hold) {
        return { kind: "held" as const, email: await definition.hold(trx, submission.value, now, plannedId) };
      }
      const leadId = await definition.store(trx, submission.value, now, plannedId);
      if (leadId !== plannedId) {
        await trx
          .updateTable("idempotency_keys")
          .set({ lead_id: leadId })
          .where("form", "=", form)
          .where("key", "=", key)
          .execute();
      }
      return { kind: "stored" as const, leadId };
    });
  } catch (error) {
    if (error instanceof CaptchaReplayed) {
      outcome = { kind: "captchaReplayed" };
    } else {
      logDatabaseFailure(error, "public form could not be stored", {}, log);
      return refuse(503, formErrors.storageUnavailable);
    }
  }

  if (outcome.kind === "captchaReplayed") {
    recordCaptchaRefusal("replayed");
    return refuse(409, formErrors.captchaReplayed);
  }

  noteDatabaseAnswered();
  let leadId: string;
  if (outcome.kind === "duplicate") {
    // The first request committed (PostgreSQL waits for it; SQLite serialises): answer as it was answered.
    try {
      const first = await storedKey(db, key).select("lead_id").executeTakeFirstOrThrow();
      leadId = first.lead_id;
      const waitingOn = await awaitingConfirmationFrom(db, leadId);
      if (waitingOn) return { status: "pending", email: waitingOn, reply: submission.reply({ resetForm: true }) };
    } catch (error) {
      logDatabaseFailure(error, "stored submission could not be read back", {}, log);
      return refuse(503, formErrors.storageUnavailable);
    }
    log.info({ leadRef: leadRef(leadId) }, "public form repeated: answered with the stored result");
  } else if (outcome.kind === "held") {
    log.info({ pendingId: plannedId }, "public form held until its sender confirms it");
    return { status: "pending", email: outcome.email, reply: submission.reply({ resetForm: true }) };
  } else {
    leadId = outcome.leadId;
    log.info({ leadRef: leadRef(leadId) }, "public form stored");
  }

  // 9. Success.
  return { status: "success", leadId, reply: submission.reply({ resetForm: true }) };
}

/** Thrown inside the write so the row, key and outbox entries roll back together. */
class CaptchaReplayed extends Error {
  constructor() {
    super("captcha solution already used");
    this.name = "CaptchaReplayed";
  }
}
