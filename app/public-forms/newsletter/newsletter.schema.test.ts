import { describe, expect, it } from "vitest";
import { errorsOf, parsedValue } from "#tests/form-schema.ts";
import { newsletterSchema } from "./newsletter.schema.ts";

describe("newsletterSchema", () => {
  it("accepts an email", () => {
    expect(parsedValue(newsletterSchema, { email: " reader@example.com " })).toEqual({ email: "reader@example.com" });
  });
  it("uses the spec's email messages", () => {
    expect(errorsOf(newsletterSchema, { email: "" }).email).toEqual(["Email is required."]);
    expect(errorsOf(newsletterSchema, { email: "reader" }).email).toEqual(["Invalid email format."]);
  });
});
