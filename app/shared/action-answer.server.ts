import { data } from "react-router";
import { type ActionAnswer, answerStatusOf } from "./action-answer.ts";

/**
 * An action's answer in the one shape (decision 080), never cached, its status read from the HTTP
 * status: `extra` carries what the page needs to show it in place, `headers` adds to no-store (Retry-After).
 */
export function actionAnswer<Extra extends object = object>(
  httpStatus: number,
  message: string,
  extra?: Extra,
  headers?: Record<string, string>,
) {
  const body = { status: answerStatusOf(httpStatus), message, ...(extra as Extra) } satisfies ActionAnswer;
  return data(body, { status: httpStatus, headers: { "Cache-Control": "no-store", ...headers } });
}
