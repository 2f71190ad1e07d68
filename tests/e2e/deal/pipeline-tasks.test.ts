import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { openPage } from "#tests/browser.ts";
import { testDialects } from "#tests/database.ts";
import { insertApplication } from "#tests/leads.ts";
import { smtpServerForSuite } from "#tests/receivers.ts";
import { sharedBrowser } from "#tests/shared-browser.ts";
import { staffClient } from "#tests/staff.ts";
import { staffTargetFor } from "#tests/staff-target.ts";

/*
 * Decision 061: a partner sets a next step with a due date and an assignee on a deal; the assignee is
 * e-mailed (the founder is not), and their "My tasks" lists it, an overdue one marked in words.
 * Assigning the deal itself mails the new assignee too, but nobody for what they took themselves.
 */

describe.each(testDialects)("deal tasks on %s", (dialect) => {
  const smtp = smtpServerForSuite();
  const target = staffTargetFor(dialect, { env: () => ({ SMTP_URL: smtp().url }) });
  const browser = sharedBrowser();
  const mailsTo = (address: string) => smtp().mails.filter((mail) => mail.to.includes(address));

  it("sets a task for a colleague, who is e-mailed and sees it, overdue, in My tasks", async () => {
    const tag = randomUUID().slice(0, 8);
    const founder = `founder-${tag}@tasks-${tag}.example`;
    const lead = await target().read((db) =>
      insertApplication(db, { applicant_email: founder, business_name: `Task Co ${tag}` }),
    );
    const partner = await target().createAccount("member");
    const colleague = await target().createAccount("member");
    const { page, errors, close } = await openPage(browser());
    try {
      await target().signIn(page, partner);
      await page.goto(`${target().baseURL}/inbox/applications/${lead.id}`);
      await page.getByLabel("Next step").fill(`Call the CFO ${tag}`);
      await page.getByLabel("Due on").fill("2026-01-05");
      await page.locator("#task-assignee").selectOption({ label: colleague.name });
      await page.getByRole("button", { name: "Add task" }).click();
      await page.getByRole("status").filter({ hasText: "Task added." }).waitFor();
      const task = page.getByTestId("deal-task").filter({ hasText: `Call the CFO ${tag}` });
      expect(await task.textContent()).toMatch(/Overdue/);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
    await expect.poll(() => mailsTo(colleague.email).length, { timeout: 20_000 }).toBe(1);
    const [mail] = mailsTo(colleague.email);
    expect(mail?.header("subject")).toBe(`Task for you: Call the CFO ${tag}`);
    expect(mail?.text).toContain(`/inbox/applications/${lead.id}`);
    expect(mailsTo(partner.email)).toEqual([]);
    expect(mailsTo(founder)).toEqual([]);

    const theirs = await staffClient(target().baseURL, colleague);
    const myTasks = await (await theirs.get("/inbox/tasks")).text();
    expect(myTasks).toContain(`Call the CFO ${tag}`);
    expect(myTasks).toMatch(/Overdue/);
  }, 60_000);

  it("adds, refuses, reassigns and completes tasks through plain posts that come back to the deal", async () => {
    const tag = randomUUID().slice(0, 8);
    const lead = await target().read((db) => insertApplication(db, { business_name: `Plain Co ${tag}` }));
    const partner = await target().createAccount("member");
    const colleague = await target().createAccount("member");
    const idOf = (email: string) =>
      target().read(
        async (db) =>
          (await db.selectFrom("staff_users").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id,
      );
    const client = await staffClient(target().baseURL, partner);
    const url = `/inbox/applications/${lead.id}`;
    const post = async (fields: Record<string, string>) => {
      const response = await client.post(`${url}/tasks`, fields);
      expect(response.status).toBe(303);
      const location = response.headers.get("location") ?? "";
      return { location, page: await (await client.get(location.replace(/#.*$/, ""))).text() };
    };
    const refused = await client.post(`${url}/tasks`, {
      intent: "add",
      title: `Site visit ${tag}`,
      dueOn: "",
      assignee: await idOf(partner.email),
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Give a due date.");
    const added = await post({
      intent: "add",
      title: `Site visit ${tag}`,
      dueOn: "2099-01-05",
      assignee: await idOf(partner.email),
    });
    expect(added.page).toContain("Task added.");
    expect(added.page).toContain(`Site visit ${tag}`);
    expect(added.page).not.toMatch(/Overdue/);
    const taskId = await target().read(
      async (db) =>
        (await db.selectFrom("deal_tasks").select("id").where("application_id", "=", lead.id).executeTakeFirstOrThrow())
          .id,
    );
    expect(mailsTo(partner.email)).toEqual([]);
    const reassigned = await post({ intent: "reassign", taskId, assignee: await idOf(colleague.email) });
    expect(reassigned.page).toContain("Task reassigned.");
    await expect.poll(() => mailsTo(colleague.email).length, { timeout: 20_000 }).toBe(1);
    const done = await post({ intent: "complete", taskId });
    expect(done.page).toContain("Task marked done.");
    const theirs = await staffClient(target().baseURL, colleague);
    expect(await (await theirs.get("/inbox/tasks")).text()).not.toContain(`Site visit ${tag}`);
  }, 60_000);

  it("mails the new assignee of a deal, and nobody who assigns it to themselves", async () => {
    const tag = randomUUID().slice(0, 8);
    const lead = await target().read((db) => insertApplication(db, { business_name: `Assign Co ${tag}` }));
    const partner = await target().createAccount("member");
    const colleague = await target().createAccount("member");
    const client = await staffClient(target().baseURL, partner);
    const colleagueId = await target().read(
      async (db) =>
        (await db.selectFrom("staff_users").select("id").where("email", "=", colleague.email).executeTakeFirstOrThrow())
          .id,
    );
    const partnerId = await target().read(
      async (db) =>
        (await db.selectFrom("staff_users").select("id").where("email", "=", partner.email).executeTakeFirstOrThrow())
          .id,
    );
    const url = `/inbox/applications/${lead.id}`;
    expect((await client.post(url, { intent: "assign", assignee: partnerId })).status).toBe(200);
    expect((await client.post(url, { intent: "assign", assignee: colleagueId })).status).toBe(200);
    await expect.poll(() => mailsTo(colleague.email).length, { timeout: 20_000 }).toBe(1);
    expect(mailsTo(colleague.email)[0]?.header("subject")).toBe(`Assign Co ${tag} is assigned to you`);
    expect(mailsTo(partner.email)).toEqual([]);
    expect(mailsTo(lead.applicant_email)).toEqual([]);
  }, 60_000);
});
