import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertApplication, insertStaff } from "#tests/leads.ts";
import { createTestDatabase, type TestDatabase, testDialects } from "#tests/database.ts";
import { assignLead } from "#app/staff/server/leads/changes.server.ts";
import { addTask, completeTask, openTasksOf, reassignTask, tasksOfDeal } from "./tasks.server.ts";

describe.each(testDialects)("deal tasks on %s", (dialect) => {
  let database: TestDatabase;
  let ana: { id: string; email: string };
  let ben: { id: string; email: string };
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    ana = await insertStaff(database.handle.db, { name: "Ana Partner" });
    ben = await insertStaff(database.handle.db, { name: "Ben Partner" });
  });
  afterAll(() => database.dispose());

  const mailsTo = async (email: string) =>
    (
      await database.handle.db
        .selectFrom("outbox")
        .select(["kind", "payload"])
        .where("kind", "=", "staff_assignment")
        .execute()
    )
      .map((row) => JSON.parse(row.payload) as { email: string; leadId: string; task?: { title: string } })
      .filter((payload) => payload.email === email);

  it("adds a task for a colleague, who is e-mailed; the one who adds it for themselves is not", async () => {
    const { handle } = database;
    const lead = await insertApplication(handle.db, { business_name: "Tasked Co" });
    const actor = { id: ana.id };
    expect(
      await addTask(handle, lead.id, { title: "Call the CFO", dueOn: "2026-03-01", assigneeId: ben.id }, actor),
    ).toBe("done");
    expect(
      await addTask(handle, lead.id, { title: "Read the deck", dueOn: "2026-02-01", assigneeId: ana.id }, actor),
    ).toBe("done");
    const toBen = (await mailsTo(ben.email)).filter((mail) => mail.leadId === lead.id);
    expect(toBen.map((mail) => mail.task?.title)).toEqual(["Call the CFO"]);
    expect((await mailsTo(ana.email)).filter((mail) => mail.leadId === lead.id)).toEqual([]);
    expect((await tasksOfDeal(handle.db, lead.id)).map((task) => [task.title, task.assignee])).toEqual([
      ["Read the deck", "Ana Partner"],
      ["Call the CFO", "Ben Partner"],
    ]);
  });

  it("completes and reassigns; the new assignee is e-mailed and the list of open tasks follows", async () => {
    const { handle } = database;
    const lead = await insertApplication(handle.db, { business_name: "Moving Co" });
    await addTask(handle, lead.id, { title: "Term sheet", dueOn: "2026-04-01", assigneeId: ana.id }, { id: ana.id });
    const [task] = await tasksOfDeal(handle.db, lead.id);
    expect(await reassignTask(handle, lead.id, task!.id, ben.id, { id: ana.id })).toBe("done");
    expect((await mailsTo(ben.email)).some((mail) => mail.task?.title === "Term sheet")).toBe(true);
    expect((await openTasksOf(handle.db, ben.id)).map((row) => row.title)).toContain("Term sheet");
    expect(await completeTask(handle, lead.id, task!.id, { id: ben.id })).toBe("done");
    expect(await completeTask(handle, lead.id, task!.id, { id: ben.id })).toBe("not-allowed");
    expect((await openTasksOf(handle.db, ben.id)).map((row) => row.title)).not.toContain("Term sheet");
    expect(await completeTask(handle, "00000000-0000-4000-8000-000000000000", task!.id, { id: ben.id })).toBe(
      "not-found",
    );
  });

  it("e-mails a staff member a deal assigned to them, never the founder, and not one who took it themselves", async () => {
    const { handle } = database;
    const lead = await insertApplication(handle.db, { business_name: "Assigned Co" });
    expect(await assignLead(handle, "applications", lead.id, ben.id, { id: ana.id })).toBe("done");
    expect(await assignLead(handle, "applications", lead.id, ana.id, { id: ana.id })).toBe("done");
    expect((await mailsTo(ben.email)).filter((mail) => mail.leadId === lead.id && !mail.task)).toHaveLength(1);
    expect((await mailsTo(ana.email)).filter((mail) => mail.leadId === lead.id)).toEqual([]);
    expect(await mailsTo(lead.applicant_email)).toEqual([]);
  });
});
