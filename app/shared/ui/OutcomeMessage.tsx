import { type ActionAnswer, wentThrough } from "#app/shared/action-answer.ts";

/** A signed-in page's answer to a post: read out as a status when it went through, as an alert when it did not. */
export type Outcome = ActionAnswer;

/** The polite live region an outcome appears in; the classes come from the page's own stylesheet. */
export function OutcomeMessage({
  outcome,
  okClassName,
  failedClassName,
  id,
  className,
}: {
  outcome: Outcome | undefined;
  okClassName: string | undefined;
  failedClassName: string | undefined;
  id?: string;
  className?: string;
}) {
  return (
    <div aria-live="polite" className={className}>
      {outcome ? (
        <p
          id={id}
          role={wentThrough(outcome) ? "status" : "alert"}
          className={wentThrough(outcome) ? okClassName : failedClassName}
        >
          {outcome.message}
        </p>
      ) : null}
    </div>
  );
}
