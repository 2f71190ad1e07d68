import fc from "fast-check";
import {
  CAPTCHA_FIELD,
  CSRF_FIELD,
  HONEYPOT_FIELD,
  IDEMPOTENCY_FIELD,
  INTENT_FIELD,
} from "#app/shared/forms/field-names.ts";
import { type LongPart, longPart } from "./long-parts.ts";
import type { FuzzRoute } from "./routes.ts";

/*
 * What a fuzzed request varies: method, path spelling, content type, field names and values,
 * CSRF cookie and token, Origin and X-Forwarded-For, and at times a URL or header value up to the
 * server's limit and past it (long-parts.ts). A plan is plain data (fast-check shows and
 * shrinks it); materialise.ts turns it into bytes with the run's live CSRF token and captchas.
 */

export type Value = string | { bytes: number[] };
export type ContentType = "urlencoded" | "multipart" | "multipart-broken" | "json" | "text" | "none" | "garbage";
export type CsrfMode = "valid" | "none" | "cookie-only" | "field-only" | "mismatch" | "malformed";
export type OriginMode = "same" | "none" | "evil" | "null" | "malformed";
export type PathSpelling = "plain" | "double-slash" | "backslash" | "trailing-slash" | "index-html" | "encoded-slash";

export interface RequestPlan {
  route: FuzzRoute;
  method: string;
  params: string[];
  spelling: PathSpelling;
  query: Array<[string, string]>;
  contentType: ContentType;
  /** Start from the route's valid fields (with a fresh captcha and idempotency key), then change `fields`. */
  validBase: boolean;
  fields: Array<[string, Value]>;
  csrf: CsrfMode;
  origin: OriginMode;
  forwardedFor: string | undefined;
  staffSession: boolean;
  long: LongPart | undefined;
}

/** Names the forms really use, Conform's reserved ones, and the shapes that trip parsers. */
const REAL_NAMES = [
  ...["firstName", "lastName", "email", "company", "subject", "message"],
  ...["jobTitle", "businessName", "website", "country", "referralSource", "annualRevenue", "estimatedRunway"],
  ...["cashBalance", "recentEquityRaise", "fundingDate", "revenueModel", "industry", "useOfProceeds"],
  ...["fundingRoundType", "businessDescription", "majorInvestors", "debtOutstanding"],
  ...[CSRF_FIELD, CAPTCHA_FIELD, IDEMPOTENCY_FIELD, HONEYPOT_FIELD, INTENT_FIELD, "password", "next", "token"],
  ...["body", "status"],
];
const STRANGE_NAMES = [
  "__intent__",
  "__state__",
  "__proto__",
  "__proto__[polluted]",
  "constructor",
  "constructor.prototype.polluted",
  "firstName[0]",
  "firstName.first",
  "email[]",
  "a[b][c]",
  "",
  "x".repeat(300),
];

const fieldName = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...REAL_NAMES) },
  { weight: 3, arbitrary: fc.constantFrom(...STRANGE_NAMES) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);

const FORMULAS = ['=HYPERLINK("http://evil.example","x")', "+cmd|' /C calc'!A0", "@SUM(1+1)", "-2+3", "=1+1"];
const NUMBERS = ["-1", "1e309", "99999999999999999999", "NaN", "Infinity", "0x10", "1,5", "-0", "601", "10000000001"];
const DATES = ["02/30/2024", "13/01/2024", "9999-99-99", "01/01/1800", "12/31/2999", "2024-02-29", "0/0/0"];

const fieldValue: fc.Arbitrary<Value> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.constantFrom("", " ", "Ada", "ada@example.com", "Founder Inquiry", "GB", "submit") },
  { weight: 2, arbitrary: fc.constantFrom(...FORMULAS, ...NUMBERS, ...DATES) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom("a\u0000b", "line\r\nBcc: x@example.com", "\u001b[31mred", "tab\there", "\u007f"),
  },
  { weight: 1, arbitrary: fc.constantFrom("🏦💸", "👩🏽‍💻 Ada", "\u202eevil", "\ufeffbom", "\ud800") },
  {
    weight: 1,
    arbitrary: fc
      .array(fc.integer({ min: 0, max: 255 }), { minLength: 1, maxLength: 12 })
      .map((bytes) => ({ bytes: [0xff, ...bytes, 0xc3, 0x28] })),
  },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 200_000 }).map((length) => "z".repeat(length)) },
);

