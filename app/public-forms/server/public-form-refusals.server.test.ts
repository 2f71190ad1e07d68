import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "#app/shared/forms/field-names.ts";
import { formErrors } from "#app/content/shared/form-errors/data.ts";
import {
  contextFor,
  describeOnEachDialect,
  expectError,
  postRequest,
  submitContact,
  validContact,
  withCaptcha,
} from "#tests/public-form.ts";
import { solvedCaptchaPayload } from "#tests/captcha.ts";
import { TEST_SITE_URL, applyTestEnv } from "#tests/env.ts";
import { handlePublicForm } from "./public-form.server.ts";
import { formEnvelope } from "#tests/form-envelope.ts";

describeOnEachDialect("handlePublicForm refusals on %s", (database) => {
  const count = database.count;

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
      const result = await handlePublicForm({ request, context: contextFor(), form: "contact" });
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
      const result = await handlePublicForm({ request, context: contextFor(), form: "contact" });
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
      const result = await handlePublicForm({ request, context: contextFor(), form: "contact" });
      expectError(result, 400, formErrors.unreadable);
    });

    it("refuses a foreign Origin and keeps the values", async () => {
      const result = await submitContact(await withCaptcha(validContact), { origin: "https://evil.example" });
      expectError(result, 403, formErrors.foreignOrigin);
      expect(result.reply.initialValue?.message).toBe(validContact.message);
      expect(result.reply.initialValue?.altcha).toBeUndefined();
      expect(await count("contact_messages")).toBe(0);
    });

    it("refuses a post the browser says another site started, whatever its Origin", async () => {
      for (const fetchSite of ["cross-site", "same-site"]) {
        expectError(await submitContact(validContact, { fetchSite }), 403, formErrors.foreignOrigin);
      }
      expectError(await submitContact(validContact, { origin: null }), 403, formErrors.foreignOrigin);
    });

    it("takes a same-origin post without any CSRF token or cookie (decision 066)", async () => {
      const result = await submitContact(await withCaptcha(validContact), { fetchSite: "same-origin", origin: null });
      expect(result.status).toBe("success");
    });

    it("refuses a filled honeypot", async () => {
      const fields = { ...(await withCaptcha(validContact)), [HONEYPOT_FIELD]: "https://spam.example" };
      const result = await submitContact(fields);
      expectError(result, 400, formErrors.honeypot);
      expect(result.reply.initialValue?.[HONEYPOT_FIELD]).toBeUndefined();
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
    it("asks for the captcha when a newsletter sign-up has none (contact and apply hold theirs instead)", async () => {
      const result = await handlePublicForm({
        request: postRequest({ email: "reader@example.com", ...formEnvelope() }, { path: "/newsletter" }),
        context: contextFor(),
        form: "newsletter",
      });
      expectError(result, 400, "Please complete the CAPTCHA.");
      expect(result.reply.initialValue?.email).toBe("reader@example.com");
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
});
