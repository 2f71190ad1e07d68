import { useFetcher, useLocation } from "react-router";
import { DealThread } from "#app/deal/thread/DealThread.tsx";
import type { Outcome } from "#app/shared/ui/OutcomeMessage.tsx";
import { staffWorkspaceCopy } from "#app/content/shared/staff-workspace/data.ts";
import { MessageFields, type MessageFieldsLook } from "#app/deal/thread/MessageFields.tsx";
import { formatDateTime } from "#app/staff/view/format.ts";
import type { ThreadMessage } from "#app/deal/thread/messages.server.ts";
import styles from "./Inbox.module.css";
import { useStaffTimeZone } from "./time-zone-context.ts";

const copy = staffWorkspaceCopy.conversation;

const look: MessageFieldsLook = {
  id: "deal-message-body",
  label: copy.label,
  send: copy.send,
  note: copy.mailNote,
  rows: 4,
  classes: { field: styles.field, note: styles.meta, ok: styles.status, failed: styles.error, button: styles.button },
};

/** The fields of a message to the founder: one set for the lead page's card and the no-JavaScript refusal page. */
export function StaffMessageFields(props: {
  messageKey: string;
  outcome: Outcome | undefined;
  busy: boolean;
  /** The refused text, kept. */
  body?: string;
}) {
  return <MessageFields look={look} {...props} />;
}

/**
 * The conversation with the founder on an application's lead page (decision 059), apart from the
 * internal notes. It posts to its own route, which answers with a redirect back here (?sent=1), so
 * the page reloads with a fresh key and an empty box; a refusal shows beside the form, text kept.
 */
export function LeadConversation({
  applicationId,
  messages,
  messageKey,
  busy,
}: {
  applicationId: string;
  messages: ThreadMessage[];
  messageKey: string;
  busy: boolean;
}) {
  const timeZone = useStaffTimeZone();
  const fetcher = useFetcher<Outcome>();
  // useLocation, not useSearchParams: every router hook a route uses ships to the content pages too.
  const sent =
    new URLSearchParams(useLocation().search).get("sent") === "1" && fetcher.state === "idle" && !fetcher.data;
  return (
    <section id="conversation" className={styles.card} aria-labelledby="conversation-title" tabIndex={-1}>
      <h2 id="conversation-title">{copy.title}</h2>
      <p className={styles.muted}>{copy.intro}</p>
      <DealThread
        messages={messages}
        mine="staff"
        labels={{
          authorOf: (message) =>
            message.author === "founder" ? copy.founder : (message.staffName ?? copy.formerStaff),
          unread: copy.unread,
          empty: copy.empty,
          formatTime: (iso) => formatDateTime(iso, timeZone),
        }}
      />
      <fetcher.Form method="post" action={`/inbox/applications/${applicationId}/messages`} key={messageKey}>
        <StaffMessageFields
          messageKey={messageKey}
          outcome={sent ? { status: "ok", message: copy.sent } : fetcher.data}
          busy={busy || fetcher.state !== "idle"}
        />
      </fetcher.Form>
    </section>
  );
}
