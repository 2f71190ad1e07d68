import { beforeEach, describe, expect, it } from "vitest";
import { appDatabaseForTests } from "#tests/app-database.ts";
import { testDialects } from "#tests/database.ts";
import { formPost, requestContext } from "#tests/forms.ts";
import { insertApplication, insertStaff } from "#tests/leads.ts";
import { action as requestLink } from "#app/founder/routes/sign-in.tsx";
import { loader as accountLoader } from "#app/founder/routes/index.tsx";
import { action as useLink } from "#app/founder/routes/link.tsx";
import { performDelivery } from "#app/platform/outbox/delivery.server.ts";
import { purgeExpired } from "#app/platform/privacy/retention.server.ts";
import { changeStatus } from "#app/staff/server/leads/changes.server.ts";
import { hashToken } from "#app/staff/server/auth.server.ts";
import { founderApplications, requestFounderLink, withdrawApplication } from "./applications.server.ts";
import { consumeFounderLink, inspectFounderLink, LINK_LIFETIME_MS, mintFounderLink } from "./links.server.ts";
import { createFounderSession, getFounderEmail } from "./sessions.server.ts";
import { thrownResponse } from "#tests/thrown-response.ts";

/* Issue 12: the founder account's links, sessions, scoping and mails, on every database. */

const cookieOf = (setCookie: string) => setCookie.split(";")[0] ?? "";
const withCookie = (cookie: string, path = "/account") =>
  new Request(`http://localhost:3000${path}`, { headers: { cookie } });

