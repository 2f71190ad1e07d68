import { describe, expect, it } from "vitest";
import { accountCopy } from "#app/content/pages/account/copy.ts";
import { inboxCopy } from "#app/content/shared/inbox/data.ts";
import { mailCopy } from "#app/content/shared/mail/data.ts";
import { processContent } from "#app/content/shared/process/data.ts";
import { APPLICATION_STATUSES } from "#app/staff/view/workflow.ts";
import { FOUNDER_STEP_OF_STAGE, stageNames } from "./data.ts";
import { stageNamesSchema } from "./schema.ts";

/*
 * Issue 20: staff said "Reviewing" where the founder read "Initial Review" (and the staff's own preview
 * of the founder's e-mail said "Initial Review"). Each stage now has its names in one table, and a
 * stage that is one of the founder's process steps has that step's title for staff and founder alike.
 */
describe("stage names", () => {
  it("name every stage, for staff and founder", () => {
    expect(stageNamesSchema.safeParse(stageNames).success).toBe(true);
  });

  it("come from one table for the staff app, the founder's account and the founder's e-mails", () => {
    for (const stage of APPLICATION_STATUSES) {
      expect(inboxCopy.statuses[stage], stage).toBe(stageNames[stage].staff);
      expect(accountCopy.account.statuses[stage], stage).toBe(stageNames[stage].founder);
    }
    for (const stage of ["reviewing", "due_diligence", "funded"] as const) {
      expect(mailCopy.founder.statuses[stage].step, stage).toBe(stageNames[stage].founder);
    }
  });

  it("name a stage that is a process step by that step, the same for staff and founder", () => {
    expect(stageNames.reviewing).toEqual({ staff: "Initial Review", founder: "Initial Review" });
    expect(stageNames.due_diligence).toEqual({ staff: "Due Diligence", founder: "Due Diligence" });
    // A new application has done step 1 (applying) and waits in step 2: it is named for that wait.
    expect(stageNames.new.founder).toBe("Received: waiting for Initial Review");
    for (const [stage, step] of Object.entries(FOUNDER_STEP_OF_STAGE).filter(([stage]) => stage !== "new")) {
      expect(stageNames[stage as keyof typeof stageNames].founder, stage).toBe(processContent.steps[step]?.title);
    }
    expect(mailCopy.founder.statuses.reviewing.subject("Acme")).toBe("Acme's application is in Initial Review");
  });

  // Issue 18: a new application showed "Initial Application – current step" beside "waiting for initial review".
  it("mark as current the process step the founder's status names, for every stage", () => {
    for (const stage of APPLICATION_STATUSES) {
      const status = stageNames[stage].founder;
      const step = (FOUNDER_STEP_OF_STAGE as Partial<Record<string, number>>)[stage];
      const named = processContent.steps.filter((candidate) => status.includes(candidate.title));
      expect(
        named.map((candidate) => candidate.title),
        `${stage}: "${status}"`,
      ).toEqual(step === undefined ? [] : [processContent.steps[step]?.title]);
    }
  });
});
