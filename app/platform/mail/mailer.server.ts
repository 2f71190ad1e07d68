import nodemailer from "nodemailer";
import type { Transporter } from "nodemailer";
import { getEnv } from "#app/platform/env.server.ts";
import { leadRef, logger } from "#app/platform/logger.server.ts";
import { localMailboxOn, writeToLocalMailbox } from "./local-mailbox.server.ts";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
}

export type MailSender = (mail: OutgoingMail) => Promise<{ delivered: "smtp" | "log" | "mailbox" }>;

let transporter: Transporter | undefined;

/**
 * Sends through SMTP_URL. Without it the log says only that a mail was not sent, with its lead
 * reference if it has one: lead mails hold personal data (their subjects name the visitor and
 * the company) and newsletter mails live tokens. Outside production the whole mail is logged
 * at debug, so a development setup can still show what would have gone out.
 */
export const sendMail: MailSender = async (mail) => {
  const env = getEnv();
  const message = { from: env.MAIL_FROM, ...mail };
  if (localMailboxOn()) {
    const file = writeToLocalMailbox(message);
    logger.info({ file }, "mail written to the local mailbox (no SMTP_URL)");
    return { delivered: "mailbox" };
  }
  if (!env.SMTP_URL) {
    // In production a mail not sent must stay in the outbox: fail, so it is retried once SMTP_URL is set.
    if (env.NODE_ENV === "production") throw new Error("SMTP_URL is not set: mail not sent");
    const leadId = mail.headers?.["X-Noema-Lead-Id"];
    logger.info(
      { mail: { leadRef: leadId ? leadRef(leadId) : undefined, characters: mail.text.length } },
      "mail not sent (no SMTP_URL)",
    );
    logger.debug({ mail: message }, "the mail that was not sent");
    return { delivered: "log" };
  }
  transporter ??= nodemailer.createTransport({
    url: env.SMTP_URL,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  await transporter.sendMail(message);
  return { delivered: "smtp" };
};

/** Test hook: drop the cached transport so a changed SMTP_URL takes effect. */
export function resetMailerForTests() {
  transporter?.close();
  transporter = undefined;
}
