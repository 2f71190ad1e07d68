import { describe, expect, it } from "vitest";
import { hasWellFormedPath } from "./malformed-url.ts";

describe("hasWellFormedPath", () => {
  it.each(["/%ff", "/insights/%ff", "/%E0%A4%A", "/%", "/a%zz"])("refuses %s", (url) => {
    expect(hasWellFormedPath(url)).toBe(false);
  });
  it.each(["/", "/about", "/insights/caf%C3%A9", "/a%2Fb", "/x?q=%ff"])("accepts %s", (url) => {
    expect(hasWellFormedPath(url)).toBe(true);
  });
});
