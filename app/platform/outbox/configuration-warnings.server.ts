import { getEnv } from "#app/platform/env.server.ts";
import { logger } from "#app/platform/logger.server.ts";
import { mailboxDir } from "#app/platform/mail/local-mailbox.server.ts";

/** Says at start-up what would otherwise fail quietly later. */
export function warnAboutConfiguration() {
  const env = getEnv();
  if (!env.SMTP_URL && env.LOCAL_MAILBOX === "on") {
    logger.warn({ folder: mailboxDir() }, "SMTP_URL is not set: e-mails are written to the local mailbox folder");
  } else if (env.NODE_ENV === "production" && !env.SMTP_URL) {
    logger.warn(
      "SMTP_URL is not set: e-mails (lead notifications, newsletter confirmations) stay queued in the outbox until it is",
    );
  }
}
