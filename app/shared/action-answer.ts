/*
 * The one shape of every staff and founder action's answer (decision 080), read by the pages and
 * components that show it: whether it went through ("ok"), was refused (a forged or expired form,
 * a limit, a conflict), or was invalid (a field to mend), the sentence that says so, and whatever
 * else the page needs to show it in place (the intent, what was typed, each field's reason).
 */
export type AnswerStatus = "ok" | "refused" | "invalid";

export interface ActionAnswer {
  status: AnswerStatus;
  message: string;
}

/** The status an HTTP status stands for: 2xx went through, 400 is input to mend, any other 4xx a refusal. */
export function answerStatusOf(httpStatus: number): AnswerStatus {
  if (httpStatus < 300) return "ok";
  return httpStatus === 400 ? "invalid" : "refused";
}

/** Whether an answer says the post went through. */
export const wentThrough = (answer: { status: AnswerStatus } | null | undefined): boolean => answer?.status === "ok";
