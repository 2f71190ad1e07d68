import nodemailer from "nodemailer";
import type { Transporter } from "nodemailer";
import { getEnv } from "../env.server.ts";
import { logger } from "../logger.server.ts";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
}

export type MailSender = (mail: OutgoingMail) => Promise<{ delivered: "smtp" | "log" }>;

let transporter: Transporter | undefined;

/**
 * Sends through SMTP_URL; without it the mail is written to the log so a
 * development or demo setup still shows what would have gone out.
 */
export const sendMail: MailSender = async (mail) => {
  const env = getEnv();
  const message = { from: env.MAIL_FROM, ...mail };
  if (!env.SMTP_URL) {
    logger.info({ mail: message }, "mail not sent (no SMTP_URL): logged instead");
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
