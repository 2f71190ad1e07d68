import { describe, expect, it } from "vitest";
import { validationMessages as messages } from "#app/content/shared/form-copy/data.ts";
import { applicationSchema } from "#app/public-forms/application/application.schema.ts";
import { contactSchema } from "#app/public-forms/contact/contact.schema.ts";
import { validApplication as application, validContact as contact } from "#tests/fixtures.ts";
import { errorsOf } from "#tests/form-schema.ts";

// C0 control characters never belong in a lead: NUL breaks PostgreSQL, CR/LF split one-line
// values in the webhook, the inbox and the CSV export. Multi-line fields keep newlines and tabs.
describe("control characters", () => {
  it.each([
    ["firstName", "a\u0000b"],
    ["lastName", "Love\r\nBcc: x@example.com"],
    ["firstName", "a\nb"],
    ["company", "Engines\u0007"],
    ["company", "a\tb"],
    ["message", "hello\u0000"],
    ["message", "bell\u001b[31m"],
    ["message", "delete\u007f"],
  ])("contact %s = %j is refused with a message", (field, value) => {
    expect(errorsOf(contactSchema, { ...contact, [field]: value })[field]).toEqual([messages.controlCharacters]);
  });

  it.each([
    ["jobTitle", "C\r\nEO"],
    ["businessName", "x\u0000"],
    ["website", "https://a.example/\u0000"],
    ["website", "https://a.example/\u0001x"],
    ["businessDescription", "x\u0000"],
    ["majorInvestors", "a\u000bb"],
  ])("application %s = %j is refused with a message", (field, value) => {
    expect(errorsOf(applicationSchema, { ...application, [field]: value })[field]).toEqual([
      messages.controlCharacters,
    ]);
  });

  it("keeps newlines and tabs in multi-line fields", () => {
    expect(errorsOf(contactSchema, { ...contact, message: "Line one\r\nLine two\n\tindented" })).toEqual({});
    expect(
      errorsOf(applicationSchema, {
        ...application,
        businessDescription: "Para one\r\n\r\nPara two",
        majorInvestors: "A\nB\tC",
      }),
    ).toEqual({});
  });
});
