import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "#tests/database.ts";
import { staffRoutes } from "#tests/routes.ts";
import { type StaffClient, staffClient } from "#tests/staff.ts";
import { staffTargetFor } from "#tests/staff-target.ts";

/** One concrete URL per staff route, parameters filled with plausible values. */
// Real addresses hold ids in lower case: another spelling is redirected before any route runs.
const routes = staffRoutes({ list: "applications", id: randomUUID(), fileId: randomUUID() });
/** The two routes a signed-out visitor must reach; neither answers with data. */
const PUBLIC = new Set(["/inbox/sign-in", "/inbox/sign-out"]);

const hasAction = (file: string) =>
  /export (?:async )?function action\b/.test(
    readFileSync(path.resolve(import.meta.dirname, "../../../app", file), "utf8"),
  );

function expectToSignIn(response: Response) {
  expect(response.status).toBe(302);
  expect(response.headers.get("location")).toMatch(/^\/inbox\/sign-in(\?|$)/);
}

describe.each(testDialects)("staff app on %s", (dialect) => {
  const target = staffTargetFor(dialect);

  describe("staff routes when signed out", () => {
    let visitor: StaffClient;
    beforeAll(async () => {
      visitor = await staffClient(target().baseURL);
    });

    it("covers every staff route in app/routes.ts", () => {
      expect(routes.map((route) => route.path)).toEqual(
        expect.arrayContaining(["/inbox", "/inbox/:list", "/inbox/:list/export", "/inbox/:list/:id", "/inbox/privacy"]),
      );
    });

    it.each(routes.filter((route) => !PUBLIC.has(route.path)))(
      "$path: the page, its data and its action all redirect to sign-in",
      async ({ url, file }) => {
        const page = await visitor.get(url);
        expectToSignIn(page);
        expect(page.headers.get("cache-control")).toBe("no-store");
        const action = await visitor.post(url, { intent: "note", body: "x", email: "a@b.example" });
        // A route without an action answers 405 (no data); one with an action must ask for sign-in first.
        if (hasAction(file)) expectToSignIn(action);
        else expect(action.status).toBe(405);
        // The router's data request: a redirect instruction, never loader data.
        const data = await visitor.get(`${url === "/inbox" ? "/inbox" : url}.data`);
        expect([202, 204, 302]).toContain(data.status);
        const text = await data.text();
        expect(text).toContain("/inbox/sign-in");
        expect(text).not.toMatch(/applicant|business_name|"rows"/);
      },
    );

    it("sign-in shows a form and sign-out refuses a post without the CSRF token", async () => {
      const signIn = await visitor.get("/inbox/sign-in");
      expect(signIn.status).toBe(200);
      expect(signIn.headers.get("cache-control")).toBe("no-store");
      const signOut = await fetch(`${target().baseURL}/inbox/sign-out`, { method: "POST", redirect: "manual" });
      expect(signOut.status).toBe(400);
    });

    it("answers the same for a wrong password whether or not the account exists", async () => {
      const account = await target().createAccount("member");
      const known = await visitor.post("/inbox/sign-in", { email: account.email, password: "wrong-password-123" });
      const unknown = await visitor.post("/inbox/sign-in", {
        email: "nobody@noema.example",
        password: "wrong-password-123",
      });
      expect(known.status).toBe(401);
      expect(unknown.status).toBe(401);
      const message = (html: string) => /role="alert"[^>]*>([^<]*)</.exec(html)?.[1];
      expect(message(await known.text())).toBe(message(await unknown.text()));
    });
  });

  describe("roles", () => {
    let member: StaffClient;
    let admin: StaffClient;
    beforeAll(async () => {
      const { baseURL, createAccount } = target();
      member = await staffClient(baseURL, await createAccount("member"));
      admin = await staffClient(baseURL, await createAccount("admin"));
    });

    it("lets a member triage but not export, erase, or open data requests", async () => {
      const list = await member.get("/inbox/applications");
      expect(list.status).toBe(200);
      expect(list.headers.get("cache-control")).toBe("no-store");
      expect(await list.text()).not.toContain("Export CSV");
      // A GET never exports: a member is sent to the admin-only page. The export itself is a POST, refused to members.
      expect((await member.get("/inbox/applications/export")).headers.get("location")).toBe("/inbox/admin-only");
      expect((await member.post("/inbox/applications/export", {})).status).toBe(403);
      expect((await member.get("/inbox/privacy")).status).toBe(403);
      const erase = await member.post("/inbox/privacy", {
        intent: "erase",
        email: "a@b.example",
        confirm: "a@b.example",
      });
      expect(erase.status).toBe(403);
      const access = await member.post("/inbox/privacy/access", { email: "a@b.example" });
      expect(access.status).toBe(403);
    });

    it("lets an admin export and open data requests, never cached", async () => {
      const csv = await admin.post("/inbox/messages/export", { q: "nobody-at-all" });
      expect(csv.status).toBe(200);
      expect(csv.headers.get("content-type")).toContain("text/csv");
      expect(csv.headers.get("cache-control")).toBe("no-store");
      const privacy = await admin.get("/inbox/privacy");
      expect(privacy.status).toBe(200);
      expect(privacy.headers.get("cache-control")).toBe("no-store");
      const data = await admin.get("/inbox/applications.data");
      expect(data.headers.get("cache-control")).toBe("no-store");
    });

    it("records an export's filters in the audit log but not its search text, which erasure could not find", async () => {
      const address = `someone-${randomUUID().slice(0, 8)}@founder.example`;
      const csv = await admin.post("/inbox/applications/export", { q: address, status: "new" });
      expect(csv.status).toBe(200);
      const exports = await target().read((db) =>
        db.selectFrom("audit_log").select(["target", "after_value"]).where("action", "=", "export_csv").execute(),
      );
      const recorded = exports.map((row) => `${row.target} ${row.after_value ?? ""}`).join("\n");
      expect(recorded).toContain("applications?status=new");
      expect(recorded).toContain('"searched":true');
      expect(recorded).not.toContain(address.split("@")[0]);
    });

    it("refuses a staff post from another origin", async () => {
      const { baseURL } = target();
      const response = await fetch(`${baseURL}/inbox/privacy`, {
        method: "POST",
        headers: {
          cookie: admin.cookie,
          origin: "https://evil.example",
          "content-type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams({ csrf: admin.csrf, intent: "preview", email: "a@b.example" }),
        redirect: "manual",
      });
      // Refused before any route runs, with the 403 page (decision 066).
      expect(response.status).toBe(403);
    });
  });
});
