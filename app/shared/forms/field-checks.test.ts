import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { messageFor } from "#app/public-forms/document-scripts/field-check.ts";
import { errorsOf } from "#tests/form-schema.ts";
import { validContact } from "#tests/fixtures.ts";
import { contactSchema, contactSubjects } from "#app/public-forms/contact/contact.schema.ts";
import { isFreeOfControlCharacters } from "./fields.schema.ts";
import { newsletterSchema } from "#app/public-forms/newsletter/newsletter.schema.ts";
import { fieldChecksOf } from "./field-checks.ts";

// Control characters are the server's alone to refuse (no browser check names them); every other value must
// get the same answer in the browser as from the schema, word for word.
const PRINTABLE = fc.string({ unit: "grapheme", maxLength: 40 }).filter((value) => isFreeOfControlCharacters(value));
const SPACES = fc.constantFrom("", " ", "   ", "\u00a0", "\u2003");
const valuesFor = (choices: readonly string[]) =>
  fc.oneof(
    PRINTABLE,
    fc.emailAddress(),
    fc
      .tuple(SPACES, fc.oneof(fc.emailAddress(), PRINTABLE, fc.constantFrom(...choices)), SPACES)
      .map((parts) => parts.join("")),
    fc.constantFrom(...choices),
    fc.integer({ min: 0, max: 6000 }).map((length) => "x".repeat(length)),
    fc.integer({ min: 240, max: 270 }).map((length) => `${"a".repeat(length)}@example.com`),
  );

function expectAgreement(schema: z.ZodObject, valid: Record<string, string>, choices: readonly string[]) {
  const checks = fieldChecksOf(schema);
  expect(Object.keys(checks).sort()).toEqual(Object.keys(schema.shape).sort());
  for (const [name, check] of Object.entries(checks)) {
    fc.assert(
      fc.property(valuesFor(choices), (value) => {
        const server = errorsOf(schema, { ...valid, [name]: value })[name]?.join(" ");
        expect(messageFor(check, value), `${name} = ${JSON.stringify(value)}`).toBe(server);
      }),
      { numRuns: 400 },
    );
  }
}

describe("the browser's check of a public form says what the schema says", () => {
  it("on the contact form, for every field and any printable value", () => {
    expectAgreement(contactSchema, validContact, contactSubjects);
  });

  it("on the newsletter form", () => {
    expectAgreement(newsletterSchema, { email: "reader@example.com" }, ["reader@example.com"]);
  });

  it("in the spec's words", () => {
    const checks = fieldChecksOf(contactSchema);
    expect(messageFor(checks.email!, "")).toBe("Email is required.");
    expect(messageFor(checks.email!, "ada@")).toBe("Invalid email format.");
    expect(messageFor(checks.firstName!, "   ")).toBe("Required");
    expect(messageFor(checks.subject!, "")).toBe("Required");
    expect(messageFor(checks.company!, "")).toBeUndefined();
  });
});
