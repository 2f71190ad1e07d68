import { processContent } from "#app/content/shared/process/data.ts";
import type { StageNames } from "./schema.ts";

/*
 * Every application stage's names, in one table (issue 20): what staff read in the staff app and what
 * the founder reads on their account page and in their e-mails. A stage that is one of the founder's
 * process steps (the /process page) is called by that step's title, by staff and founder alike, so
 * nobody reads two names for one stage (a partner also reads the founder's e-mail before it goes).
 */

/**
 * Which of the four process steps each stage stands at; closed stages stand at none. A new application
 * has done step 1 (applying) and waits in step 2, so the account marks the review current, as its
 * status says (issue 18: it marked "Initial Application" beside "waiting for initial review").
 */
export const FOUNDER_STEP_OF_STAGE = { new: 1, reviewing: 1, due_diligence: 2, funded: 3 } as const;

const stepTitle = (stage: keyof typeof FOUNDER_STEP_OF_STAGE) => {
  const step = processContent.steps[FOUNDER_STEP_OF_STAGE[stage]];
  if (!step) throw new Error(`No process step for the ${stage} stage`);
  return step.title;
};

export const stageNames: StageNames = {
  // Staff triage "New"; the founder has finished applying and waits for the review to start.
  new: { staff: "New", founder: `Received: waiting for ${stepTitle("new")}` },
  reviewing: { staff: stepTitle("reviewing"), founder: stepTitle("reviewing") },
  due_diligence: { staff: stepTitle("due_diligence"), founder: stepTitle("due_diligence") },
  // Staff close the deal as "Funded"; for the founder it is the funding step under way.
  funded: { staff: "Funded", founder: stepTitle("funded") },
  declined: { staff: "Declined", founder: "Closed: we couldn't offer a facility this time" },
  withdrawn: { staff: "Withdrawn by the founder", founder: "Withdrawn by you" },
};
