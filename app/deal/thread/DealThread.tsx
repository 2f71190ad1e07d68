import type { ThreadMessage } from "./messages.server.ts";
import styles from "./DealThread.module.css";

export interface ThreadLabels {
  /** Who wrote a message, as this side calls them. */
  authorOf: (message: ThreadMessage) => string;
  /** The mark on a message new to this reader. */
  unread: string;
  empty: string;
  /** Formats a timestamp for this side. */
  formatTime: (iso: string) => string;
}

/**
 * The messages of a deal's conversation, oldest first, the reader's own side set apart and what is new
 * to them marked (in words, not only by colour). Staff and the founder each pass their own labels.
 */
export function DealThread({
  messages,
  mine,
  labels,
}: {
  messages: ThreadMessage[];
  mine: ThreadMessage["author"];
  labels: ThreadLabels;
}) {
  if (messages.length === 0) return <p className={styles.empty}>{labels.empty}</p>;
  return (
    <ol className={styles.thread}>
      {messages.map((message) => (
        <li key={message.id} className={message.author === mine ? styles.mine : styles.theirs}>
          <p className={styles.byline}>
            <strong>{labels.authorOf(message)}</strong> ·{" "}
            <time dateTime={message.createdAt}>{labels.formatTime(message.createdAt)}</time>
            {message.unread ? <span className={styles.unread}>{labels.unread}</span> : null}
          </p>
          <p className={styles.body}>{message.body}</p>
        </li>
      ))}
    </ol>
  );
}
