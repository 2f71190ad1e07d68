import { moveKind } from "./workflow.ts";

/*
 * Which e-mail a stage move may send the founder, and whether the move control offers to send it
 * (decision 058). Shared by the move control and the server, which applies the same default when a
 * caller makes no choice.
 */

/** The stages whose move has an e-mail to the founder (app/content/shared/mail/data.ts words each one). */
export const FOUNDER_MAIL_STAGES = ["reviewing", "due_diligence", "funded", "declined"] as const;
export type FounderMailStage = (typeof FOUNDER_MAIL_STAGES)[number];

export function isFounderMailStage(status: string): status is FounderMailStage {
  return (FOUNDER_MAIL_STAGES as readonly string[]).includes(status);
}

/**
 * Whether an application's move from `from` to `to` sends the founder its e-mail unless the partner
 * says otherwise: forward moves do (the founder expects to hear of progress); a decline does not (a
 * partner usually writes it personally); a move back does not (it undoes a mistake the founder should
 * not hear of). `null`: that stage has no e-mail.
 */
export function founderMailByDefault(from: string, to: string): boolean | null {
  if (!isFounderMailStage(to)) return null;
  return moveKind("applications", from, to) === "forward";
}
