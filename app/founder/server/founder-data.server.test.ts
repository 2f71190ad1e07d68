import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { appDatabaseForTests } from "#tests/app-database.ts";
import { testDialects } from "#tests/database.ts";
import { requestContext } from "#tests/forms.ts";
import { insertApplication, insertMessage, insertStaff } from "#tests/leads.ts";
import { loader as dataLoader } from "#app/founder/routes/data.ts";
import { createFounderSession } from "./sessions.server.ts";
import { thrownResponse } from "#tests/thrown-response.ts";

/* /account/data: the signed-in founder's own data as a JSON download, and nobody else's. */

const load = (cookie?: string) =>
  dataLoader({
    request: new Request("http://localhost:3000/account/data", { headers: cookie ? { cookie } : {} }),
    context: requestContext(),
    params: {},
  } as never);

describe.each(testDialects)("the founder's data download on %s", (dialect) => {
  const database = appDatabaseForTests(dialect);

  it("downloads the founder's applications and messages, without notes, assignee or another founder's", async () => {
    const db = database.handle.db;
    const tag = randomUUID().slice(0, 8);
    const staff = await insertStaff(db, { name: `Assignee ${tag}` });
    const mine = await insertApplication(db, {
      applicant_email: `Me-${tag}@Example.com`,
      business_name: `Mine ${tag}`,
      applicant_phone: "+44 20 7946 0001",
      assignee_id: staff.id,
    });
    await insertMessage(db, { email: `me-${tag}@example.com`, message: `Hello from ${tag}` });
    await insertApplication(db, { applicant_email: `them-${tag}@example.com`, business_name: `Theirs ${tag}` });
    await db
      .insertInto("lead_notes")
      .values({
        id: randomUUID(),
        lead_kind: "application",
        lead_id: mine.id,
        staff_user_id: staff.id,
        body: `Internal view ${tag}`,
        created_at: new Date().toISOString(),
      })
      .execute();
    const cookie = (await createFounderSession(db, `me-${tag}@example.com`, false)).split(";")[0];

    const response = (await load(cookie)) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="noema-capital-my-data.json"');
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    const body = JSON.parse(text) as {
      email: string;
      applications: Record<string, unknown>[];
      contactMessages: Record<string, unknown>[];
    };
    expect(body.email).toBe(`me-${tag}@example.com`);
    expect(body.applications).toHaveLength(1);
    expect(body.applications[0]).toMatchObject({
      id: mine.id,
      business_name: `Mine ${tag}`,
      applicant_first_name: mine.applicant_first_name,
      applicant_last_name: mine.applicant_last_name,
      applicant_phone: "+44 20 7946 0001",
      applicant_linkedin: mine.applicant_linkedin,
    });
    expect(body.contactMessages).toEqual([expect.objectContaining({ message: `Hello from ${tag}` })]);
    for (const secret of [`Theirs ${tag}`, `them-${tag}`, `Internal view ${tag}`, staff.id, `Assignee ${tag}`]) {
      expect(text, secret).not.toContain(secret);
    }
    expect(text).not.toMatch(/assignee|internalNotes|lead_notes/i);
  });

  it("sends a visitor without a live session to the link-request page", async () => {
    for (const cookie of [undefined, `noema_founder_session=${"x".repeat(43)}`]) {
      const response = await thrownResponse(load(cookie));
      expect(response.status, String(cookie)).toBe(302);
      expect(response.headers.get("location")).toBe("/account/sign-in");
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
  });
});
