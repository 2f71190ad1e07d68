import { Form, useNavigation } from "react-router";
import { DealThread } from "~/components/deal/DealThread";
import { OutcomeMessage } from "~/components/common/OutcomeMessage";
import { accountCopy } from "~/content/pages/account/copy";
import { DEAL_MESSAGE_MAX } from "~/forms/deal-message/deal-message.schema";
import { CsrfField } from "~/forms/shared/CsrfField";
import { IDEMPOTENCY_FIELD } from "~/forms/shared/field-names";
import { formatDateTime } from "~/lib/inbox/format";
import type { ThreadMessage } from "~/server/deals/messages.server";
import styles from "./Account.module.css";

const copy = accountCopy.deal;

export interface ConversationAnswer {
  ok: boolean;
  message: string;
  /** What the founder wrote, kept when it was refused. */
  body?: string;
}

/**
 * The founder's side of the deal conversation (decision 059): the thread, staff messages new since
 * their last visit marked, and a plain form (works without JavaScript) to answer.
 */
export function DealConversation({
  messages,
  messageKey,
  answer,
}: {
  messages: ThreadMessage[];
  messageKey: string;
  answer?: ConversationAnswer;
}) {
  const submitting = useNavigation().state === "submitting";
  return (
    <section id="conversation" className={styles.card} aria-labelledby="conversation-title" tabIndex={-1}>
      <h2 id="conversation-title">{copy.conversation}</h2>
      <p>{copy.intro}</p>
      <DealThread
        messages={messages}
        mine="founder"
        labels={{
          authorOf: (message) =>
            message.author === "founder"
              ? copy.you
              : message.staffName
                ? copy.staffAuthor.replace("{name}", message.staffName)
                : copy.firm,
          unread: copy.newMark,
          empty: copy.empty,
          formatTime: formatDateTime,
        }}
      />
      <Form method="post" key={messageKey} className={styles.stack} aria-describedby="conversation-status">
        <CsrfField />
        <input type="hidden" name={IDEMPOTENCY_FIELD} value={messageKey} />
        <div className={styles.field}>
          <label htmlFor="conversation-body">{copy.label}</label>
          <textarea
            id="conversation-body"
            name="body"
            rows={5}
            required
            maxLength={DEAL_MESSAGE_MAX}
            defaultValue={answer && !answer.ok ? answer.body : undefined}
            aria-invalid={answer && !answer.ok ? true : undefined}
          />
        </div>
        <OutcomeMessage
          outcome={answer}
          okClassName={styles.notice}
          failedClassName={styles.error}
          id="conversation-status"
        />
        <button type="submit" className="button button-primary" disabled={submitting}>
          {submitting ? copy.pending : copy.send}
        </button>
      </Form>
    </section>
  );
}
