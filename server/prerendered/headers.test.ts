import helmet from "helmet";
import { describe, expect, it } from "vitest";
import { recordHeaders } from "./headers.ts";

const marks = { nonce: "__NONCE__", csrf: "__CSRF__" };

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
