import { Form, Link } from "react-router";
import { accountCopy } from "#app/content/pages/account/copy.ts";
import { documentsCopy } from "#app/content/shared/documents/data.ts";
import { sharedDataCopy } from "#app/content/shared/shared-data/data.ts";
import type { ProcessContent } from "#app/content/shared/process/schema.ts";
import { FOUNDER_STEP_OF_STAGE } from "#app/shared/stages/data.ts";
import { CsrfField } from "#app/shared/forms/CsrfField.tsx";
import { applicationReference } from "#app/shared/application-reference.ts";
import { formatDate } from "#app/staff/view/format.ts";
import type { FounderWaiting } from "#app/founder/server/waiting.server.ts";
import styles from "./Account.module.css";
import { type SentApplication, SentDetails } from "./SentDetails.tsx";
import { useFounderTimeZone } from "./time-zone-context.ts";

const copy = accountCopy.account;

export interface StandingApplication extends SentApplication {
  id: string;
  created_at: string;
  status: string;
  statusSince: string;
}

/** What the firm waits for from the founder on this application, each with the page to do it on. */
function WaitingForFounder({ applicationId, waiting }: { applicationId: string; waiting: FounderWaiting | undefined }) {
  const questions = waiting?.unanswered ?? 0;
  const documents = waiting?.documents ?? [];
  const titleId = `waiting-${applicationId}`;
  return (
    <section className={styles.waiting} aria-labelledby={titleId}>
      <h3 id={titleId}>{copy.waitingTitle}</h3>
      {questions === 0 && documents.length === 0 ? <p>{copy.nothingWaiting}</p> : null}
      <ul>
        {questions > 0 ? (
          <li>
            <Link to={`/account/applications/${applicationId}#conversation`}>
              {questions === 1 ? copy.questionsOne : copy.questions.replace("{count}", String(questions))}
            </Link>
          </li>
        ) : null}
        {documents.length > 0 ? (
          <li>
            {copy.documentsWaiting} (
            <Link to={`/account/applications/${applicationId}/documents`}>{copy.documentsOpen}</Link>):
            <ul>
              {documents.map((document) => (
                <li key={document.id}>{document.title}</li>
              ))}
            </ul>
          </li>
        ) : null}
      </ul>
    </section>
  );
}

/** One application: where it stands and since when, the process timeline, what was sent, and withdrawal. */
export function ApplicationStanding({
  application,
  steps,
  unread = 0,
  waiting,
}: {
  application: StandingApplication;
  steps: ProcessContent["steps"];
  /** Staff messages the founder has not read yet (decision 059). */
  unread?: number;
  waiting?: FounderWaiting;
}) {
  const timeZone = useFounderTimeZone();
  const current: number | undefined = FOUNDER_STEP_OF_STAGE[application.status as keyof typeof FOUNDER_STEP_OF_STAGE];
  const open = current !== undefined && application.status !== "funded";
  const headingId = `application-${application.id}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId}>{application.business_name}</h2>
      <p className={styles.meta}>
        {copy.reference} {applicationReference(application.id)} · {copy.submitted}{" "}
        {formatDate(application.created_at, timeZone)}
      </p>
      <p className={styles.standing}>
        <span className={styles.label}>{copy.standing}</span>{" "}
        <strong>{copy.statuses[application.status as keyof typeof copy.statuses] ?? application.status}</strong>{" "}
        <span>{copy.since.replace("{date}", formatDate(application.statusSince, timeZone))}</span>
      </p>
      <WaitingForFounder applicationId={application.id} waiting={waiting} />
      <Link to={`/account/applications/${application.id}#conversation`} className={styles.conversationLink}>
        {copy.conversation}
        {unread > 0 ? ` (${copy.conversationNew.replace("{count}", String(unread))})` : ""}
      </Link>
      <p>
        <Link to={`/account/applications/${application.id}/documents`}>{documentsCopy.founder.link}</Link>
      </p>
      <p>
        <Link to={`/account/applications/${application.id}/shared-data`}>{sharedDataCopy.page.link}</Link>
      </p>
      <h3>{copy.timeline}</h3>
      <ol className={styles.timeline}>
        {steps.map((step, index) => {
          const state =
            current === undefined ? "" : index < current ? copy.done : index === current ? copy.current : "";
          return (
            <li
              key={step.step}
              className={
                index === current ? styles.current : current !== undefined && index < current ? styles.done : ""
              }
              aria-current={index === current ? "step" : undefined}
            >
              <span className={styles.stepTitle}>{step.title}</span>
              <span className={styles.stepTime}>{step.timeframe}</span>
              {state ? <span className={styles.stepState}>{state}</span> : null}
            </li>
          );
        })}
      </ol>
      <SentDetails application={application} />
      {open ? (
        <Form method="post" className={styles.withdraw}>
          <CsrfField />
          <input type="hidden" name="intent" value="withdraw" />
          <input type="hidden" name="id" value={application.id} />
          <div className={styles.checkbox}>
            <input id={`withdraw-${application.id}`} name="confirm" type="checkbox" value="on" required />
            <label htmlFor={`withdraw-${application.id}`}>{copy.withdrawConfirm}</label>
          </div>
          <button type="submit" className="button button-ghost">
            {copy.withdraw}
          </button>
        </Form>
      ) : null}
    </article>
  );
}
