import { randomUUID } from "node:crypto";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { formErrors } from "~/content/form-errors";
import { validationMessages } from "~/content/forms";
import { applicationSchema } from "~/forms/application.schema";
import { contactSchema } from "~/forms/contact.schema";
import { newsletterSchema } from "~/forms/newsletter.schema";
import { type DatabaseHandle, openDatabase, setDatabaseForTests } from "../db/db.server";
import { requestInfoContext } from "../request-context.server";
import { solvedCaptchaPayload } from "../testing/captcha";
import { type TestDatabase, createTestDatabase, testDialects } from "../testing/database";
import { TEST_SITE_URL, applyTestEnv } from "../testing/env";
import { readFormDataWithLimit } from "./body.server";
import { type PublicFormResult, handlePublicForm } from "./public-form.server";

const CSRF_TOKEN = "t".repeat(43);

const validContact = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines Ltd",
  subject: "Founder Inquiry",
  message: "We are raising a Series A extension and would like to discuss venture debt.",
};

const validApplication = {
  jobTitle: "Chief Executive Officer",
  businessName: "Acme Robotics GmbH",
  website: "https://www.acme-robotics.example",
  country: "DE",
  referralSource: "Search engine",
  annualRevenue: "$6,500,000",
  estimatedRunway: "18",
  cashBalance: "2500000",
  recentEquityRaise: "12000000",
  fundingDate: "03/15/2024",
  revenueModel: "B2B Subscription",
  industry: "Software Services",
  useOfProceeds: "Runway extension",
  fundingRoundType: "Series A",
  businessDescription: "Warehouse robots sold as a subscription to mid-sized logistics firms.",
  majorInvestors: "Example Ventures\nSample Capital",
  debtOutstanding: "0",
};

interface RequestOptions {
  path?: string;
  origin?: string | null;
  cookieToken?: string | null;
  fieldToken?: string | null;
  clientIp?: string;
}

function postRequest(fields: Record<string, string>, options: RequestOptions = {}) {
  const body = new URLSearchParams(fields);
  const fieldToken = options.fieldToken === undefined ? CSRF_TOKEN : options.fieldToken;
  if (fieldToken !== null) body.set("csrf", fieldToken);
  const headers = new Headers({ "content-type": "application/x-www-form-urlencoded" });
  const origin = options.origin === undefined ? TEST_SITE_URL : options.origin;
  if (origin !== null) headers.set("origin", origin);
  const cookieToken = options.cookieToken === undefined ? CSRF_TOKEN : options.cookieToken;
  if (cookieToken !== null) headers.set("cookie", `noema_csrf=${cookieToken}`);
  return new Request(`${TEST_SITE_URL}${options.path ?? "/contact"}`, { method: "POST", headers, body });
}

function contextFor(clientIp = "203.0.113.10") {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { nonce: "nonce", csrfToken: CSRF_TOKEN, clientIp, secure: false });
  return context;
}

async function submitContact(fields: Record<string, string>, options: RequestOptions = {}) {
  return handlePublicForm({
    request: postRequest(fields, options),
    context: contextFor(options.clientIp),
    form: "contact",
    schema: contactSchema,
  });
}

async function submitApplication(fields: Record<string, string>, options: RequestOptions = {}) {
  return handlePublicForm({
    request: postRequest(fields, { path: "/apply", ...options }),
    context: contextFor(options.clientIp),
    form: "application",
    schema: applicationSchema,
  });
}

async function withCaptcha(fields: Record<string, string>) {
  return { ...fields, website_url_confirm: "", idempotencyKey: randomUUID(), altcha: await solvedCaptchaPayload() };
}

function expectError(result: PublicFormResult, httpStatus: number, formError?: string) {
  expect(result.status).toBe("error");
  if (result.status !== "error") return;
  expect(result.httpStatus).toBe(httpStatus);
  if (formError !== undefined) {
    expect(result.formError).toBe(formError);
    expect(result.reply.error?.[""]).toEqual([formError]);
  }
}