describe.each(testDialects)("the founder account on %s", (dialect) => {
  const database = appDatabaseForTests(dialect);
  const db = () => database.handle.db;
  beforeEach(async () => {
    for (const table of ["founder_links", "founder_sessions", "outbox", "audit_log", "applications"] as const) {
      await db().deleteFrom(table).execute();
    }
  });

  it("stores a link only as a hash, lets it be used once, and refuses it after 15 minutes", async () => {
    const now = new Date("2026-11-24T10:00:00Z");
    const token = await mintFounderLink(db(), "Ada@Example.com", "sign_in", now);
    const stored = await db().selectFrom("founder_links").selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.id).toBe(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored[0]?.email).toBe("ada@example.com");

    const late = new Date(now.getTime() + LINK_LIFETIME_MS + 1);
    expect(await inspectFounderLink(db(), token, "sign_in", late)).toEqual({ ok: false, reason: "expired" });
    expect(await inspectFounderLink(db(), token, "erase", now)).toEqual({ ok: false, reason: "unknown" });
    expect(await consumeFounderLink(db(), token, "sign_in", now)).toEqual({ ok: true, email: "ada@example.com" });
    expect(await consumeFounderLink(db(), token, "sign_in", now)).toEqual({ ok: false, reason: "used" });
    expect(await consumeFounderLink(db(), "x".repeat(43), "sign_in", now)).toEqual({ ok: false, reason: "unknown" });
  });

  it("has the retention purge remove used and expired links and expired sessions", async () => {
    const now = new Date("2026-11-24T10:00:00Z");
    const old = new Date(now.getTime() - 2 * 86_400_000);
    const usedLong = await mintFounderLink(db(), "a@example.com", "sign_in", old);
    await consumeFounderLink(db(), usedLong, "sign_in", old);
    await mintFounderLink(db(), "a@example.com", "sign_in", old);
    const fresh = await mintFounderLink(db(), "a@example.com", "sign_in", now);
    // Signing in clears expired sessions too, so the current one goes in first.
    await createFounderSession(db(), "a@example.com", false, undefined, now);
    await createFounderSession(db(), "a@example.com", false, undefined, old);
    const purged = await purgeExpired(db(), now);
    expect(purged).toMatchObject({ founderLinks: 2, founderSessions: 1 });
    const links = await db().selectFrom("founder_links").select("id").execute();
    expect(links).toEqual([{ id: hashToken(fresh) }]);
    expect(await db().selectFrom("founder_sessions").select("id").execute()).toHaveLength(1);
  });

  it("answers a link request for an unknown address exactly as for a known one, and mails only the known", async () => {
    await insertApplication(db(), { applicant_email: "known@example.com" });
    const answers = [];
    for (const email of ["known@example.com", "stranger@example.com"]) {
      const response = await requestLink({
        request: formPost("/account/sign-in", { email }),
        context: requestContext(`198.51.100.${answers.length + 1}`),
        params: {},
      } as never);
      const body = (response as { data: { message: string }; init: ResponseInit }).data;
      answers.push({
        status: (response as { init: ResponseInit | null }).init?.status ?? 200,
        text: body.message.replace(email, "<address>"),
      });
    }
    expect(answers[0]).toEqual(answers[1]);
    const rows = await db().selectFrom("outbox").selectAll().where("kind", "=", "founder_link").execute();
    expect(rows).toHaveLength(2);
    const sent: string[] = [];
    const context = {
      db: db(),
      sendMail: async (mail: { to: string; text: string }) => {
        sent.push(`${mail.to} ${mail.text}`);
        return { delivered: "smtp" as const };
      },
      fetchImpl: fetch,
      signal: new AbortController().signal,
    };
    const outcomes = await Promise.all(rows.map((row) => performDelivery(row, context)));
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["delivered", "skipped"]);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/^known@example\.com [\s\S]*\/account\/link\?token=[\w-]{43}/);
  });

  it("signs in once through the link's POST, and the session follows the staff rules", async () => {
    await insertApplication(db(), { applicant_email: "founder@example.com", business_name: "Mine Ltd" });
    const token = await mintFounderLink(db(), "founder@example.com", "sign_in");
    const response = await thrownResponse(
      useLink({ request: formPost("/account/link", { token }), context: requestContext(), params: {} } as never),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/account");
    const setCookie = response.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const cookie = cookieOf(setCookie);
    expect(await getFounderEmail(db(), withCookie(cookie))).toBe("founder@example.com");
    // Idle for longer than 30 minutes: over.
    expect(await getFounderEmail(db(), withCookie(cookie), new Date(Date.now() + 31 * 60_000))).toBeNull();

    const again = await useLink({
      request: formPost("/account/link", { token }),
      context: requestContext(),
      params: {},
    } as never);
    expect((again as { init: ResponseInit }).init.status).toBe(400);
    expect((again as { data: { state: string } }).data.state).toBe("used");
  });

  it("shows a founder only their own applications, and refuses another founder's id", async () => {
    const mine = await insertApplication(db(), { applicant_email: "Me@Example.com", business_name: "Mine Ltd" });
    const theirs = await insertApplication(db(), { applicant_email: "them@example.com", business_name: "Theirs Ltd" });
    const cookie = cookieOf(await createFounderSession(db(), "me@example.com", false));
    const page = (await accountLoader({
      request: withCookie(cookie),
      context: requestContext(),
      params: {},
    } as never)) as {
      data: { applications: { id: string; business_name: string }[] };
    };
    expect(page.data.applications.map((application) => application.business_name)).toEqual(["Mine Ltd"]);
    expect(JSON.stringify(page.data)).not.toMatch(/assignee|note/i);

    expect(await withdrawApplication(database.handle, "me@example.com", theirs.id)).toBe("not-found");
    expect(
      (await db().selectFrom("applications").select("status").where("id", "=", theirs.id).executeTakeFirst())?.status,
    ).toBe("new");
    expect(await withdrawApplication(database.handle, "me@example.com", mine.id)).toBe("done");
    const [withdrawn] = await founderApplications(db(), "me@example.com");
    expect(withdrawn?.status).toBe("withdrawn");
    expect(await withdrawApplication(database.handle, "me@example.com", mine.id)).toBe("closed");
    const history = await db().selectFrom("audit_log").select(["action", "lead_id"]).execute();
    expect(history).toEqual([{ action: "withdrawn_by_founder", lead_id: mine.id }]);
  });

  it("mails the founder once per stage change, and a decline only when staff choose to", async () => {
    const staff = await insertStaff(db(), { role: "member" });
    const application = await insertApplication(db(), { applicant_email: "f@example.com", business_name: "Stage Ltd" });
    const mails = () =>
      db().selectFrom("outbox").select("payload").where("kind", "=", "founder_status_update").execute();
    expect(await changeStatus(database.handle, "applications", application.id, "reviewing", { id: staff.id })).toBe(
      "done",
    );
    expect((await mails()).map((row) => JSON.parse(row.payload).status)).toEqual(["reviewing"]);
    const [standing] = await founderApplications(db(), "f@example.com");
    expect(standing?.status).toBe("reviewing");
    expect(Date.parse(standing?.statusSince ?? "")).toBeGreaterThan(Date.now() - 60_000);

    await changeStatus(database.handle, "applications", application.id, "declined", { id: staff.id });
    expect(await mails()).toHaveLength(1);
    const reopen = { founderMail: true };
    await changeStatus(database.handle, "applications", application.id, "reviewing", { id: staff.id }, reopen);
    const decline = { founderMail: true };
    await changeStatus(database.handle, "applications", application.id, "declined", { id: staff.id }, decline);
    expect((await mails()).map((row) => JSON.parse(row.payload).status)).toEqual([
      "reviewing",
      "reviewing",
      "declined",
    ]);
  });

  it("queues an erase link for the signed-in founder; using it erases them and their session", async () => {
    await insertApplication(db(), { applicant_email: "gone@example.com" });
    await requestFounderLink(database.handle, "gone@example.com", "erase");
    const cookie = cookieOf(await createFounderSession(db(), "gone@example.com", false));
    const token = await mintFounderLink(db(), "gone@example.com", "erase");
    const request = formPost("/account/link", { token, purpose: "erase" });
    request.headers.set("cookie", `${request.headers.get("cookie")}; ${cookie}`);
    const answer = await useLink({ request, context: requestContext(), params: {} } as never);
    expect((answer as { data: { state: string } }).data.state).toBe("erased");
    for (const table of ["applications", "founder_links", "founder_sessions"] as const) {
      expect(await db().selectFrom(table).selectAll().execute(), table).toEqual([]);
    }
    // Only the webhook's "erased" notice is queued, and it names no one (issue 21).
    const outbox = await db().selectFrom("outbox").select(["kind", "payload"]).execute();
    expect(outbox.map((row) => row.kind)).toEqual(["lead_erased"]);
    expect(outbox[0]?.payload).not.toContain("gone@example.com");
    const audit = await db().selectFrom("audit_log").select(["action", "staff_user_id"]).execute();
    expect(audit).toEqual([{ action: "erasure_by_founder", staff_user_id: null }]);
  });
});
