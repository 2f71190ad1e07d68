import { describe, expect, it } from "vitest";
import { validationMessages as messages } from "#app/content/shared/form-copy/data.ts";
import { linkedinField } from "./fields.schema.ts";

/*
 * Issue 18: the founder account refused "linkedin.com/in/…", the very form the application's hint
 * suggests. One rule now serves the application and the account: whatever a founder copies from a
 * browser, an app or a country site is kept as one canonical address; anything else is refused.
 */

const read = (value: string) => linkedinField.safeParse(value);

describe("the LinkedIn field", () => {
  it.each([
    ["linkedin.com/in/ada-lovelace", "https://www.linkedin.com/in/ada-lovelace"],
    ["www.linkedin.com/in/ada-lovelace", "https://www.linkedin.com/in/ada-lovelace"],
    ["https://www.linkedin.com/in/ada-lovelace/", "https://www.linkedin.com/in/ada-lovelace"],
    ["http://linkedin.com/in/ada-lovelace", "https://www.linkedin.com/in/ada-lovelace"],
    ["  LinkedIn.com/in/Ada-Lovelace  ", "https://www.linkedin.com/in/Ada-Lovelace"],
    ["https://de.linkedin.com/in/ada-lovelace?originalSubdomain=de", "https://www.linkedin.com/in/ada-lovelace"],
    ["m.linkedin.com/in/ada-lovelace#about", "https://www.linkedin.com/in/ada-lovelace"],
    ["linkedin.com/in/ada-lovelace/details/experience/", "https://www.linkedin.com/in/ada-lovelace"],
    ["https://www.linkedin.com/in/józef-nowak", "https://www.linkedin.com/in/józef-nowak"],
    ["https://www.linkedin.com/in/j%C3%B3zef-nowak", "https://www.linkedin.com/in/józef-nowak"],
    ["linkedin.com/company/noema-capital/about", "https://www.linkedin.com/company/noema-capital"],
    ["linkedin.com/pub/ada-lovelace/1/23/456", "https://www.linkedin.com/pub/ada-lovelace/1/23/456"],
  ])("keeps %s as %s", (typed, stored) => {
    expect(read(typed)).toEqual({ success: true, data: stored });
  });

  it("leaves a blank field empty", () => {
    expect(read("   ")).toEqual({ success: true, data: undefined });
  });

  it.each([
    "ada-lovelace",
    "https://example.com/in/ada-lovelace",
    "linkedin.com.example.net/in/ada-lovelace",
    "notlinkedin.com/in/ada-lovelace",
    "https://linkedin.com/feed/",
    "linkedin.com/in/",
    "https://user@linkedin.com/in/ada-lovelace",
    "https://www.linkedin.com:8443/in/ada-lovelace",
    "ftp://linkedin.com/in/ada-lovelace",
    "linkedin.com/in/ada lovelace",
    "javascript:alert(1)//linkedin.com/in/ada",
  ])("refuses %s with the message that shows the expected form", (typed) => {
    const result = read(typed);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([messages.linkedinInvalid]);
  });
});
