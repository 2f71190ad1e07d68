import type { Kysely } from "kysely";
import { pipelineCopy } from "#app/content/shared/pipeline/data.ts";
import { TASK_ANSWERS, taskAnswerOf } from "#app/staff/view/task-answers.ts";
import { firmDayOf } from "#app/staff/view/tasks.ts";
import type { ListName } from "#app/staff/view/workflow.ts";
import type { Database } from "#app/platform/db/schema.ts";
import { tasksOfDeal } from "./tasks.server.ts";

/** What an application's page needs for its Tasks section (null on other lists): the tasks and the last answer. */
export async function leadTasks(db: Kysely<Database>, list: ListName, id: string, url: URL, userId: string) {
  if (list !== "applications") return null;
  const answer = taskAnswerOf(url.searchParams.get("task"));
  const outcome = answer
    ? { status: TASK_ANSWERS[answer].status, message: pipelineCopy.tasks[TASK_ANSWERS[answer].key] }
    : undefined;
  return { tasks: await tasksOfDeal(db, id), today: firmDayOf(new Date()), userId, outcome };
}
