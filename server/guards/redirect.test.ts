import { describe, expect, it } from "vitest";
import { itMapsEach } from "#tests/maps-each.ts";
import { sameOriginPath } from "./redirect.ts";

describe("sameOriginPath", () => {
  itMapsEach(
    "keeps %j on this site as %j",
    sameOriginPath,
    [
      ["//evil.example", "/evil.example"],
      ["///evil.example", "/evil.example"],
      ["/\\evil.example", "/evil.example"],
      ["\\\\evil.example", "/evil.example"],
      ["/\t/evil.example", "/evil.example"],
      ["/\\/\\evil.example?q=1", "/evil.example?q=1"],
    ],
    // Whatever the target, the browser must resolve the result to this site.
    (path) => expect(new URL(path, "https://noema.example").host).toBe("noema.example"),
  );

  it.each(["/about", "/insights?page=2", "/", "/a//b", "/%2F%2Fevil.example"])(
    "leaves the path %j as it is",
    (path) => {
      expect(sameOriginPath(path)).toBe(path);
    },
  );
});
