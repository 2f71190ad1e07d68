import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { type Kysely, sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/platform/db/schema.ts";
import { founderClient, founderLink } from "#tests/deal.ts";
import { insertApplication } from "#tests/leads.ts";
import { routeTable } from "#tests/routes.ts";
import { multipartBody, pdfBytes } from "#tests/sample-files.ts";
import { insertOpenOffer, sampleTermsForm } from "#tests/proposal-terms.ts";
import { staffClient } from "#tests/staff.ts";
import { staffTargetFor } from "#tests/staff-target.ts";

/*
 * Issue 28 (decision 080): every action under /inbox and /account, found by walking app/routes.ts,
 * refuses a post another site started and a post without this browser's CSRF token, with a 403 and
 * nothing changed. Each post is one the action would carry out were it not forged (a signed-in
 * admin or founder, real ids, valid fields), so a route that forgot the guard would act on it.
 */

const hasAction = (file: string) =>
  /export (?:async )?function action\b/.test(
    readFileSync(path.resolve(import.meta.dirname, "../../../app", file), "utf8"),
  );

const actions = routeTable().filter(
  (route) => /^\/(?:inbox|account)(?:\/|$)/.test(route.path) && hasAction(route.file),
);

/** Pages that carry no token (decision 066): public forms, guarded by Fetch Metadata and Origin alone. */
const TOKEN_FREE = new Set(["/account/sign-in", "/account/link"]);
/** Posted signed out, as a login CSRF would be: signed in, their pages send the visitor on before any form. */
const SIGNED_OUT = new Set(["/inbox/sign-in", "/account/sign-in", "/account/link"]);

const UPLOAD_BOUNDARY = "----noema-cross-site";

/** Every table's row count: what a refused post must leave as it was. */
async function rowCounts(db: Kysely<Database>): Promise<Record<string, number>> {
  const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table'
    and name not like 'sqlite_%' and name not like 'kysely_%'`.execute(db);
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const row = await sql<{ n: number }>`select count(*) as n from ${sql.table(name)}`.execute(db);
    counts[name] = Number(row.rows[0]?.n ?? 0);
  }
  return counts;
}

describe("every staff and founder action refuses a forged post", () => {
  // A server of its own: the check compares every table's rows before and after, so nothing else may write.
  const target = staffTargetFor("sqlite", { ownServer: true });
  let staff: { cookie: string; csrf: string };
  let visitor: { cookie: string; csrf: string };
  let founder: { cookie: string; csrf: string };
  let ids: { application: string; requestId: string; founderEmail: string; staffId: string };

  beforeAll(async () => {
    const founderEmail = `xsite-${randomUUID().slice(0, 8)}@founder.example`;
    const application = await target().read((db) => insertApplication(db, { applicant_email: founderEmail }));
    const admin = await target().createAccount("admin");
    staff = await staffClient(target().baseURL, admin);
    const asked = await fetch(`${target().baseURL}/inbox/applications/${application.id}/documents`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: staff.cookie, origin: target().baseURL, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams([
        ["csrf", staff.csrf],
        ["intent", "request"],
        ["item", "cap-table"],
        ["other", ""],
        ["idempotencyKey", `key-${randomUUID()}`],
      ]),
    });
    expect(asked.status).toBe(303);
    const requestId = await target().read(
      async (db) =>
        (
          await db
            .selectFrom("document_requests")
            .select("id")
            .where("application_id", "=", application.id)
            .executeTakeFirstOrThrow()
        ).id,
    );
    founder = await founderClient(target(), founderEmail);
    visitor = await staffClient(target().baseURL);
    const staffId = await target().read(
      async (db) =>
        (await db.selectFrom("staff_users").select("id").where("email", "=", admin.email).executeTakeFirstOrThrow()).id,
    );
    ids = { application: application.id, requestId, founderEmail, staffId };
    // An open offer, so a forged answer to it would be carried out were the guard missing.
    await target().read((db) => insertOpenOffer(db, application.id));
  });

  /** The concrete URL, the session and a body the action would accept, for one route. */
  async function postFor(route: { path: string }) {
    const url = route.path
      .replace(":list", "applications")
      .replace(":id", ids.application)
      .replace(":fileId", randomUUID());
    const signedIn = SIGNED_OUT.has(route.path) ? visitor : url.startsWith("/account") ? founder : staff;
    const fields: Record<string, string> = {
      "/inbox/sign-in": { email: "nobody@noema.example", password: "a-long-staff-password" },
      "/inbox/profile": { timeZone: "Europe/Paris" },
      "/inbox/privacy": { intent: "erase", email: ids.founderEmail, confirm: ids.founderEmail },
      "/inbox/privacy/access": { email: ids.founderEmail },
      "/inbox/board": { applicationId: ids.application, status: "reviewing" },
      "/inbox/applications/:id/tasks": {
        intent: "add",
        title: "Forged task",
        dueOn: "2030-01-01",
        assignee: ids.staffId,
      },
      "/inbox/applications/:id/documents": {
        intent: "request",
        item: "financials",
        other: "",
        idempotencyKey: `k-${randomUUID()}`,
      },
      // A whole, valid proposal: were the guard missing, it would store one.
      "/inbox/applications/:id/proposal": { intent: "propose", ...sampleTermsForm, memo: "## Forged memo" },
      "/inbox/:list/:id": { intent: "note", body: "Forged note", idempotencyKey: `k-${randomUUID()}` },
      "/inbox/applications/:id/messages": { body: "Forged message", idempotencyKey: `k-${randomUUID()}` },
      "/account": { intent: "erase" },
      "/account/sign-in": { email: ids.founderEmail },
      "/account/link": {
        token: new URL(await founderLink(target(), ids.founderEmail)).searchParams.get("token") ?? "",
        purpose: "sign_in",
      },
      "/account/applications/:id": { body: "Forged message", idempotencyKey: `k-${randomUUID()}` },
      "/account/applications/:id/offer": { intent: "decline", reason: "Forged decline" },
    }[route.path] ?? { intent: "note", body: "Forged note" };
    return { url, signedIn, fields };
  }

  /** Posts as a browser would: the founder's upload as multipart, every other form urlencoded. */
  function post(url: string, cookie: string, fields: Record<string, string>, headers: Record<string, string>) {
    const upload = url.endsWith("/documents") && url.startsWith("/account");
    const parts = Object.entries(fields).map(([name, value]) => ({ name, value }));
    const body = upload
      ? new Uint8Array(
          multipartBody(UPLOAD_BOUNDARY, [
            ...parts,
            { name: "requestId", value: ids.requestId },
            { name: "files", fileName: "cap-table.pdf", bytes: pdfBytes() },
          ]),
        )
      : new URLSearchParams(fields);
    return fetch(`${target().baseURL}${url}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        cookie,
        "content-type": upload
          ? `multipart/form-data; boundary=${UPLOAD_BOUNDARY}`
          : "application/x-www-form-urlencoded",
        ...headers,
      },
      body,
    });
  }

  it("finds every action under /inbox and /account in the route table", () => {
    expect(actions.map((route) => route.path)).toEqual(
      expect.arrayContaining([
        "/inbox/:list/:id",
        "/inbox/sign-out",
        "/inbox/privacy/access",
        "/account",
        "/account/applications/:id/documents",
      ]),
    );
  });

  const forgeries: {
    name: string;
    headers: (origin: string) => Record<string, string>;
    token: "right" | "none" | "wrong";
  }[] = [
    {
      name: "started by another site (Fetch Metadata)",
      headers: () => ({ "sec-fetch-site": "cross-site", origin: "https://evil.example" }),
      token: "right",
    },
    {
      name: "from another origin, no Fetch Metadata",
      headers: () => ({ origin: "https://evil.example" }),
      token: "right",
    },
    {
      name: "from a sibling subdomain",
      headers: (origin) => ({ "sec-fetch-site": "same-site", origin }),
      token: "right",
    },
    { name: "with no Origin, Referer or Fetch Metadata", headers: () => ({}), token: "right" },
    {
      name: "same-origin without the CSRF token",
      headers: (origin) => ({ "sec-fetch-site": "same-origin", origin }),
      token: "none",
    },
    {
      name: "same-origin with a wrong CSRF token",
      headers: (origin) => ({ "sec-fetch-site": "same-origin", origin }),
      token: "wrong",
    },
  ];

  describe.each(forgeries)("a post $name", ({ headers, token }) => {
    const covered = token === "right" ? actions : actions.filter((route) => !TOKEN_FREE.has(route.path));
    it.each(covered)("$path answers 403 and changes nothing", async (route) => {
      const { url, signedIn, fields } = await postFor(route);
      const csrf = { right: signedIn.csrf, none: undefined, wrong: "x".repeat(43) }[token];
      const before = await target().read(rowCounts);
      const response = await post(url, signedIn.cookie, csrf ? { csrf, ...fields } : fields, headers(target().baseURL));
      expect(response.status, `${route.path} (${route.file})`).toBe(403);
      expect(await target().read(rowCounts), route.path).toEqual(before);
    });
  });
});
