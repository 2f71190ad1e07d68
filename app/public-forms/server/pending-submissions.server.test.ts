import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  describeOnEachDialect,
  expectError,
  submitApplication,
  submitContact,
  validApplication,
  validContact,
} from "#tests/public-form.ts";
import { formEnvelope } from "#tests/form-envelope.ts";
import { HONEYPOT_FIELD } from "#app/shared/forms/field-names.ts";
import { formErrors } from "#app/content/shared/form-errors/data.ts";
import { retention } from "#app/platform/privacy/retention-periods/data.ts";
import { eraseByEmail } from "#app/platform/privacy/erasure.server.ts";
import { purgeExpired } from "#app/platform/privacy/retention.server.ts";
import type { PublicFormResult } from "./public-form.server.ts";
import {
  checkConfirmLink,
  composeSubmissionConfirmation,
  confirmSubmission,
  PENDING_SUBMISSION_TTL_MS,
} from "./pending-submissions.server.ts";

/* Decision 076: a contact message or application sent without any captcha is held until confirmed by e-mail. */
describeOnEachDialect("forms sent without JavaScript on %s", (database) => {
  const count = database.count;
  const db = () => database.handle.db;
  const outboxKinds = async () =>
    (await db().selectFrom("outbox").select("kind").orderBy("kind").execute()).map((row) => row.kind);

  /** The token of the link in the confirmation mail queued for `email`. */
  async function mailedToken(email: string) {
    const queued = await db()
      .selectFrom("outbox")
      .select("payload")
      .where("kind", "=", "submission_confirmation")
      .where("payload", "like", `%${email}%`)
      .executeTakeFirstOrThrow();
    const { pendingId } = JSON.parse(queued.payload) as { pendingId: string };
    const mail = await composeSubmissionConfirmation(db(), pendingId);
    const link = /\/confirm-submission\?token=(\S+)/.exec(mail?.text ?? "")?.[1];
    if (!link) throw new Error(`no link in ${mail?.text}`);
    return { pendingId, mail, token: decodeURIComponent(link) };
  }

  function expectHeld(result: PublicFormResult, email: string) {
    expect(result.status).toBe("pending");
    if (result.status === "pending") expect(result.email).toBe(email);
  }

  describe("holding", () => {
    it("holds a contact message without a captcha and queues only its confirmation mail", async () => {
      const result = await submitContact({ ...validContact, email: "Ada@Example.com", ...formEnvelope() });
      expectHeld(result, "ada@example.com");
      expect(await count("contact_messages")).toBe(0);
      expect(await outboxKinds()).toEqual(["submission_confirmation"]);
      const row = await db().selectFrom("pending_submissions").selectAll().executeTakeFirstOrThrow();
      expect(row).toMatchObject({ form: "contact", email: "ada@example.com", confirmed_at: null, lead_id: null });
      expect(JSON.parse(row.value ?? "{}")).toMatchObject({ lastName: "Lovelace", subject: "Founder Inquiry" });
      const days = (Date.parse(row.expires_at) - Date.parse(row.created_at)) / 86_400_000;
      expect(days).toBe(retention.pendingSubmissionDays);
    });

    it("answers a re-post of the same form as the first: one row, one mail", async () => {
      const fields = { ...validContact, ...formEnvelope() };
      expectHeld(await submitContact(fields), validContact.email);
      expectHeld(await submitContact(fields), validContact.email);
      expect(await count("pending_submissions")).toBe(1);
      expect(await count("outbox")).toBe(1);
    });

    it("sends one mail per address per resend interval; its button sends every message held for it", async () => {
      expectHeld(await submitContact({ ...validContact, ...formEnvelope() }), validContact.email);
      for (const lastName of ["Two", "Three"]) {
        expectHeld(await submitContact({ ...validContact, lastName, ...formEnvelope() }), validContact.email);
      }
      expect(await count("pending_submissions")).toBe(3);
      expect(await outboxKinds()).toEqual(["submission_confirmation"]);
      const { token } = await mailedToken(validContact.email);
      const outcome = await confirmSubmission(database.handle, token);
      expect(outcome.state === "sent" && outcome.leadIds.length).toBe(3);
      const names = await db().selectFrom("contact_messages").select("last_name").orderBy("last_name").execute();
      expect(names.map((row) => row.last_name)).toEqual(["Lovelace", "Three", "Two"]);
    });

    it("still refuses a filled honeypot, and holds nothing", async () => {
      const result = await submitContact({ ...validContact, ...formEnvelope(), [HONEYPOT_FIELD]: "bot" });
      expectError(result, 400, formErrors.honeypot);
      expect(await count("pending_submissions")).toBe(0);
      expect(await count("outbox")).toBe(0);
    });

    it("still refuses invalid fields, and holds nothing", async () => {
      expectError(await submitContact({ ...validContact, email: "nope", ...formEnvelope() }), 400);
      expect(await count("pending_submissions")).toBe(0);
    });

    it("still refuses a cross-site post, and holds nothing", async () => {
      const result = await submitContact({ ...validContact, ...formEnvelope() }, { fetchSite: "cross-site" });
      expectError(result, 403, formErrors.foreignOrigin);
      expect(await count("pending_submissions")).toBe(0);
    });
  });

  describe("confirming", () => {
    it("shows the button without confirming (a GET), then stores the lead once, as with a captcha", async () => {
      await submitContact({ ...validContact, ...formEnvelope() });
      const { pendingId, token, mail } = await mailedToken(validContact.email);
      expect(mail?.to).toBe(validContact.email);
      expect(await checkConfirmLink(db(), token)).toEqual({ state: "prompt", forms: ["contact"] });
      expect(await count("contact_messages")).toBe(0);

      expect(await confirmSubmission(database.handle, token)).toEqual({ state: "sent", leadIds: [pendingId] });
      const lead = await db().selectFrom("contact_messages").selectAll().executeTakeFirstOrThrow();
      expect(lead).toMatchObject({ id: pendingId, email: validContact.email, company: validContact.company });
      expect(await outboxKinds()).toEqual(["lead_email", "lead_webhook", "submission_confirmation"]);
      const held = await db().selectFrom("pending_submissions").selectAll().executeTakeFirstOrThrow();
      expect(held).toMatchObject({ email: null, value: null, lead_id: pendingId });
      expect(held.confirmed_at).not.toBeNull();
      // The mail, if it had not gone yet, is skipped.
      expect(await composeSubmissionConfirmation(db(), pendingId)).toBeUndefined();

      expect(await confirmSubmission(database.handle, token)).toEqual({ state: "alreadySent" });
      expect(await checkConfirmLink(db(), token)).toEqual({ state: "sent" });
      expect(await count("contact_messages")).toBe(1);
      expect(await count("outbox")).toBe(3);
    });

    it("stores two presses at once as one lead", async () => {
      await submitContact({ ...validContact, ...formEnvelope() });
      const { token } = await mailedToken(validContact.email);
      const outcomes = await Promise.all([1, 2, 3].map(() => confirmSubmission(database.handle, token)));
      expect(outcomes.map((outcome) => outcome.state).sort()).toEqual(["alreadySent", "alreadySent", "sent"]);
      expect(await count("contact_messages")).toBe(1);
    });

    it("stores an application with its fit, deliveries and the applicant's receipt", async () => {
      expectHeld(await submitApplication({ ...validApplication, ...formEnvelope() }), validApplication.email);
      expect(await count("applications")).toBe(0);
      const { pendingId, token } = await mailedToken(validApplication.email);
      expect((await confirmSubmission(database.handle, token)).state).toBe("sent");
      const lead = await db()
        .selectFrom("applications")
        .selectAll()
        .where("id", "=", pendingId)
        .executeTakeFirstOrThrow();
      expect(lead).toMatchObject({
        business_name: "Acme Robotics GmbH",
        annual_revenue: 6_500_000,
        funding_date: "2024-03",
      });
      expect(lead.fit_verdict).toBeTruthy();
      expect(await outboxKinds()).toEqual([
        "applicant_confirmation",
        "lead_email",
        "lead_webhook",
        "submission_confirmation",
      ]);
    });

    it("refuses a forged, foreign or expired token, and stores nothing", async () => {
      await submitContact({ ...validContact, ...formEnvelope() });
      const { token } = await mailedToken(validContact.email);
      const forged = `${token.slice(0, -2)}xx`;
      expect(await confirmSubmission(database.handle, forged)).toEqual({ state: "invalid" });
      expect(await confirmSubmission(database.handle, `${randomUUID()}.0.${"a".repeat(43)}`)).toEqual({
        state: "invalid",
      });
      const later = new Date(Date.now() + PENDING_SUBMISSION_TTL_MS + 60_000);
      expect(await confirmSubmission(database.handle, token, later)).toEqual({ state: "expired" });
      expect(await checkConfirmLink(db(), token, later)).toEqual({ state: "expired" });
      expect(await count("contact_messages")).toBe(0);
    });
  });

  describe("retention and erasure", () => {
    it("purges held submissions once they expire, confirmed or not", async () => {
      await submitContact({ ...validContact, ...formEnvelope() });
      await submitContact({ ...validContact, email: "grace@example.com", ...formEnvelope() });
      await confirmSubmission(database.handle, (await mailedToken("grace@example.com")).token);
      await purgeExpired(db(), new Date(Date.now() + PENDING_SUBMISSION_TTL_MS - 60_000));
      expect(await count("pending_submissions")).toBe(2);
      await purgeExpired(db(), new Date(Date.now() + PENDING_SUBMISSION_TTL_MS + 60_000));
      expect(await count("pending_submissions")).toBe(0);
    });

    it("erases a person's held submissions and their confirmation mail", async () => {
      await submitContact({ ...validContact, ...formEnvelope() });
      await submitApplication({ ...validApplication, email: validContact.email, ...formEnvelope() });
      await submitContact({ ...validContact, email: "someone.else@example.com", ...formEnvelope() });
      await eraseByEmail(database.handle, validContact.email, null);
      const left = await db().selectFrom("pending_submissions").select("email").execute();
      expect(left).toEqual([{ email: "someone.else@example.com" }]);
      expect(await count("outbox")).toBe(1);
    });
  });
});
