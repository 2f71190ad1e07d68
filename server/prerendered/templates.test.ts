import { describe, expect, it } from "vitest";
import { fillTemplate, splitTemplate } from "./templates.ts";

const marks = { nonce: "__NONCE__", csrf: "__CSRF__" };

describe("page templates", () => {
  it("fill every placeholder, multi-byte text included, for any value lengths", () => {
    const template = splitTemplate('<script nonce="__NONCE__">€</script><input value="__CSRF__">__NONCE__', marks);
    expect(fillTemplate(template, { nonce: "n1", csrf: "token" }).toString("utf8")).toBe(
      '<script nonce="n1">€</script><input value="token">n1',
    );
    expect(fillTemplate(template, { nonce: "longer-nonce", csrf: "" }).toString("utf8")).toBe(
      '<script nonce="longer-nonce">€</script><input value="">longer-nonce',
    );
    // A filled body is never shared with the next response.
    const first = fillTemplate(template, { nonce: "aa", csrf: "bb" });
    fillTemplate(template, { nonce: "cc", csrf: "dd" });
    expect(first.toString("utf8")).toContain('nonce="aa"');
  });

  it("leave a page without placeholders as it is", () => {
    expect(fillTemplate(splitTemplate("<p>plain</p>", marks), { nonce: "n", csrf: "c" }).toString()).toBe(
      "<p>plain</p>",
    );
  });
});
