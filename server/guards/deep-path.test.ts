import { describe, expect, it } from "vitest";
import { itMapsEach } from "#tests/maps-each.ts";
import { MAX_PATH_SEGMENTS, pathSegments } from "./deep-path.ts";

describe("pathSegments", () => {
  itMapsEach("counts the segments of %s", pathSegments, [
    ["/", 1],
    ["/about", 1],
    ["/inbox/applications/0b6f", 3],
    ["/insights/a%2Fb%2fc", 4],
    ["/x?next=/a/b/c/d", 1],
    [`/${"a/".repeat(7_000)}b`, 7_001],
  ]);

  it("leaves room above the deepest route of app/routes.ts", () => {
    expect(pathSegments("/inbox/applications/0b6f/x/y/z")).toBeLessThan(MAX_PATH_SEGMENTS);
  });
});
