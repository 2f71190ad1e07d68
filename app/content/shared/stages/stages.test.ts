import { describe, expect, it } from "vitest";
import { accountCopy } from "~/content/pages/account/copy";
import { inboxCopy } from "~/content/shared/inbox/data";
import { mailCopy } from "~/content/shared/mail/data";
import { processContent } from "~/content/shared/process/data";
import { APPLICATION_STATUSES } from "~/lib/inbox/workflow";
import { FOUNDER_STEP_OF_STAGE, stageNames } from "./data";
import { stageNamesSchema } from "./schema";

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
    // A new application has done step 1 (applying) and waits for step 2: it is named for that wait.
    for (const [stage, step] of Object.entries(FOUNDER_STEP_OF_STAGE).filter(([stage]) => stage !== "new")) {
      expect(stageNames[stage as keyof typeof stageNames].founder, stage).toBe(processContent.steps[step]?.title);
    }
    expect(mailCopy.founder.statuses.reviewing.subject("Acme")).toBe("Acme's application is in Initial Review");
  });
});
