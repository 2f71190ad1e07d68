import { isRouteErrorResponse } from "react-router";
import { inboxCopy } from "#app/content/shared/inbox/data.ts";
import { LISTS, type ListName } from "./workflow.ts";

const copy = inboxCopy.errors;

export interface StaffErrorView {
  status: number;
  title: string;
  body: string;
  help?: string;
  back: { to: string; label: string };
}

/**
 * What the staff app says about an error inside it (issue 21): the real reason for a refusal or a
 * missing lead, and the way back, instead of the marketing site's error pages.
 */
export function staffErrorView(error: unknown, params: { list?: string; id?: string }): StaffErrorView {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const list = LISTS.find((name) => name === params.list);
  const toInbox = { to: "/inbox/applications", label: copy.backToInbox };
  if (status === 403) {
    const adminOnly = isRouteErrorResponse(error) && (error.data as { error?: string } | null)?.error === "admin-only";
    return adminOnly
      ? { status, title: copy.forbiddenTitle, body: copy.forbiddenBody, help: copy.forbiddenHelp, back: toInbox }
      : { status, title: copy.expiredTitle, body: inboxCopy.signIn.forbidden, back: toInbox };
  }
  if (status === 404 && list && params.id) return leadNotFound(list);
  if (status === 404) return { status, title: copy.pageNotFoundTitle, body: copy.pageNotFoundBody, back: toInbox };
  return { status, title: copy.errorTitle, body: copy.errorBody, back: toInbox };
}

function leadNotFound(list: ListName): StaffErrorView {
  const title = copy.notFoundTitles[list];
  return {
    status: 404,
    title,
    body: copy.notFoundBody,
    back: { to: `/inbox/${list}`, label: copy.backToList.replace("{list}", inboxCopy.list.titles[list].toLowerCase()) },
  };
}
