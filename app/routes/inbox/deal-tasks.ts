import { data, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/deal-tasks";
import { verifyCsrf, verifyOrigin } from "~/server/csrf.server";
import { getDatabase } from "~/server/db/db.server";
import { requestInfoContext } from "~/server/request-context.server";
import { NO_STORE, readStaffForm, requireStaff } from "~/server/staff/guard.server";
import { taskFormSchema } from "~/server/staff/pipeline/task-form.server";
import { addTask, completeTask, reassignTask } from "~/server/staff/pipeline/tasks.server";
import type { TaskAnswer } from "~/lib/inbox/task-answers";

/*
 * The task forms of an application's page post here (decision 061): no page of its own, it redirects
 * back to the application with the answer in the address (?task=…#tasks), which the page words.
 */

const leadId = z.uuid();

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const id = leadId.safeParse(params.id);
  if (!id.success) throw data(null, { status: 404, headers: NO_STORE });
  return redirect(`/inbox/applications/${id.data}`, { headers: NO_STORE });
}

function errorOf(issues: z.core.$ZodIssue[]): TaskAnswer {
  const field = issues[0]?.path[0];
  if (field === "title") return "invalid-what";
  if (field === "dueOn") return "invalid-due";
  if (field === "assignee") return "invalid-assignee";
  return "not-found";
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const id = leadId.safeParse(params.id);
  if (!id.success) throw data(null, { status: 404, headers: NO_STORE });
  const back = (answer: TaskAnswer) =>
    redirect(`/inbox/applications/${id.data}?task=${answer}#tasks`, { status: 303, headers: NO_STORE });
  const formData = await readStaffForm(request);
  if (!verifyOrigin(request) || !verifyCsrf(request, formData)) return back("forbidden");
  const parsed = taskFormSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return back(errorOf(parsed.error.issues));
  const input = parsed.data;
  const handle = getDatabase();
  const actor = { id: user.id, ip: context.get(requestInfoContext).clientIp };
  const outcome =
    input.intent === "add"
      ? await addTask(handle, id.data, { title: input.title, dueOn: input.dueOn, assigneeId: input.assignee }, actor)
      : input.intent === "complete"
        ? await completeTask(handle, id.data, input.taskId, actor)
        : await reassignTask(handle, id.data, input.taskId, input.assignee, actor);
  if (outcome !== "done") return back(outcome);
  return back(input.intent === "add" ? "added" : input.intent === "complete" ? "completed" : "reassigned");
}
