import { inboxCopy } from "#app/content/shared/inbox/data.ts";
import { type ListName, moveKind } from "./workflow.ts";

const copy = inboxCopy.lead;

/** A status in the staff app's words ("In review" for `reviewing`); an unknown code as written. */
export const statusLabel = (status: unknown) =>
  inboxCopy.statuses[String(status) as keyof typeof inboxCopy.statuses] ?? String(status ?? "—");

/** "Moved it (back) from X to Y", and what became of the founder's e-mail when the move had one. */
function describeMove(before: Record<string, unknown>, after: Record<string, unknown>, list: ListName): string {
  const [from, to] = [String(before.status), String(after.status)];
  const back = list !== "subscribers" && moveKind(list, from, to) === "back";
  const move = (back ? copy.historyMoveBack : copy.historyActions.status)
    .replace("{before}", statusLabel(from))
    .replace("{after}", statusLabel(to));
  const mail = copy.historyFounderMail[after.founderMail as keyof typeof copy.historyFounderMail];
  return mail ? `${move} · ${mail}` : move;
}

/** One history entry of a lead in words, as its page and the access export show it. */
export function describeHistory(entry: { action: string; before: unknown; after: unknown }, list: ListName): string {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const template = copy.historyActions[entry.action as keyof typeof copy.historyActions] ?? entry.action;
  if (entry.action === "status") return describeMove(before, after, list);
  if (entry.action === "cancel_founder_mail") {
    return after.mail === "documents"
      ? copy.historyCancelDocumentsMail
      : template.replace("{stage}", statusLabel(after.stage));
  }
  if (entry.action === "assign") {
    return template
      .replace("{before}", String(before.assignee ?? copy.unassigned))
      .replace("{after}", String(after.assignee ?? copy.unassigned));
  }
  return template;
}
