import helmet from "helmet";
import { describe, expect, it } from "vitest";
import { fillTemplate, recordHeaders, splitTemplate } from "./prerendered";

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

describe("recordHeaders", () => {
  it("captures what helmet sets, in order, with the nonce where the directive puts it", () => {
    const middleware = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: [
            "'self'",
            (_req, res) => `'nonce-${(res as unknown as { locals: { nonce: string } }).locals.nonce}'`,
          ],
        },
      },
    });
    const headers = recordHeaders(middleware, {}, { nonce: marks.nonce });
    expect(headers[0]).toEqual(["Content-Security-Policy", "default-src 'self';script-src 'self' 'nonce-__NONCE__'"]);
    expect(Object.fromEntries(headers)).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "X-Frame-Options": "SAMEORIGIN",
      "X-XSS-Protection": "0",
      "Strict-Transport-Security": expect.stringMatching(/^max-age=/),
    });
  });

  it("refuses middleware that does not finish synchronously", () => {
    expect(() => recordHeaders((_req, _res, _next) => undefined, {})).toThrow(/synchronously/);
  });
});
