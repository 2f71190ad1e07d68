import { describe, expect, it } from "vitest";
import { applicationReference } from "./application-reference.ts";

describe("the application reference", () => {
  it("is the id's first eight hex digits, grouped, in capitals", () => {
    expect(applicationReference("3f2a9c1b-0d4e-4f5a-8b6c-7d8e9f0a1b2c")).toBe("NC-3F2A-9C1B");
  });
});
