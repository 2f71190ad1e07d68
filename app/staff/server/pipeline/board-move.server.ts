import { z } from "zod";
import { pipelineCopy } from "#app/content/shared/pipeline/data.ts";
import type { DatabaseHandle } from "#app/platform/db/db.server.ts";
import { type Actor, changeStatus } from "#app/staff/server/leads/changes.server.ts";
import {
  type PendingFounderMail,
  pendingFounderMails,
  STAGE_MAIL_ONLY,
} from "#app/staff/server/leads/stage-mail.server.ts";

/*
 * A move posted from the board (decision 061). It goes through changeStatus, the lead page's path, with
 * the transition's default for the founder's e-mail (decision 058: forward moves queue it, delayed and
 * cancellable; a move back or a decline sends nothing), and a decline only with its confirmation.
 */

const copy = pipelineCopy.board;

export const boardMoveSchema = z.object({
  applicationId: z.uuid(),
  status: z.string({ error: copy.formExpired }).min(1, copy.formExpired).max(40),
  confirmDecline: z.literal("on").optional(),
});

export type BoardMoveAnswer =
  | { kind: "moved"; applicationId: string; status: string; mail: PendingFounderMail | null }
  | { kind: "confirm"; applicationId: string }
  | { kind: "refused"; message: string; status: 400 | 404 | 409 };

export async function moveFromBoard(
  handle: DatabaseHandle,
  input: z.infer<typeof boardMoveSchema>,
  actor: Actor,
): Promise<BoardMoveAnswer> {
  if (input.status === "declined" && input.confirmDecline !== "on") {
    return { kind: "confirm", applicationId: input.applicationId };
  }
  const outcome = await changeStatus(handle, "applications", input.applicationId, input.status, actor);
  if (outcome === "not-found") return { kind: "refused", message: copy.notFound, status: 404 };
  if (outcome === "not-allowed") return { kind: "refused", message: copy.notAllowed, status: 409 };
  const [mail] = await pendingFounderMails(handle.db, input.applicationId, STAGE_MAIL_ONLY);
  return { kind: "moved", applicationId: input.applicationId, status: input.status, mail: mail ?? null };
}
