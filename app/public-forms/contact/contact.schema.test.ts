import { describe, expect, it } from "vitest";
import { validationMessages as messages } from "#app/content/shared/form-copy/data.ts";
import { errorsOf, parsedValue } from "#tests/form-schema.ts";
import { validContact } from "#tests/fixtures.ts";
import { contactSchema, contactSubjects } from "./contact.schema.ts";

describe("contactSchema", () => {
  it("accepts a complete message and trims values", () => {
    expect(parsedValue(contactSchema, { ...validContact, firstName: "  Ada  " })).toEqual(validContact);
  });

  it("treats company as optional", () => {
    expect(parsedValue(contactSchema, { ...validContact, company: "" }).company).toBeUndefined();
  });

  it.each(["firstName", "lastName", "subject", "message"])("requires %s with the spec's 'Required'", (field) => {
    expect(errorsOf(contactSchema, { ...validContact, [field]: "" })[field]).toEqual([messages.required]);
  });

  it("rejects a whitespace-only name", () => {
    expect(errorsOf(contactSchema, { ...validContact, firstName: "   " }).firstName).toEqual([messages.required]);
  });

  it("says 'Email is required.' for an empty email", () => {
    expect(errorsOf(contactSchema, { ...validContact, email: "" }).email).toEqual(["Email is required."]);
  });

  it.each(["ada", "ada@", "ada@example", "@example.com", "ada example@example.com"])(
    "says 'Invalid email format.' for %j",
    (email) => {
      expect(errorsOf(contactSchema, { ...validContact, email }).email).toEqual(["Invalid email format."]);
    },
  );

  it("offers exactly the spec's five subjects and rejects others", () => {
    expect(contactSubjects).toEqual([
      "Founder Inquiry",
      "Investor Inquiry",
      "Partnership Opportunity",
      "Media Inquiry",
      "General Question",
    ]);
    expect(errorsOf(contactSchema, { ...validContact, subject: "Sales" }).subject).toEqual([messages.chooseListed]);
  });

  it("limits the message to 5,000 characters", () => {
    expect(errorsOf(contactSchema, { ...validContact, message: "x".repeat(5000) })).toEqual({});
    expect(errorsOf(contactSchema, { ...validContact, message: "x".repeat(5001) }).message).toEqual([
      messages.tooLong(5000),
    ]);
  });

  it("reports every missing field at once", () => {
    expect(Object.keys(errorsOf(contactSchema, {})).sort()).toEqual(
      ["email", "firstName", "lastName", "message", "subject"].sort(),
    );
  });
});
