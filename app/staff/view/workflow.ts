import type { ApplicationStatus, LeadKind, MessageStatus, NewsletterStatus } from "#app/platform/db/schema.ts";

/*
 * The firm's workflows (issue 11). Shared by the staff pages and the server,
 * which refuses any move not listed here.
 */

export const LISTS = ["applications", "messages", "subscribers"] as const;
export type ListName = (typeof LISTS)[number];

export const KIND_OF_LIST: Record<ListName, LeadKind> = {
  applications: "application",
  messages: "contact",
  subscribers: "newsletter",
};

export const TABLE_OF_LIST = {
  applications: "applications",
  messages: "contact_messages",
  subscribers: "newsletter_subscribers",
} as const;

export const APPLICATION_STATUSES = [
  "new",
  "reviewing",
  "due_diligence",
  "funded",
  "declined",
  "withdrawn",
] as const satisfies readonly ApplicationStatus[];
export const MESSAGE_STATUSES = ["new", "answered", "archived"] as const satisfies readonly MessageStatus[];
export const SUBSCRIBER_STATUSES = [
  "pending",
  "confirmed",
  "unsubscribed",
] as const satisfies readonly NewsletterStatus[];

export const STATUSES_OF_LIST = {
  applications: APPLICATION_STATUSES,
  messages: MESSAGE_STATUSES,
  subscribers: SUBSCRIBER_STATUSES,
} as const;

export type LeadStatus = ApplicationStatus | MessageStatus | NewsletterStatus;

/** The audit actions a lead's history shows; the inbox copy words each one. */
export const HISTORY_ACTIONS = [
  "status",
  "assign",
  "note",
  "retry_delivery",
  "withdrawn_by_founder",
  "contact_updated_by_founder",
  "cancel_founder_mail",
  "message_to_founder",
  "message_by_founder",
  "documents_requested",
  "documents_uploaded_by_founder",
  "document_accepted",
  "document_changes_asked",
  "document_downloaded",
] as const;

/**
 * Where each status may go next: forward along the stages, to a decline, or back (issue 21: a
 * mistaken move is undone by moving back, audited like any other). The first entry is the next
 * forward stage, which the move control offers first.
 */
const TRANSITIONS: Record<"applications", Record<ApplicationStatus, readonly ApplicationStatus[]>> &
  Record<"messages", Record<MessageStatus, readonly MessageStatus[]>> = {
  applications: {
    new: ["reviewing", "declined"],
    reviewing: ["due_diligence", "declined", "new"],
    due_diligence: ["funded", "declined", "reviewing"],
    funded: ["due_diligence"],
    declined: ["reviewing", "due_diligence", "new"],
    // The founder withdrew it from their account; staff can't move it back on their behalf.
    withdrawn: [],
  },
  messages: {
    new: ["answered", "archived"],
    answered: ["archived", "new"],
    archived: ["new"],
  },
};

/** The statuses a lead in `from` may move to; subscribers have none (their status is theirs to change). */
export function nextStatuses(list: ListName, from: string): readonly string[] {
  if (list === "subscribers") return [];
  const table: Record<string, readonly string[]> = TRANSITIONS[list];
  return table[from] ?? [];
}

/** Each list's stages in their forward order; a decline, a withdrawal and archiving stand apart. */
const STAGE_ORDER: Record<Exclude<ListName, "subscribers">, readonly string[]> = {
  applications: ["new", "reviewing", "due_diligence", "funded"],
  messages: ["new", "answered", "archived"],
};

export type MoveKind = "forward" | "decline" | "back";

/** Forward along the stages, to a decline, or back (including reopening a declined or archived lead). */
export function moveKind(list: Exclude<ListName, "subscribers">, from: string, to: string): MoveKind {
  if (to === "declined") return "decline";
  const order = STAGE_ORDER[list];
  const [fromIndex, toIndex] = [order.indexOf(from), order.indexOf(to)];
  return fromIndex >= 0 && toIndex > fromIndex ? "forward" : "back";
}

/** What the move control starts on: the next forward stage, or nothing (the partner picks) when there is none. */
export function defaultMove(list: ListName, from: string): string {
  if (list === "subscribers") return "";
  return nextStatuses(list, from).find((to) => moveKind(list, from, to) === "forward") ?? "";
}

/** The status that counts as "new" in the navigation. */
export const NEW_STATUS_OF_LIST: Record<ListName, LeadStatus> = {
  applications: "new",
  messages: "new",
  subscribers: "pending",
};

/** Counting new items stops here: the navigation shows "1000+" rather than scanning a backlog on every page. */
export const COUNT_CAP = 1000;
/** Another list's matches for a search are counted up to this: enough to say "100+", cheap for a common word. */
export const OTHER_LIST_CAP = 100;

export const SORTS_OF_LIST = {
  applications: ["date", "company", "revenue", "fit", "facility"],
  messages: ["date", "company"],
  subscribers: ["date"],
} as const satisfies Record<ListName, readonly string[]>;
export type SortKey = "date" | "company" | "revenue" | "fit" | "facility";

/** Annual-revenue bands for the applications filter, in dollars; `max` is exclusive. */
export const REVENUE_BANDS = [
  { id: "under-1m", min: 0, max: 1_000_000 },
  { id: "1m-5m", min: 1_000_000, max: 5_000_000 },
  { id: "5m-20m", min: 5_000_000, max: 20_000_000 },
  { id: "20m-plus", min: 20_000_000, max: undefined },
] as const;

export { FIRM_TIME_ZONE } from "./time-zone.ts";
