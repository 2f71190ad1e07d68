import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import {
  contextFor,
  describeOnEachDialect,
  expectError,
  postRequest,
  submitApplication,
  submitContact,
  validApplication,
  validContact,
  withCaptcha,
} from "#tests/public-form.ts";
import { formErrors } from "#app/content/shared/form-errors/data.ts";
import { validationMessages } from "#app/content/shared/form-copy/data.ts";
import { type DatabaseHandle, openDatabase, setDatabaseForTests } from "#app/platform/db/db.server.ts";
import { readFormDataWithLimit } from "./body.server.ts";
import { handlePublicForm } from "./public-form.server.ts";
import { formEnvelope } from "#tests/form-envelope.ts";

describeOnEachDialect("handlePublicForm on %s", (database) => {
  const count = database.count;

  describe("valid submissions", () => {
    it("stores a contact message and queues its webhook and e-mail", async () => {
      const result = await submitContact(await withCaptcha(validContact));
      const row = await database.storedLead("contact_messages", result);
      expect(row).toMatchObject({ first_name: "Ada", email: "ada@example.com", subject: "Founder Inquiry" });
      const outbox = await database.handle.db.selectFrom("outbox").select(["kind", "status", "payload"]).execute();
      expect(outbox.map((entry) => entry.kind).sort()).toEqual(["lead_email", "lead_webhook"]);
      expect(outbox.every((entry) => entry.status === "pending")).toBe(true);
      expect(JSON.parse(outbox[0]?.payload ?? "{}")).toMatchObject({ leadId: row.id, form: "contact" });
      expect(result.reply.initialValue).toBeNull();
    });

    it("stores a contact message without the optional company", async () => {
      const result = await submitContact(await withCaptcha({ ...validContact, company: "" }));
      expect(result.status).toBe("success");
      const row = await database.handle.db.selectFrom("contact_messages").select("company").executeTakeFirstOrThrow();
      expect(row.company).toBeNull();
    });

    it("stores an application with its numbers and ISO funding date", async () => {
      const row = await database.storedLead(
        "applications",
        await submitApplication(await withCaptcha(validApplication)),
      );
      expect(row).toMatchObject({
        business_name: "Acme Robotics GmbH",
        country: "DE",
        annual_revenue: 6_500_000,
        estimated_runway: 18,
        cash_balance: 2_500_000,
        recent_equity_raise: 12_000_000,
        debt_outstanding: 0,
        funding_date: "2024-03",
        major_investors: "Example Ventures\nSample Capital",
        applicant_first_name: "Ada",
        applicant_last_name: "Lovelace",
        applicant_email: "ada@analytical.example",
      });
      // Webhook, the firm's mail and the applicant's receipt.
      expect(await count("outbox")).toBe(3);
    });

    it("accepts a body the route already read with the limit (the wizard's intent check)", async () => {
      const request = postRequest({ ...(await withCaptcha(validApplication)), intent: "submit" }, { path: "/apply" });
      const formData = await readFormDataWithLimit(request.clone());
      const result = await handlePublicForm({
        request,
        context: contextFor(),
        form: "application",
        formData,
      });
      expect(result.status).toBe("success");
    });

    it.each([
      ["__intent__", "x"],
      ["__state__", "x"],
      ["__intent__", "{}"],
    ])("stores a submission that also carries Conform's reserved %s=%s, which is dropped", async (name, value) => {
      const result = await submitContact({ ...(await withCaptcha(validContact)), [name]: value });
      expect(result.status).toBe("success");
      expect(await count("contact_messages")).toBe(1);
    });
    it("subscribes an address once, however often it is submitted", async () => {
      const subscribe = (email: string) =>
        handlePublicForm({
          request: postRequest({ email, ...formEnvelope() }, { path: "/newsletter" }),
          context: contextFor(),
          form: "newsletter",
          requireCaptcha: false,
        });
      const first = await subscribe("reader@example.com");
      const second = await subscribe("  Reader@Example.com ");
      expect(first.status).toBe("success");
      expect(second.status).toBe("success");
      if (first.status !== "success" || second.status !== "success") return;
      expect(second.leadId).toBe(first.leadId);
      expect(await count("newsletter_subscribers")).toBe(1);
      const mails = await database.handle.db.selectFrom("outbox").select("kind").execute();
      expect(mails.every((entry) => entry.kind === "newsletter_confirmation")).toBe(true);
    });
  });

  describe("control characters", () => {
    it.each([
      ["firstName", "a\u0000b"],
      ["lastName", "Hamilton\r\nBcc: x@example.com"],
      ["message", "nul\u0000"],
    ])("refuses %s = %j with a field message and stores nothing (PostgreSQL refuses NUL)", async (field, value) => {
      const result = await submitContact({ ...(await withCaptcha(validContact)), [field]: value });
      expectError(result, 400);
      expect(result.reply.error?.[field]).toEqual([validationMessages.controlCharacters]);
      expect(await count("contact_messages")).toBe(0);
      expect(await count("outbox")).toBe(0);
    });
  });
  describe("invalid fields come back with their message and the value as typed", () => {
    // Per form: how it is sent, its valid fields, where it would store, and a field that must come back as sent.
    const forms = {
      contact: {
        submit: submitContact,
        valid: validContact as Record<string, string>,
        table: "contact_messages",
        untouched: (field: string) => (field === "message" ? "lastName" : "message"),
      },
      application: {
        submit: submitApplication,
        valid: validApplication as Record<string, string>,
        table: "applications",
        untouched: (field: string) => (field === "majorInvestors" ? "businessDescription" : "majorInvestors"),
      },
    } as const;
    const cases: Array<[form: keyof typeof forms, field: string, value: string, message: string]> = [
      ["contact", "firstName", "   ", validationMessages.required],
      ["contact", "lastName", "", validationMessages.required],
      ["contact", "email", "", validationMessages.emailRequired],
      ["contact", "email", "ada@", validationMessages.emailInvalid],
      ["contact", "company", "x".repeat(201), validationMessages.tooLong(200)],
      ["contact", "subject", "Free money", validationMessages.chooseListed],
      ["contact", "subject", "", validationMessages.required],
      ["contact", "message", "", validationMessages.required],
      ["contact", "message", "y".repeat(5001), validationMessages.tooLong(5000)],
      ["application", "jobTitle", "", validationMessages.required],
      ["application", "businessName", "", validationMessages.required],
      ["application", "website", "not a url", validationMessages.urlInvalid],
      ["application", "website", "", validationMessages.urlInvalid],
      ["application", "country", "US", validationMessages.chooseListed],
      ["application", "referralSource", "", validationMessages.required],
      ["application", "annualRevenue", "", validationMessages.required],
      ["application", "annualRevenue", "lots", validationMessages.notAmount],
      ["application", "annualRevenue", "-5", validationMessages.negativeAmount],
      ["application", "estimatedRunway", "1.5", validationMessages.notMonths],
      ["application", "estimatedRunway", "-3", validationMessages.negativeMonths],
      ["application", "estimatedRunway", "601", validationMessages.monthsTooLarge],
      ["application", "cashBalance", "99999999999", validationMessages.amountTooLarge],
      ["application", "recentEquityRaise", "", validationMessages.required],
      ["application", "debtOutstanding", "-1", validationMessages.negativeAmount],
      ["application", "fundingDate", "2024", validationMessages.monthYearFormat],
      ["application", "fundingDate", "15/03/2024", validationMessages.monthYearFormat],
      ["application", "fundingDate", "1989-12", validationMessages.fundingMonthTooEarly],
      ["application", "fundingDate", "2999-01", validationMessages.monthYearInFuture],
      ["application", "revenueModel", "B2B Barter", validationMessages.chooseListed],
      ["application", "industry", "", validationMessages.required],
      ["application", "useOfProceeds", "Yacht", validationMessages.chooseListed],
      ["application", "fundingRoundType", "Series Z", validationMessages.chooseListed],
      ["application", "businessDescription", "", validationMessages.required],
      ["application", "majorInvestors", "", validationMessages.required],
    ];
    it.each(cases)("%s %s = %j", async (form, field, value, message) => {
      const { submit, valid, table, untouched } = forms[form];
      const result = await submit({ ...valid, [field]: value, website_url_confirm: "" });
      expectError(result, 400);
      expect(result.reply.error?.[field]).toEqual([message]);
      if (value !== "") expect(result.reply.initialValue?.[field]).toBe(value);
      const other = untouched(field);
      expect(result.reply.initialValue?.[other]).toBe(valid[other]);
      expect(await count(table)).toBe(0);
    });
  });

  describe("idempotency", () => {
    it("answers a repeated submission like the first and stores one row", async () => {
      const fields = await withCaptcha(validContact);
      const first = await submitContact(fields);
      const again = await submitContact(fields);
      expect(first.status).toBe("success");
      expect(again).toEqual(first);
      expect(await count("contact_messages")).toBe(1);
      expect(await count("outbox")).toBe(2);
    });

    it("stores one row when the same submission arrives twice at once", async () => {
      const fields = await withCaptcha(validApplication);
      const results = await Promise.all([
        submitApplication(fields),
        submitApplication(fields),
        submitApplication(fields),
      ]);
      const ids = new Set(results.map((result) => (result.status === "success" ? result.leadId : result.status)));
      expect(results.map((result) => result.status)).toEqual(["success", "success", "success"]);
      expect(ids.size).toBe(1);
      expect(await count("applications")).toBe(1);
      expect(await count("outbox")).toBe(3);
    });

    it("stores the good submissions of a burst while refusing the replayed captcha among them", async () => {
      // Arriving together, these share one commit on SQLite; the replay must fail alone.
      const first = await withCaptcha(validContact);
      const replay = { ...first, lastName: "Replay", idempotencyKey: randomUUID() };
      const others = await Promise.all(
        ["Babbage", "Somerville", "Herschel"].map(async (lastName) => withCaptcha({ ...validContact, lastName })),
      );
      const results = await Promise.all([first, replay, ...others].map((fields) => submitContact(fields)));
      const [a, b, ...rest] = results;
      // Whichever of the two reached the database first keeps the captcha.
      const pair = [a, b].map((result) => (result?.status === "error" ? result.httpStatus : result?.status));
      expect(pair.sort()).toEqual([409, "success"]);
      const refused = [a, b].find((result) => result?.status === "error");
      if (refused) expectError(refused, 409, formErrors.captchaReplayed);
      expect(rest.map((result) => result.status)).toEqual(["success", "success", "success"]);
      expect(await count("contact_messages")).toBe(4);
      expect(await count("outbox")).toBe(8);
      const stored = await database.handle.db.selectFrom("contact_messages").select("id").execute();
      const leadIds = results.flatMap((result) => (result.status === "success" ? [result.leadId] : []));
      expect(stored.map((row) => row.id).sort()).toEqual(leadIds.sort());
    });

    it("stores a different message sent under a reused key (no JS: sent, went back, sent another)", async () => {
      const key = randomUUID();
      const first = await submitContact({ ...(await withCaptcha(validContact)), idempotencyKey: key });
      const second = await submitContact({
        ...(await withCaptcha({ ...validContact, message: "A second, different question about covenants." })),
        idempotencyKey: key,
      });
      expect(first.status).toBe("success");
      expect(second.status).toBe("success");
      if (first.status !== "success" || second.status !== "success") return;
      expect(second.leadId).not.toBe(first.leadId);
      const messages = await database.handle.db.selectFrom("contact_messages").select("message").execute();
      expect(messages.map((row) => row.message).sort()).toEqual(
        [validContact.message, "A second, different question about covenants."].sort(),
      );
      // A retry of the second message is still answered like the second, not stored again.
      const retry = await submitContact({
        ...(await withCaptcha({ ...validContact, message: "A second, different question about covenants." })),
        idempotencyKey: key,
      });
      expect(retry).toEqual(second);
      expect(await count("contact_messages")).toBe(2);
    });
    it("keeps keys apart per form", async () => {
      const key = randomUUID();
      const contact = await submitContact({ ...(await withCaptcha(validContact)), idempotencyKey: key });
      const application = await submitApplication({ ...(await withCaptcha(validApplication)), idempotencyKey: key });
      expect(contact.status).toBe("success");
      expect(application.status).toBe("success");
      expect(await count("applications")).toBe(1);
    });
  });

  describe("storage failure", () => {
    let broken: DatabaseHandle;
    afterAll(() => setDatabaseForTests(database.handle));

    it("answers 503 with a calm message, keeps the values and leaves the captcha usable", async () => {
      broken = openDatabase({ databaseUrl: "postgres://nobody@127.0.0.1:1/none" });
      setDatabaseForTests(broken);
      const fields = await withCaptcha(validContact);
      const result = await submitContact(fields);
      expectError(result, 503, formErrors.storageUnavailable);
      expect(result.reply.initialValue?.message).toBe(validContact.message);
      await broken.close();
      setDatabaseForTests(database.handle);
      expect((await submitContact(fields)).status).toBe("success");
    });
  });
});
