import { Form } from "react-router";
import { underwritingCopy } from "#app/content/shared/underwriting/data.ts";
import { CsrfField } from "#app/shared/forms/CsrfField.tsx";
import { COMMITTEE_DECISIONS, type CommitteeRule, VOTE_CHOICES } from "#app/underwriting/committee/committee-rule.ts";
import type { ProposalPage } from "#app/underwriting/proposal/proposal-view.server.ts";
import { formatCalendarDay, formatDateTime } from "#app/staff/view/format.ts";
import { useStaffTimeZone } from "#app/staff/components/time-zone-context.ts";
import styles from "#app/staff/components/Inbox.module.css";
import underwriting from "./Underwriting.module.css";
import type { ProposalRefusal } from "./refusal.ts";

const copy = underwritingCopy.committee;

type Proposal = NonNullable<ProposalPage["proposal"]>;

function Hidden({ intent, proposalId }: { intent: string; proposalId?: string }) {
  return (
    <>
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      {proposalId ? <input type="hidden" name="proposalId" value={proposalId} /> : null}
    </>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className={styles.error}>
      {message}
    </p>
  ) : null;
}

function VoteForm({ proposal, refused, busy }: { proposal: Proposal; refused?: ProposalRefusal; busy: boolean }) {
  const mine = proposal.votes.find((vote) => vote.mine);
  const chosen = refused?.values.choice ?? mine?.choice ?? "approve";
  return (
    <Form method="post" className={styles.stack}>
      <Hidden intent="vote" proposalId={proposal.id} />
      <fieldset>
        <legend>{copy.choiceLabel}</legend>
        {VOTE_CHOICES.map((choice) => (
          <label key={choice} className={styles.checkbox}>
            <input type="radio" name="choice" value={choice} defaultChecked={chosen === choice} /> {copy[choice]}
          </label>
        ))}
      </fieldset>
      <label htmlFor="vote-comment">{copy.commentLabel}</label>
      <p id="vote-comment-hint" className={styles.muted}>
        {copy.commentHint}
      </p>
      <textarea
        id="vote-comment"
        name="comment"
        rows={3}
        defaultValue={refused?.values.comment ?? mine?.comment ?? ""}
        aria-describedby={refused?.errors.comment ? "vote-comment-hint vote-comment-error" : "vote-comment-hint"}
        aria-invalid={refused?.errors.comment ? true : undefined}
      />
      <FieldError id="vote-comment-error" message={refused?.errors.comment} />
      <p>
        <button type="submit" className={styles.button} disabled={busy}>
          {copy.vote}
        </button>
      </p>
    </Form>
  );
}

function RuleForm({ rule, busy }: { rule: CommitteeRule; busy: boolean }) {
  return (
    <Form method="post" className={styles.stack}>
      <Hidden intent="rule" />
      <label htmlFor="rule-quorum">{copy.quorumLabel}</label>
      <input id="rule-quorum" name="quorum" type="number" min={1} max={20} defaultValue={rule.quorum} required />
      <label htmlFor="rule-decision">{copy.decisionLabel}</label>
      <select id="rule-decision" name="decision" defaultValue={rule.decision}>
        {COMMITTEE_DECISIONS.map((decision) => (
          <option key={decision} value={decision}>
            {copy[decision]}
          </option>
        ))}
      </select>
      <p>
        <button type="submit" className={`${styles.button} ${styles.secondary}`} disabled={busy}>
          {copy.saveRule}
        </button>
      </p>
    </Form>
  );
}

/** Where the proposal stands in committee: put it there, vote, close the vote, read the decision; and the rule. */
export function CommitteeCard({
  proposal,
  rule,
  isAdmin,
  refused,
  busy,
}: {
  proposal: Proposal;
  rule: CommitteeRule;
  isAdmin: boolean;
  refused: ProposalRefusal | undefined;
  busy: boolean;
}) {
  const timeZone = useStaffTimeZone();
  const { decision } = proposal;
  const refusedHere = (intent: string) => (refused?.intent === intent ? refused : undefined);
  return (
    <section className={styles.card} aria-labelledby="committee-title" id="committee">
      <h2 id="committee-title">{copy.title}</h2>
      <p data-testid="committee-status">
        {copy.status}: {copy[proposal.status]}
        {proposal.committeeOn ? ` · ${copy.meetsOn.replace("{date}", formatCalendarDay(proposal.committeeOn))}` : null}
      </p>
      {decision && proposal.decidedAt ? (
        <>
          <p data-testid="committee-decision">
            {copy.decision
              .replace("{outcome}", copy[decision.outcome.kind])
              .replace("{approvals}", String(decision.outcome.approvals))
              .replace("{declines}", String(decision.outcome.declines))
              .replace("{date}", formatDateTime(proposal.decidedAt, timeZone))}
          </p>
          {decision.outcome.conditions.length > 0 ? (
            <>
              <h3>{copy.conditions}</h3>
              <ul>
                {decision.outcome.conditions.map((condition) => (
                  <li key={condition}>{condition}</li>
                ))}
              </ul>
            </>
          ) : null}
          <p className={`${styles.muted} ${underwriting.hash}`}>
            {copy.memoHash.replace("{version}", String(decision.memoVersion)).replace("{hash}", decision.memoSha256)}
          </p>
        </>
      ) : null}
      {proposal.status !== "draft" ? (
        <>
          <h3>{copy.votes}</h3>
          {proposal.votes.length === 0 ? (
            <p>{copy.noVotes}</p>
          ) : (
            <ul data-testid="committee-votes">
              {proposal.votes.map((vote) => (
                <li key={vote.name}>
                  <strong>{vote.name}</strong>: {copy[vote.choice]}
                  {vote.comment ? ` — ${vote.comment}` : null}
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
      {proposal.status === "draft" ? (
        <Form method="post" className={styles.stack}>
          <Hidden intent="committee" proposalId={proposal.id} />
          <label htmlFor="committee-on">{copy.dateLabel}</label>
          <input
            id="committee-on"
            name="committeeOn"
            type="date"
            required
            defaultValue={refusedHere("committee")?.values.committeeOn}
            aria-invalid={refusedHere("committee")?.errors.committeeOn ? true : undefined}
          />
          <FieldError id="committee-on-error" message={refusedHere("committee")?.errors.committeeOn} />
          <p>
            <button type="submit" className={styles.button} disabled={busy}>
              {copy.put}
            </button>
          </p>
        </Form>
      ) : null}
      {proposal.status === "in_committee" ? (
        <>
          <VoteForm proposal={proposal} refused={refusedHere("vote")} busy={busy} />
          <Form method="post">
            <Hidden intent="decide" proposalId={proposal.id} />
            <button type="submit" className={`${styles.button} ${styles.secondary}`} disabled={busy}>
              {copy.close}
            </button>
          </Form>
        </>
      ) : null}
      <h3>{copy.rule}</h3>
      <p data-testid="committee-rule">
        {copy.ruleText.replace("{quorum}", String(rule.quorum)).replace("{decision}", copy[rule.decision])}
      </p>
      {isAdmin ? <RuleForm rule={rule} busy={busy} /> : <p className={styles.muted}>{copy.ruleAdminOnly}</p>}
    </section>
  );
}
