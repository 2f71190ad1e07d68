import { describe, expect, it } from "vitest";
import { sameOriginPath } from "./redirect";

describe("sameOriginPath", () => {
  it.each([
    ["//evil.example", "/evil.example"],
    ["///evil.example", "/evil.example"],
    ["/\\evil.example", "/evil.example"],
    ["\\\\evil.example", "/evil.example"],
    ["/\t/evil.example", "/evil.example"],
    ["/\\/\\evil.example?q=1", "/evil.example?q=1"],
  ])("keeps %j on this site as %j", (target, expected) => {
    expect(sameOriginPath(target)).toBe(expected);
    expect(new URL(sameOriginPath(target), "https://noema.example").host).toBe("noema.example");
  });

  it.each(["/about", "/insights?page=2", "/", "/a//b", "/%2F%2Fevil.example"])(
    "leaves the path %j as it is",
    (path) => {
      expect(sameOriginPath(path)).toBe(path);
    },
  );
});
