import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { createCsrfToken } from "./csrf.server.ts";
import { readPostedForm, requirePublicPost, requireTokenPost } from "./post-guard.server.ts";
import { formErrors } from "#app/content/shared/form-errors/data.ts";
import { STAFF_FORM_BODY_LIMIT } from "#app/staff/server/form-body.server.ts";
import { applyTestEnv } from "#tests/env.ts";

/*
 * Decision 080: every action of the staff app and the founder account starts with its area's guard,
 * which checks the origin and the CSRF token in one place. An action that forgot it would be open to
 * any site its user visits; this fails for it before any browser test runs.
 */

const APP = path.resolve(import.meta.dirname, "../..");
const GUARDS = [
  "requireStaffPost",
  "requireFounderPost",
  "requireFounderUpload",
  "requireTokenPost",
  "requirePublicPost",
];

function actionModules(): { file: string; source: string }[] {
  // The staff app's routes (/inbox) and the founder account's (/account).
  return ["staff/routes", "founder/routes"].flatMap((folder) =>
    readdirSync(path.join(APP, folder), { recursive: true, encoding: "utf8" })
      .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
      .map((name) => ({ file: `${folder}/${name}`, source: readFileSync(path.join(APP, folder, name), "utf8") }))
      .filter(({ source }) => /export\s+(?:async\s+)?function\s+action\b|export\s+const\s+action\b/.test(source)),
  );
}

/** The action's first awaited call, the guard when the action starts as it must. */
function firstAwait(source: string): string | undefined {
  const body = source.slice(source.search(/export\s+(?:async\s+function|const)\s+action\b/));
  return /await\s+([\w.]+)\s*\(/.exec(body)?.[1];
}

describe("every staff and founder action", () => {
  const modules = actionModules();

  it("finds the actions of both areas", () => {
    expect(modules.map((module) => module.file)).toEqual(
      expect.arrayContaining([
        "staff/routes/lead.tsx",
        "staff/routes/export.ts",
        "founder/routes/index.tsx",
        "founder/routes/documents.tsx",
      ]),
    );
  });

  it.each(modules)("$file calls its guard before anything else it awaits", ({ source }) => {
    expect(GUARDS).toContain(firstAwait(source));
  });

  it.each(modules)("$file leaves the origin and token checks to the guard", ({ source }) => {
    expect(source).not.toMatch(/\b(?:verifyCsrf|verifyOrigin|isSameOriginPost|isOwnPagePost|readStaffForm)\b/);
  });
});

describe("the post guard", () => {
  beforeEach(() => applyTestEnv());
  const token = createCsrfToken();
  const post = (headers: Record<string, string>, fields: Record<string, string>) =>
    new Request("http://localhost:3000/inbox/profile", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: `noema_csrf=${token}`, ...headers },
      body: new URLSearchParams(fields),
    });
  const own = { origin: "http://localhost:3000", "sec-fetch-site": "same-origin" };

  it("passes our own page's post with the token, and gives back its form", async () => {
    const checked = await requireTokenPost(post(own, { csrf: token, timeZone: "Europe/Paris" }));
    expect(checked.ok).toBe(true);
    expect(checked.formData.get("timeZone")).toBe("Europe/Paris");
  });

  it.each([
    ["another site's", { origin: "https://evil.example", "sec-fetch-site": "cross-site" }, token],
    ["a sibling subdomain's", { origin: "http://localhost:3000", "sec-fetch-site": "same-site" }, token],
    ["another origin's, without Fetch Metadata", { origin: "https://evil.example" }, token],
    ["a headerless", {}, token],
    ["a tokenless", own, undefined],
    ["a wrong-token", own, createCsrfToken()],
  ] as const)("refuses %s post with 403, keeping what was typed", async (_, headers, csrf) => {
    const fields: Record<string, string> = { timeZone: "Europe/Paris", ...(csrf ? { csrf } : {}) };
    const checked = await requireTokenPost(post(headers, fields));
    expect(checked).toMatchObject({ ok: false, status: 403 });
    expect(checked.formData.get("timeZone")).toBe("Europe/Paris");
  });

  it("lets a public form through on Fetch Metadata alone, without a token", async () => {
    expect((await requirePublicPost(post({ "sec-fetch-site": "same-origin" }, { email: "a@b.example" }))).ok).toBe(
      true,
    );
    expect(await requirePublicPost(post({ "sec-fetch-site": "cross-site" }, { email: "a@b.example" }))).toMatchObject({
      ok: false,
      status: 403,
    });
  });

  it.each([
    ["a body that is not a form", 400, "application/json", JSON.stringify({ note: "x" }), formErrors.postNotAForm],
    [
      "a form over the limit",
      413,
      "application/x-www-form-urlencoded",
      `body=${"x".repeat(STAFF_FORM_BODY_LIMIT + 1)}`,
      formErrors.postTooLarge,
    ],
  ] as const)("answers %s with %i and the content's sentence", async (_, status, type, body, message) => {
    const request = new Request("http://localhost:3000/inbox/profile", {
      method: "POST",
      headers: { "content-type": type },
      body,
    });
    await expect(readPostedForm(request)).rejects.toMatchObject({ data: { error: message }, init: { status } });
  });
});
