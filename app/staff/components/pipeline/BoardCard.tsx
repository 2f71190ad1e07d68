import { Form, Link } from "react-router";
import { inboxCopy } from "#app/content/shared/inbox/data.ts";
import { pipelineCopy } from "#app/content/shared/pipeline/data.ts";
import { CsrfField } from "#app/shared/forms/CsrfField.tsx";
import { formatMoney } from "#app/staff/view/format.ts";
import { formatStageTime } from "#app/staff/view/time-in-stage.ts";
import type { BoardCard as Card } from "#app/staff/server/pipeline/board.server.ts";
import inbox from "#app/staff/components/Inbox.module.css";
import styles from "./Board.module.css";

const copy = pipelineCopy.board;
const statusLabel = (status: string) => inboxCopy.statuses[status as keyof typeof inboxCopy.statuses] ?? status;
const fitLabel = (fit: string | null) =>
  fit ? (inboxCopy.list.fits[fit as keyof typeof inboxCopy.list.fits] ?? fit) : copy.notGiven;

/** One deal on the board: what it is, how long it has waited, and a plain form that moves it. */
export function BoardCard({ card, now, busy }: { card: Card; now: number; busy: boolean }) {
  const titleId = `card-${card.id}`;
  const selectId = `move-${card.id}`;
  return (
    <li className={styles.card} aria-labelledby={titleId} data-testid="board-card">
      <h3 id={titleId}>
        <Link to={`/inbox/applications/${card.id}`}>{card.company}</Link>
      </h3>
      <dl className={styles.facts}>
        <dt>{copy.amount}</dt>
        <dd>{card.amount === null ? copy.notGiven : formatMoney(card.amount, card.currency)}</dd>
        <dt>{copy.fit}</dt>
        <dd>{fitLabel(card.fit)}</dd>
        <dt>{copy.assignee}</dt>
        <dd>{card.assignee ?? copy.unassigned}</dd>
        <dt>{copy.inStage}</dt>
        <dd data-testid="time-in-stage">{formatStageTime(now - Date.parse(card.enteredAt), pipelineCopy.time)}</dd>
      </dl>
      {card.moves.length === 0 ? (
        <p className={inbox.muted}>{copy.final}</p>
      ) : (
        <Form method="post" preventScrollReset className={styles.move}>
          <CsrfField />
          <input type="hidden" name="applicationId" value={card.id} />
          <label htmlFor={selectId}>
            {copy.moveTo}
            <span className="visually-hidden"> ({card.company})</span>
          </label>
          {/* Nothing chosen to start with: the partner picks the stage, and Move alone moves nothing. */}
          <select id={selectId} name="status" defaultValue="">
            <option value="">{inboxCopy.lead.moveChoose}</option>
            {card.moves.map((move) => (
              <option key={move.to} value={move.to}>
                {move.kind === "back"
                  ? inboxCopy.lead.moveBack.replace("{status}", statusLabel(move.to))
                  : statusLabel(move.to)}
              </option>
            ))}
          </select>
          <button type="submit" className={`${inbox.button} ${inbox.secondary}`} disabled={busy}>
            {copy.move}
            <span className="visually-hidden"> {card.company}</span>
          </button>
        </Form>
      )}
    </li>
  );
}
