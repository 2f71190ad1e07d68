import { describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { scriptsNotAllowed, securityHeaderProblems } from "./security-headers.ts";

const goodCsp =
  "default-src 'self'; script-src 'self' 'nonce-AAAAAAAAAAAAAAAAAAAAAA=='; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

function headers(overrides: Record<string, string | null> = {}, cookies: string[] = []) {
  const result = new Headers({
    "content-security-policy": goodCsp,
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "permissions-policy": "camera=()",
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
  });
  for (const [name, value] of Object.entries(overrides)) {
    if (value === null) result.delete(name);
    else result.set(name, value);
  }
  for (const cookie of cookies) result.append("set-cookie", cookie);
  return result;
}

describe("securityHeaderProblems", () => {
  it("accepts a complete set over HTTP", () => {
    expect(securityHeaderProblems(headers({}, ["a=1; Path=/; HttpOnly; SameSite=Lax"]), { secure: false })).toEqual([]);
  });

  it("names each missing or weak header", () => {
    const problems = securityHeaderProblems(
      headers({
        "content-security-policy": "script-src 'self' 'unsafe-inline'",
        "x-content-type-options": null,
        "referrer-policy": "unsafe-url",
        "permissions-policy": null,
        "cross-origin-opener-policy": null,
        "cross-origin-resource-policy": null,
        "x-powered-by": "Express",
      }),
      { secure: false },
    );
    expect(problems).toEqual([
      "CSP script-src has no nonce or hash",
      "CSP script-src allows 'unsafe-inline'",
      "CSP has no frame-ancestors",
      "CSP has no base-uri",
      "CSP has no form-action",
      "CSP does not set object-src 'none'",
      "X-Content-Type-Options is not nosniff",
      "Referrer-Policy unsafe-url leaks full URLs",
      "no Permissions-Policy",
      "no Cross-Origin-Opener-Policy",
      "no Cross-Origin-Resource-Policy",
      "X-Powered-By is sent (Express)",
    ]);
  });

  it("requires HSTS of a year and Secure cookies over HTTPS", () => {
    const cookie = "noema_csrf=x; Path=/; HttpOnly; SameSite=Lax";
    expect(securityHeaderProblems(headers({}, [cookie]), { secure: true })).toEqual([
      "no Strict-Transport-Security over HTTPS",
      "cookie noema_csrf lacks Secure over HTTPS",
    ]);
    expect(securityHeaderProblems(headers({ "strict-transport-security": "max-age=600" }), { secure: true })).toEqual([
      "HSTS max-age 600 is under one year",
    ]);
  });

  it("flags cookies without HttpOnly, SameSite or Path", () => {
    expect(securityHeaderProblems(headers({}, ["s=1"]), { secure: false })).toEqual([
      "cookie s lacks HttpOnly",
      "cookie s lacks SameSite=Lax or Strict",
      "cookie s has no Path",
    ]);
  });

  it("accepts a policy that allows no script at all", () => {
    const csp = "default-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
    expect(securityHeaderProblems(headers({ "content-security-policy": csp }), { secure: false })).toEqual([]);
  });

  it("refuses upgrade-insecure-requests on plain HTTP", () => {
    const csp = `${goodCsp}; upgrade-insecure-requests`;
    expect(securityHeaderProblems(headers({ "content-security-policy": csp }), { secure: false })).toEqual([
      "CSP upgrade-insecure-requests on a plain-HTTP response breaks every subresource",
    ]);
  });
});

describe("scriptsNotAllowed", () => {
  it("lists scripts that lack the response's nonce, ignoring JSON data blocks", () => {
    const html = [
      '<script nonce="AAAAAAAAAAAAAAAAAAAAAA==">ok()</script>',
      '<script type="application/ld+json">{}</script>',
      '<script nonce="other">bad()</script>',
      '<script src="/x.js"></script>',
    ].join("");
    expect(scriptsNotAllowed(html, goodCsp)).toEqual(['<script nonce="other">', '<script src="/x.js">']);
  });

  it("allows an inline script whose hash the CSP lists, and no other", () => {
    const hash = createHash("sha256").update("ok()").digest("base64");
    const csp = `default-src 'self'; script-src 'sha256-${hash}' 'strict-dynamic'`;
    const html = '<script>ok()</script><script>bad()</script><script src="/x.js"></script>';
    expect(scriptsNotAllowed(html, csp)).toEqual(["<script>", '<script src="/x.js">']);
  });
});
