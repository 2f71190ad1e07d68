import { type ActionAnswer, wentThrough } from "#app/shared/action-answer.ts";
import { Form, useNavigation } from "react-router";
import { DealThread } from "#app/deal/thread/DealThread.tsx";
import { MessageFields, type MessageFieldsLook } from "#app/deal/thread/MessageFields.tsx";
import { accountCopy } from "#app/content/pages/account/copy.ts";
import { formatDateTime } from "#app/staff/view/format.ts";
import type { ThreadMessage } from "#app/deal/thread/messages.server.ts";
import styles from "./Account.module.css";
import { useFounderTimeZone } from "./time-zone-context.ts";

const copy = accountCopy.deal;

const look: MessageFieldsLook = {
  id: "conversation-body",
  label: copy.label,
  send: copy.send,
  sending: copy.pending,
  rows: 5,
  classes: { field: styles.field, ok: styles.notice, failed: styles.error, button: "button button-primary" },
};

export interface ConversationAnswer extends ActionAnswer {
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
  closed,
}: {
  messages: ThreadMessage[];
  messageKey: string;
  answer?: ConversationAnswer;
  /** Why the founder can no longer write (a withdrawn application): said instead of the form. */
  closed?: string;
}) {
  const submitting = useNavigation().state === "submitting";
  const timeZone = useFounderTimeZone();
  return (
    <section id="conversation" className={styles.card} aria-labelledby="conversation-title" tabIndex={-1}>
      <h2 id="conversation-title">{copy.conversation}</h2>
      {closed ? null : <p>{copy.intro}</p>}
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
          formatTime: (iso) => formatDateTime(iso, timeZone),
        }}
      />
      {closed ? (
        <p className={styles.notice}>{closed}</p>
      ) : (
        <Form method="post" key={messageKey} className={styles.stack} aria-describedby="conversation-body-status">
          <MessageFields
            look={look}
            messageKey={messageKey}
            outcome={answer}
            body={answer && !wentThrough(answer) ? answer.body : undefined}
            busy={submitting}
          />
        </Form>
      )}
    </section>
  );
}
