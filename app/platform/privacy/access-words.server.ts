import type { Kysely } from "kysely";
import { inboxCopy } from "#app/content/shared/inbox/data.ts";
import { describeHistory, statusLabel } from "#app/staff/view/history-words.ts";
import { LISTS, KIND_OF_LIST, type ListName } from "#app/staff/view/workflow.ts";
import type { Database } from "#app/platform/db/schema.ts";

/*
 * Issue 26: the access export held `reviewing` and staff ids, which mean nothing to the person who
 * asked. Beside each code go the words the staff app uses, and beside each staff id the name.
 */

type Row = Record<string, unknown>;

/** Columns that hold a staff member's id, and the key of the name written beside each. */
const STAFF_COLUMNS: Record<string, string> = {
  assignee_id: "assignee_name",
  staff_user_id: "staff_name",
  created_by: "created_by_name",
  completed_by: "completed_by_name",
};

/** Names of the staff members the rows mention, by id (a deleted account has none). */
export async function staffNames(db: Kysely<Database>, rows: object[]): Promise<Map<string, string>> {
  const ids = new Set<string>();
  for (const row of rows as Row[])
    for (const column of Object.keys(STAFF_COLUMNS)) if (typeof row[column] === "string") ids.add(row[column]);
  if (ids.size === 0) return new Map();
  const staff = await db
    .selectFrom("staff_users")
    .select(["id", "name"])
    .where("id", "in", [...ids])
    .execute();
  return new Map(staff.map((member) => [member.id, member.name]));
}

/** A row with each staff id's name beside it, and its status in words when it has one. */
export function withWords(row: Row, names: Map<string, string>): Row {
  const words: Row = { ...row };
  if (typeof row.status === "string") words.status_words = statusLabel(row.status);
  for (const [column, nameKey] of Object.entries(STAFF_COLUMNS))
    if (typeof row[column] === "string") words[nameKey] = names.get(row[column]) ?? null;
  return words;
}

const listOfKind = (kind: unknown): ListName => LISTS.find((list) => KIND_OF_LIST[list] === kind) ?? "applications";

/** A history entry with what happened in the lead page's words, and who did it. */
export const historyWithWords = (
  entry: { action: string; lead_kind: unknown; before_value: unknown; after_value: unknown } & Row,
  names: Map<string, string>,
): Row => ({
  ...withWords(entry, names),
  action_words: describeHistory(
    { action: entry.action, before: entry.before_value, after: entry.after_value },
    listOfKind(entry.lead_kind),
  ),
});

/** A forward with its kind and state in the words of the lead page's "Forwards" card. */
export const deliveryWithWords = <Delivery extends { kind: string; status: string }>(delivery: Delivery) => ({
  ...delivery,
  kind_words: inboxCopy.lead.deliveryKinds[delivery.kind as keyof typeof inboxCopy.lead.deliveryKinds] ?? null,
  status_words: inboxCopy.lead.deliveryStates[delivery.status as keyof typeof inboxCopy.lead.deliveryStates] ?? null,
});
