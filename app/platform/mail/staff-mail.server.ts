import { pipelineCopy } from "#app/content/shared/pipeline/data.ts";
import { formatCalendarDay } from "#app/staff/view/format.ts";
import type { StaffAssignmentPayload } from "#app/platform/outbox/outbox.server.ts";
import { mailLinkBase } from "./link-base.server.ts";
import type { OutgoingMail } from "./mailer.server.ts";

const copy = pipelineCopy.mail;

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** Tells a staff member a deal, or a task on one, is now theirs; the link opens the deal in the inbox. */
export function composeStaffAssignmentMail(assignment: StaffAssignmentPayload): OutgoingMail {
  const values = {
    company: assignment.company,
    actor: assignment.actorName,
    task: assignment.task?.title ?? "",
    date: assignment.task ? formatCalendarDay(assignment.task.dueOn) : "",
  };
  const link = new URL(`/inbox/applications/${assignment.leadId}`, mailLinkBase()).href;
  const task = assignment.task !== undefined;
  return {
    to: assignment.email,
    subject: fill(task ? copy.taskSubject : copy.dealSubject, values),
    text: [fill(task ? copy.taskBody : copy.dealBody, values), "", copy.open, link, "", copy.signature].join("\n"),
    headers: { "X-Noema-Lead-Id": assignment.leadId },
  };
}
