import { createContext, data, Form, Link, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/deal-tasks";
import styles from "#app/staff/components/Inbox.module.css";
import { OutcomeMessage } from "#app/shared/ui/OutcomeMessage.tsx";
import { TaskAddFields } from "#app/staff/components/pipeline/TaskAddFields.tsx";
import { pipelineCopy } from "#app/content/shared/pipeline/data.ts";
import { staffPageMeta } from "#app/staff/view/staff-meta.ts";
import type { TaskAnswer } from "#app/staff/view/task-answers.ts";
import { actionAnswer } from "#app/shared/action-answer.server.ts";
import type { ActionAnswer } from "#app/shared/action-answer.ts";
import { getDatabase } from "#app/platform/db/db.server.ts";
import { requestInfoContext } from "#app/platform/request-context.server.ts";
import { listStaff } from "#app/staff/server/accounts.server.ts";
import { NO_STORE, requireStaff, requireStaffPost } from "#app/staff/server/guard.server.ts";
import {
  type TaskErrors,
  type TaskRefusal,
  taskErrorsOf,
  taskFormSchema,
  taskValuesOf,
} from "#app/staff/server/pipeline/task-form.server.ts";
import { addTask, completeTask, reassignTask, type TaskOutcome } from "#app/staff/server/pipeline/tasks.server.ts";

/*
 * The task forms of an application's page post here (decision 061). A change that went through
 * redirects back to the application with the answer in the address (?task=…#tasks). A refusal is
 * answered 4xx with the reasons and the typed values: the page's card shows them beside the fields
 * (JavaScript on); without JavaScript this route renders the form again, filled in.
 */

const copy = pipelineCopy.tasks;
const leadId = z.uuid();

function idOf(params: Route.LoaderArgs["params"]): string {
  const id = leadId.safeParse(params.id);
  if (!id.success) throw data(null, { status: 404, headers: NO_STORE });
  return id.data;
}

/** Set by a refused post: without JavaScript the loader runs after the action and must let the form render. */
const refusedThisRequest = createContext(false);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  const id = idOf(params);
  if (!context.get(refusedThisRequest)) throw redirect(`/inbox/applications/${id}`, { headers: NO_STORE });
  const staff = await listStaff(getDatabase().db, { activeOnly: true });
  return { userId: user.id, staff: staff.map((member) => ({ id: member.id, name: member.name })) };
}

const REFUSALS: Record<Exclude<TaskOutcome, "done">, { status: number; message: string; errors?: TaskErrors }> = {
  "not-found": { status: 404, message: copy.notFound },
  "not-allowed": { status: 409, message: copy.notAllowed },
  "unknown-assignee": { status: 400, message: copy.assigneeUnknown, errors: { assignee: copy.assigneeUnknown } },
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const post = await requireStaffPost(request);
  const id = idOf(params);
  const { formData } = post;
  const intent = String(formData.get("intent") ?? "");
  const refuse = (status: number, message: string, errors: TaskErrors = {}) => {
    context.set(refusedThisRequest, true);
    const refusal: Omit<TaskRefusal, keyof ActionAnswer> = { intent, errors, values: taskValuesOf(formData) };
    return actionAnswer(status, message, refusal);
  };
  if (!post.ok) return refuse(post.status, copy.forbidden);
  const { user } = post;
  const parsed = taskFormSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    const errors = taskErrorsOf(parsed.error.issues);
    return refuse(400, Object.values(errors)[0] ?? copy.notFound, errors);
  }
  const input = parsed.data;
  const handle = getDatabase();
  const actor = { id: user.id, ip: context.get(requestInfoContext).clientIp };
  const outcome =
    input.intent === "add"
      ? await addTask(handle, id, { title: input.title, dueOn: input.dueOn, assigneeId: input.assignee }, actor)
      : input.intent === "complete"
        ? await completeTask(handle, id, input.taskId, actor)
        : await reassignTask(handle, id, input.taskId, input.assignee, actor);
  if (outcome !== "done") {
    const { status, message, errors } = REFUSALS[outcome];
    return refuse(status, message, errors);
  }
  const answer: TaskAnswer =
    input.intent === "add" ? "added" : input.intent === "complete" ? "completed" : "reassigned";
  throw redirect(`/inbox/applications/${id}?task=${answer}#tasks`, { status: 303, headers: NO_STORE });
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  staffPageMeta(matches, location.pathname, copy.refusedTitle);

/** Reached only by a refused post without JavaScript: why, and the add form again with what was typed. */
export default function DealTaskRefused({ loaderData, actionData, params }: Route.ComponentProps) {
  const back = `/inbox/applications/${params.id ?? ""}#tasks`;
  const fieldErrors = actionData ? Object.keys(actionData.errors).length > 0 : false;
  return (
    <div className={styles.page}>
      <p>
        <Link to={back}>← {copy.back}</Link>
      </p>
      <h1>{copy.refusedTitle}</h1>
      {fieldErrors ? null : (
        <OutcomeMessage outcome={actionData} okClassName={styles.status} failedClassName={styles.error} />
      )}
      {actionData?.intent === "add" && loaderData ? (
        <Form method="post" className={styles.card}>
          <TaskAddFields
            staff={loaderData.staff}
            userId={loaderData.userId}
            values={actionData.values}
            errors={actionData.errors}
            busy={false}
          />
        </Form>
      ) : null}
    </div>
  );
}