describe.each(testDialects)("handlePublicForm on %s", (dialect) => {
  let database: TestDatabase;
  const count = async (table: "contact_messages" | "applications" | "newsletter_subscribers" | "outbox") => {
    const row = await database.handle.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  beforeAll(async () => {
    applyTestEnv();
    database = await createTestDatabase(dialect);
    setDatabaseForTests(database.handle);
  });
  afterAll(async () => {
    setDatabaseForTests(undefined);
    await database.dispose();
  });
  beforeEach(async () => {
    applyTestEnv();
    for (const table of [
      "outbox",
      "idempotency_keys",
      "captcha_solutions",
      "contact_messages",
      "applications",
    ] as const) {
      await database.handle.db.deleteFrom(table).execute();
    }
    await database.handle.db.deleteFrom("newsletter_subscribers").execute();
  });

  describe("valid submissions", () => {
    it("stores a contact message and queues its webhook and e-mail", async () => {
      const result = await submitContact(await withCaptcha(validContact));
      expect(result.status).toBe("success");
      if (result.status !== "success") return;
      const row = await database.handle.db
        .selectFrom("contact_messages")
        .selectAll()
        .where("id", "=", result.leadId)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ first_name: "Ada", email: "ada@example.com", subject: "Founder Inquiry" });
      const outbox = await database.handle.db.selectFrom("outbox").select(["kind", "status", "payload"]).execute();
      expect(outbox.map((entry) => entry.kind).sort()).toEqual(["lead_email", "lead_webhook"]);
      expect(outbox.every((entry) => entry.status === "pending")).toBe(true);
      expect(JSON.parse(outbox[0]?.payload ?? "{}")).toMatchObject({ leadId: result.leadId, form: "contact" });
      expect(result.reply.initialValue).toBeNull();
    });

    it("stores a contact message without the optional company", async () => {
      const result = await submitContact(await withCaptcha({ ...validContact, company: "" }));
      expect(result.status).toBe("success");
      const row = await database.handle.db.selectFrom("contact_messages").select("company").executeTakeFirstOrThrow();
      expect(row.company).toBeNull();
    });

    it("stores an application with its numbers and ISO funding date", async () => {
      const result = await submitApplication(await withCaptcha(validApplication));
      expect(result.status).toBe("success");
      if (result.status !== "success") return;
      const row = await database.handle.db
        .selectFrom("applications")
        .selectAll()
        .where("id", "=", result.leadId)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        business_name: "Acme Robotics GmbH",
        country: "DE",
        annual_revenue: 6_500_000,
        estimated_runway: 18,
        cash_balance: 2_500_000,
        recent_equity_raise: 12_000_000,
        debt_outstanding: 0,
        funding_date: "2024-03-15",
        major_investors: "Example Ventures\nSample Capital",
      });
      expect(await count("outbox")).toBe(2);
    });

    it("accepts a body the route already read with the limit (the wizard's intent check)", async () => {
      const request = postRequest({ ...(await withCaptcha(validApplication)), intent: "submit" }, { path: "/apply" });
      const formData = await readFormDataWithLimit(request.clone());
      const result = await handlePublicForm({
        request,
        context: contextFor(),
        form: "application",
        schema: applicationSchema,
        formData,
      });
      expect(result.status).toBe("success");
    });

    it("subscribes an address once, however often it is submitted", async () => {
      const subscribe = (email: string) =>
        handlePublicForm({
          request: postRequest(
            { email, idempotencyKey: randomUUID(), website_url_confirm: "" },
            { path: "/newsletter" },
          ),
          context: contextFor(),
          form: "newsletter",
          schema: newsletterSchema,
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

  describe("invalid fields come back with their message and the value as typed", () => {
    const contactCases: Array<[field: string, value: string, message: string]> = [
      ["firstName", "   ", validationMessages.required],
      ["lastName", "", validationMessages.required],
      ["email", "", validationMessages.emailRequired],
      ["email", "ada@", validationMessages.emailInvalid],
      ["company", "x".repeat(201), validationMessages.tooLong(200)],
      ["subject", "Free money", validationMessages.chooseListed],
      ["subject", "", validationMessages.required],
      ["message", "", validationMessages.required],
      ["message", "y".repeat(5001), validationMessages.tooLong(5000)],
    ];
    it.each(contactCases)("contact %s = %j", async (field, value, message) => {
      const result = await submitContact({ ...validContact, [field]: value, website_url_confirm: "" });
      expectError(result, 400);
      expect(result.reply.error?.[field]).toEqual([message]);
      if (value !== "") expect(result.reply.initialValue?.[field]).toBe(value);
      const other = field === "message" ? "lastName" : "message";
      expect(result.reply.initialValue?.[other]).toBe(validContact[other]);
      expect(await count("contact_messages")).toBe(0);
    });

    const applicationCases: Array<[field: string, value: string, message: string]> = [
      ["jobTitle", "", validationMessages.required],
      ["businessName", "", validationMessages.required],
      ["website", "not a url", validationMessages.urlInvalid],
      ["website", "", validationMessages.urlInvalid],
      ["country", "US", validationMessages.chooseListed],
      ["referralSource", "", validationMessages.required],
      ["annualRevenue", "", validationMessages.required],
      ["annualRevenue", "lots", validationMessages.notAmount],
      ["annualRevenue", "-5", validationMessages.negativeAmount],
      ["estimatedRunway", "1.5", validationMessages.notMonths],
      ["estimatedRunway", "-3", validationMessages.negativeMonths],
      ["estimatedRunway", "601", validationMessages.monthsTooLarge],
      ["cashBalance", "99999999999", validationMessages.amountTooLarge],
      ["recentEquityRaise", "", validationMessages.required],
      ["debtOutstanding", "-1", validationMessages.negativeAmount],
      ["fundingDate", "2024", validationMessages.dateFormat],
      ["fundingDate", "02/30/2024", validationMessages.dateNotReal],
      ["fundingDate", "12/31/1989", validationMessages.dateTooEarly],
      ["fundingDate", "01/01/2999", validationMessages.dateInFuture],
      ["revenueModel", "B2B Barter", validationMessages.chooseListed],
      ["industry", "", validationMessages.required],
      ["useOfProceeds", "Yacht", validationMessages.chooseListed],
      ["fundingRoundType", "Series Z", validationMessages.chooseListed],
      ["businessDescription", "", validationMessages.required],
      ["majorInvestors", "", validationMessages.required],
    ];
    it.each(applicationCases)("application %s = %j", async (field, value, message) => {
      const result = await submitApplication({ ...validApplication, [field]: value, website_url_confirm: "" });
      expectError(result, 400);
      expect(result.reply.error?.[field]).toEqual([message]);
      if (value !== "") expect(result.reply.initialValue?.[field]).toBe(value);
      const other = field === "majorInvestors" ? "businessDescription" : "majorInvestors";
      expect(result.reply.initialValue?.[other]).toBe(validApplication[other]);
      expect(await count("applications")).toBe(0);
    });
  });

  describe("refusals before the schema", () => {
    it("refuses a body over 32 KB declared by Content-Length", async () => {
      const request = new Request(`${TEST_SITE_URL}/contact`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "content-length": String(40_000),
          origin: TEST_SITE_URL,
        },
        body: "message=" + "a".repeat(39_992),
      });
      const result = await handlePublicForm({ request, context: contextFor(), form: "contact", schema: contactSchema });
      expectError(result, 413, formErrors.tooLarge);
    });

    it.each([
      ["drains", 10, 10],
      ["cuts off", 200, 130],
    ])("refuses a streamed body that grows past 32 KB (and %s the rest)", async (_, chunks, maxPulled) => {
      const chunk = new TextEncoder().encode("message=" + "b".repeat(8_000));
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent++ < chunks) controller.enqueue(chunk);
          else controller.close();
        },
      });
      // Node needs `duplex` for a streamed body; the DOM typings don't know it yet.
      const init: RequestInit & { duplex: "half" } = {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: TEST_SITE_URL },
        body,
        duplex: "half",
      };
      const request = new Request(`${TEST_SITE_URL}/contact`, init);
      const result = await handlePublicForm({ request, context: contextFor(), form: "contact", schema: contactSchema });
      expectError(result, 413, formErrors.tooLarge);
      // A small excess is read to the end (the browser then sees our answer); a huge one is cut off after 1 MB.
      expect(sent).toBeLessThanOrEqual(maxPulled + 1);
    });

    it("refuses a body that is not a form", async () => {
      const request = new Request(`${TEST_SITE_URL}/contact`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: TEST_SITE_URL },
        body: JSON.stringify(validContact),
      });
      const result = await handlePublicForm({ request, context: contextFor(), form: "contact", schema: contactSchema });
      expectError(result, 400, formErrors.unreadable);
    });

    it("refuses a foreign Origin and keeps the values", async () => {
      const result = await submitContact(await withCaptcha(validContact), { origin: "https://evil.example" });
      expectError(result, 403, formErrors.foreignOrigin);
      expect(result.reply.initialValue?.message).toBe(validContact.message);
      expect(result.reply.initialValue?.altcha).toBeUndefined();
      expect(await count("contact_messages")).toBe(0);
    });

    it("refuses a missing or mismatched CSRF token", async () => {
      expectError(await submitContact(validContact, { fieldToken: null }), 403, formErrors.csrf);
      expectError(await submitContact(validContact, { cookieToken: null }), 403, formErrors.csrf);
      expectError(await submitContact(validContact, { fieldToken: "u".repeat(43) }), 403, formErrors.csrf);
    });

    it("refuses a filled honeypot", async () => {
      const fields = { ...(await withCaptcha(validContact)), website_url_confirm: "https://spam.example" };
      const result = await submitContact(fields);
      expectError(result, 400, formErrors.honeypot);
      expect(result.reply.initialValue?.website_url_confirm).toBeUndefined();
      expect(await count("contact_messages")).toBe(0);
    });

    it("limits submissions per client address and says when to come back", async () => {
      applyTestEnv({ RATE_LIMIT_FORM_MAX: "3", RATE_LIMIT_WINDOW_SECONDS: "600" });
      for (let attempt = 0; attempt < 3; attempt++) {
        expectError(await submitContact({ ...validContact, email: "" }, { clientIp: "198.51.100.1" }), 400);
      }
      const limited = await submitContact(validContact, { clientIp: "198.51.100.1" });
      expectError(limited, 429, formErrors.tooManyRequests(10));
      expect(limited.reply.error?.[""]).toEqual(["Too many submissions, please try again in 10 minutes."]);
      expect(limited.status === "error" && limited.retryAfterSeconds).toBe(600);
      expect(limited.reply.initialValue?.email).toBe(validContact.email);
      // Another visitor is unaffected.
      expectError(await submitContact({ ...validContact, email: "" }, { clientIp: "198.51.100.2" }), 400);
    });
  });

  describe("captcha", () => {
    it("asks for the captcha when it is missing", async () => {
      const result = await submitContact({ ...validContact, website_url_confirm: "", idempotencyKey: randomUUID() });
      expectError(result, 400, "Please complete the CAPTCHA.");
      expect(result.reply.initialValue?.lastName).toBe(validContact.lastName);
    });

    it("refuses a replayed solution under a new submission", async () => {
      const first = await withCaptcha(validContact);
      expect((await submitContact(first)).status).toBe("success");
      const replay = await submitContact({ ...first, idempotencyKey: randomUUID() });
      expectError(replay, 409, formErrors.captchaReplayed);
      expect(await count("contact_messages")).toBe(1);
    });

    it("refuses an expired or forged solution", async () => {
      const expired = { ...validContact, altcha: await solvedCaptchaPayload(Date.now() - 11 * 60_000) };
      expectError(await submitContact(expired), 422, formErrors.captchaExpired);
      const forged = { ...validContact, altcha: Buffer.from('{"challenge":{},"solution":{}}').toString("base64") };
      expectError(await submitContact(forged), 422, formErrors.captchaInvalid);
      expect(await count("contact_messages")).toBe(0);
    });

    it("does not use up the captcha when the submission is refused for its fields", async () => {
      const fields = await withCaptcha(validContact);
      expectError(await submitContact({ ...fields, email: "nope" }), 400);
      expect((await submitContact(fields)).status).toBe("success");
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
      expect(await count("outbox")).toBe(2);
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
      const pair = [a, b].map((result) => (result?.status === "success" ? "success" : result?.httpStatus));
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
