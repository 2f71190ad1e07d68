import type { Kysely } from "kysely";
import { founderMailByDefault, isFounderMailStage } from "#app/staff/view/stage-mail.ts";
import { defaultMove, type ListName, type MoveKind, moveKind, nextStatuses } from "#app/staff/view/workflow.ts";
import type { Database } from "#app/platform/db/schema.ts";
import { getEnv } from "#app/platform/env.server.ts";
import {
  type MailPreview,
  type PendingFounderMail,
  pendingFounderMails,
  stageMailPreviews,
} from "./stage-mail.server.ts";

/** One destination of the move control, with the e-mail it would send the founder, if any. */
export interface MoveOption {
  to: string;
  kind: MoveKind;
  /** Applications only: the e-mail to the founder, and whether the box to send it starts ticked. */
  mail: (MailPreview & { sendByDefault: boolean }) | null;
}

/** What the lead page's move control shows. */
export interface MoveControl {
  options: MoveOption[];
  /** The option it starts on: the next forward stage, or "" (the partner chooses). */
  defaultTo: string;
  /** Stage e-mails still waiting, each with a cancel button. */
  pendingMails: PendingFounderMail[];
  /** FOUNDER_STAGE_MAIL_DELAY_MINUTES. */
  delayMinutes: number;
}

export async function moveControl(
  db: Kysely<Database>,
  list: ListName,
  id: string,
  status: string,
): Promise<MoveControl> {
  const delayMinutes = getEnv().FOUNDER_STAGE_MAIL_DELAY_MINUTES;
  if (list === "subscribers") return { options: [], defaultTo: "", pendingMails: [], delayMinutes };
  const destinations = nextStatuses(list, status);
  const applications = list === "applications";
  const [previews, pendingMails] = applications
    ? await Promise.all([stageMailPreviews(db, id, destinations), pendingFounderMails(db, id)])
    : [{}, []];
  const options = destinations.map((to): MoveOption => {
    const preview = applications && isFounderMailStage(to) ? previews[to] : undefined;
    return {
      to,
      kind: moveKind(list, status, to),
      mail: preview ? { ...preview, sendByDefault: founderMailByDefault(status, to) === true } : null,
    };
  });
  return { options, defaultTo: defaultMove(list, status), pendingMails, delayMinutes };
}
