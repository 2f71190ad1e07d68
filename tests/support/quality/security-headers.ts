import { createHash } from "node:crypto";

/** What a response must carry; `secure` means it was served over TLS (directly or behind a trusted proxy). */
export interface HeaderExpectations {
  secure: boolean;
}

const ONE_YEAR_SECONDS = 31_536_000;

export function parseCsp(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of header.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

/** Every way a response's security headers fall short, as readable sentences; empty when it passes. */
export function securityHeaderProblems(headers: Headers, { secure }: HeaderExpectations): string[] {
  const problems: string[] = [];
  const csp = headers.get("content-security-policy");
  if (!csp) {
    problems.push("no Content-Security-Policy");
  } else {
    const directives = parseCsp(csp);
    const scriptSources = directives.get("script-src") ?? directives.get("default-src");
    if (!scriptSources) problems.push("CSP has neither script-src nor default-src");
    else if (!(scriptSources.length === 1 && scriptSources[0] === "'none'")) {
      if (
        !scriptSources.some((source) => /^'(?:nonce-[\w+/=-]{16,}|sha(?:256|384|512)-[A-Za-z0-9+/=]+)'$/.test(source))
      ) {
        problems.push("CSP script-src has no nonce or hash");
      }
      if (scriptSources.includes("'unsafe-inline'")) problems.push("CSP script-src allows 'unsafe-inline'");
      if (scriptSources.includes("'unsafe-eval'")) problems.push("CSP script-src allows 'unsafe-eval'");
      if (scriptSources.includes("*") || scriptSources.some((source) => /^(?:https?|data):$/.test(source))) {
        problems.push("CSP script-src allows any host");
      }
    }
    for (const required of ["frame-ancestors", "base-uri", "form-action"]) {
      if (!directives.has(required)) problems.push(`CSP has no ${required}`);
    }
    if (!directives.get("object-src")?.includes("'none'") && !directives.get("default-src")?.includes("'none'")) {
      problems.push("CSP does not set object-src 'none'");
    }
    if (!secure && directives.has("upgrade-insecure-requests")) {
      problems.push("CSP upgrade-insecure-requests on a plain-HTTP response breaks every subresource");
    }
  }
  if (headers.get("x-content-type-options")?.toLowerCase() !== "nosniff")
    problems.push("X-Content-Type-Options is not nosniff");
  const referrer = headers.get("referrer-policy")?.toLowerCase();
  if (!referrer) problems.push("no Referrer-Policy");
  else if (/unsafe-url|no-referrer-when-downgrade/.test(referrer))
    problems.push(`Referrer-Policy ${referrer} leaks full URLs`);
  if (!headers.get("permissions-policy")) problems.push("no Permissions-Policy");
  if (!headers.get("cross-origin-opener-policy")) problems.push("no Cross-Origin-Opener-Policy");
  if (!headers.get("cross-origin-resource-policy")) problems.push("no Cross-Origin-Resource-Policy");
  if (headers.has("x-powered-by")) problems.push(`X-Powered-By is sent (${headers.get("x-powered-by")})`);

  const hsts = headers.get("strict-transport-security");
  if (secure) {
    const maxAge = Number(hsts?.match(/max-age=(\d+)/i)?.[1] ?? 0);
    if (!hsts) problems.push("no Strict-Transport-Security over HTTPS");
    else if (maxAge < ONE_YEAR_SECONDS) problems.push(`HSTS max-age ${maxAge} is under one year`);
  }

  for (const cookie of headers.getSetCookie()) {
    const name = cookie.split("=")[0] ?? "";
    const attributes = cookie
      .split(";")
      .slice(1)
      .map((attribute) => attribute.trim().toLowerCase());
    if (!attributes.includes("httponly")) problems.push(`cookie ${name} lacks HttpOnly`);
    if (!attributes.some((attribute) => attribute === "samesite=lax" || attribute === "samesite=strict")) {
      problems.push(`cookie ${name} lacks SameSite=Lax or Strict`);
    }
    if (secure && !attributes.includes("secure")) problems.push(`cookie ${name} lacks Secure over HTTPS`);
    if (!attributes.some((attribute) => attribute.startsWith("path="))) problems.push(`cookie ${name} has no Path`);
  }
  return problems;
}

/** Every <script> in the page must carry the response's CSP nonce, or the browser blocks it. */
/**
 * The page's scripts that its CSP would refuse to run: each must carry the response's nonce, or,
 * inline, have its SHA-256 listed (static documents, decision 064). Data blocks (JSON) never run.
 */
export function scriptsNotAllowed(html: string, csp: string | null): string[] {
  const sources = csp ? (parseCsp(csp).get("script-src") ?? []) : [];
  const nonce = sources.find((source) => source.startsWith("'nonce-"))?.slice(7, -1);
  const refused: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([^<]*(?:<(?!\/script>)[^<]*)*)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    if (/type=["']?application\/(?:ld\+)?json/i.test(attributes)) continue;
    if (nonce && attributes.includes(`nonce="${nonce}"`)) continue;
    const inline = !/\bsrc=/i.test(attributes);
    const hash = `'sha256-${createHash("sha256")
      .update(match[2] ?? "", "utf8")
      .digest("base64")}'`;
    if (inline && sources.includes(hash)) continue;
    refused.push(`<script${attributes}>`.slice(0, 120));
  }
  return refused;
}
