import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  documentRows,
  founderClient,
  openCapTableRequest,
  postFounderMessage,
  postFounderUpload,
} from "#tests/deal.ts";
import { insertApplication } from "#tests/leads.ts";
import { pdfBytes } from "#tests/sample-files.ts";
import { staffClient } from "#tests/staff.ts";
import { staffTargetFor } from "#tests/staff-target.ts";

/*
 * Issue 26 item 2: one signed-in founder sent 25 messages in a loop and every one was stored (and
 * mailed to the firm); uploads had no count either. Each founder now has a budget per window, set by
 * env; past it the answer is a 429 that says how long to wait and keeps the typed message. The counts
 * live in the rate limiter, not the database, so one dialect is enough.
 */

describe("a founder's limits on messages and uploads", () => {
  const target = staffTargetFor("sqlite", {
    env: () => ({ FOUNDER_MESSAGE_MAX: "3", FOUNDER_UPLOAD_MAX: "2", FOUNDER_LIMIT_WINDOW_SECONDS: "3600" }),
  });

  async function founderWithApplication() {
    const tag = randomUUID().slice(0, 8);
    const email = `limits-${tag}@founder.example`;
    const application = await target().read((db) => insertApplication(db, { applicant_email: email }));
    return { tag, application, founder: await founderClient(target(), email) };
  }

  it("stores three messages, then answers 429 with the text kept and stores no more", async () => {
    const { application, founder } = await founderWithApplication();
    const send = (body: string) => postFounderMessage(target(), founder, application.id, body);
    const statuses: number[] = [];
    for (let index = 1; index <= 5; index++) statuses.push((await send(`Question number ${index}`)).status);
    expect(statuses).toEqual([302, 302, 302, 429, 429]);

    const refused = await send("Kept question about covenants");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3000);
    const html = await refused.text();
    expect(html).toContain("You have sent many messages in a short while");
    expect(html).toContain("again in 60 minutes");
    expect(html).toMatch(/<textarea[^>]*name="body"[^>]*>Kept question about covenants/);
    const stored = await target().read((db) =>
      db.selectFrom("deal_messages").select("body").where("application_id", "=", application.id).execute(),
    );
    expect(stored.map((row) => row.body).toSorted()).toEqual([
      "Question number 1",
      "Question number 2",
      "Question number 3",
    ]);
  });

  it("stores two uploads, then answers 429 and stores nothing of the third", async () => {
    const { tag, application, founder } = await founderWithApplication();
    const staff = await staffClient(target().baseURL, await target().createAccount("member"));
    const requestId = await openCapTableRequest(target(), staff, application.id, tag);
    const upload = (fileName: string) =>
      postFounderUpload(
        target(),
        founder,
        { applicationId: application.id, requestId },
        { fileName, bytes: pdfBytes() },
      );
    expect((await upload("one.pdf")).status).toBe(303);
    expect((await upload("two.pdf")).status).toBe(303);
    const third = await upload("three.pdf");
    expect(third.status).toBe(429);
    expect(third.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await third.text()).toContain("You have uploaded many times in a short while");
    const rows = await documentRows(target(), application.id);
    expect(rows.files.map((file) => file.file_name).toSorted()).toEqual(["one.pdf", "two.pdf"]);
  });
});