const paramValue = (name: string) =>
  fc.oneof(
    fc.constantFrom(
      ...(name === "list" ? ["applications", "messages", "subscribers", "contact"] : []),

      ...(name === "slug" ? ["arr-based-lending-for-saas", "missing-article"] : []),
      "00000000-0000-4000-8000-000000000000",
    ),
    fc.uuid(),
    fc.string({ maxLength: 20 }),
    fc.constantFrom("..", "%2e%2e", "%00", "%ff", "a%2Fb", "\\", "%5C"),
  );

/** A plan for one route of the table: a third are near-valid submissions with one or two changes. */
export function requestPlan(route: FuzzRoute): fc.Arbitrary<RequestPlan> {
  return fc.oneof({ weight: 2, arbitrary: anyPlan(route) }, { weight: 1, arbitrary: nearValidPlan(route) });
}

function nearValidPlan(route: FuzzRoute): fc.Arbitrary<RequestPlan> {
  return anyPlan(route).chain((plan) =>
    fc.array(fc.tuple(fieldName, fieldValue), { maxLength: 2 }).map((fields) => ({
      ...plan,
      method: route.hasAction ? "POST" : plan.method,
      spelling: "plain" as const,
      contentType: plan.contentType === "multipart" ? plan.contentType : ("urlencoded" as const),
      validBase: true,
      fields,
      csrf: "valid" as const,
      origin: "same" as const,
    })),
  );
}

function anyPlan(route: FuzzRoute): fc.Arbitrary<RequestPlan> {
  const paramNames = [...route.pattern.matchAll(/:(\w+)|\*/g)].map((match) => match[1] ?? "splat");
  return fc.record({
    route: fc.constant(route),
    method: route.hasAction
      ? fc.constantFrom("POST", "POST", "POST", "GET", "PUT", "DELETE", "PATCH", "HEAD", "OPTIONS")
      : fc.constantFrom("GET", "GET", "HEAD", "POST", "OPTIONS"),
    params: fc.tuple(...paramNames.map((name) => paramValue(name))).map((values) => values as string[]),
    spelling: fc.constantFrom<PathSpelling>(
      "plain",
      "plain",
      "plain",
      "double-slash",
      "backslash",
      "trailing-slash",
      "index-html",
      "encoded-slash",
    ),
    query: fc.array(
      fc.tuple(
        fc.constantFrom("token", "next", "page", "utm", "__proto__", "q"),
        fc.oneof(
          fc.string({ maxLength: 30 }),
          fc.constantFrom("//evil.example", "/\\evil.example", "/inbox", "https://evil.example", "-1", "99999999999"),
        ),
      ),
      { maxLength: route.readsQuery ? 3 : 1 },
    ),
    contentType: fc.constantFrom<ContentType>(
      "urlencoded",
      "urlencoded",
      "urlencoded",
      "multipart",
      "multipart-broken",
      "json",
      "text",
      "none",
      "garbage",
    ),
    validBase: fc.boolean(),
    fields: fc.array(fc.tuple(fieldName, fieldValue), { maxLength: 6 }),
    csrf: fc.constantFrom<CsrfMode>(
      "valid",
      "valid",
      "valid",
      "none",
      "cookie-only",
      "field-only",
      "mismatch",
      "malformed",
    ),
    origin: fc.constantFrom<OriginMode>("same", "same", "same", "none", "evil", "null", "malformed"),
    forwardedFor: fc.option(fc.oneof(fc.ipV4(), fc.ipV6(), fc.constantFrom("garbage", "1.2.3.4, 5.6.7.8", "")), {
      nil: undefined,
    }),
    staffSession: fc.boolean(),
    long: longPart,
  });
}

/** A plan for any route of the table, routes with an action three times as likely. */
export function anyRequestPlan(routes: FuzzRoute[]): fc.Arbitrary<RequestPlan> {
  return fc.oneof(...routes.map((route) => ({ weight: route.hasAction ? 3 : 1, arbitrary: requestPlan(route) })));
}
