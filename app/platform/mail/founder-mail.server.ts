import { mailCopy } from "#app/content/shared/mail/data.ts";
import { processContent } from "#app/content/shared/process/data.ts";
import { founderReturnPath } from "#app/founder/server/return-path.server.ts";
import type { FounderLinkPurpose } from "#app/platform/db/schema.ts";
import { documentsCopy } from "#app/content/shared/documents/data.ts";
import type {
  FounderDocumentsPayload,
  FounderLinkPayload,
  FounderStatusPayload,
} from "#app/platform/outbox/outbox.server.ts";
import { getSiteConfig } from "#app/site/serving/site.server.ts";
import { mailLinkBase } from "./link-base.server.ts";
import type { OutgoingMail } from "./mailer.server.ts";

const copy = mailCopy.founder;

export function founderLinkUrl(token: string, purpose: FounderLinkPurpose, next?: string): string {
  const url = new URL("/account/link", mailLinkBase());
  if (purpose === "erase") url.searchParams.set("purpose", "erase");
  const back = purpose === "sign_in" ? founderReturnPath(next) : undefined;
  if (back) url.searchParams.set("next", back);
  url.searchParams.set("token", token);
  return url.href;
}

/** The sign-in link a founder asked for, or the link that confirms erasing their data. */
export function composeFounderLinkMail(link: FounderLinkPayload, token: string): OutgoingMail {
  const site = getSiteConfig();
  const text = copy[link.purpose === "erase" ? "erase" : "signIn"];
  return {
    to: link.email,
    subject: text.subject,
    text: [
      copy.greeting,
      "",
      text.body,
      "",
      founderLinkUrl(token, link.purpose, link.next),
      "",
      copy.expiry,
      copy.notYou,
      "",
      copy.signature,
      mailLinkBase(),
    ].join("\n"),
    headers: { "Reply-To": site.email },
  };
}

/** What a stage e-mail says between greeting and sign-off (also a part of a gathered e-mail). */
export function founderStatusSection(update: FounderStatusPayload): string[] {
  const status = copy.statuses[update.status as keyof typeof copy.statuses];
  const step = processContent.steps.find((candidate) => candidate.title === status?.step);
  return [
    status ? status.body(update.businessName) : copy.moved(update.businessName),
    ...(step ? ["", `${step.title} (${step.timeframe}): ${step.description}`] : []),
  ];
}

/** "Your application moved to <stage>": the stage's timeframe from the process content, and a way in. */
export function composeFounderStatusMail(update: FounderStatusPayload): OutgoingMail {
  const status = copy.statuses[update.status as keyof typeof copy.statuses];
  return founderMail({
    to: update.email,
    firstName: update.firstName,
    leadId: update.leadId,
    subject: status ? status.subject(update.businessName) : copy.moved(update.businessName),
    body: founderStatusSection(update),
  });
}

/** Every mail to a founder: the greeting, the body's lines, then one way in and one sign-off. */
export function founderMail(mail: {
  to: string;
  firstName: string;
  leadId: string;
  subject: string;
  body: string[];
}): OutgoingMail {
  const site = getSiteConfig();
  const text = [
    `${copy.dear} ${mail.firstName},`,
    "",
    ...mail.body,
    "",
    copy.followOnline,
    new URL("/account/sign-in", mailLinkBase()).href,
    "",
    copy.questions,
    site.email,
    "",
    copy.signature,
  ].join("\n");
  return {
    to: mail.to,
    subject: mail.subject,
    text,
    headers: { "X-Noema-Lead-Id": mail.leadId, "Reply-To": site.email },
  };
}

/** What a documents e-mail says between greeting and sign-off (also a part of a gathered e-mail). */
export const founderDocumentsSection = (request: FounderDocumentsPayload): string[] => [
  documentsCopy.mail.body,
  "",
  new URL(`/account/applications/${request.leadId}/documents`, getSiteConfig().url).href,
];

/** "Documents requested": where to upload them, and nothing about the application's figures. */
export function composeFounderDocumentsMail(request: FounderDocumentsPayload): OutgoingMail {
  const site = getSiteConfig();
  return {
    to: request.email,
    subject: documentsCopy.mail.subject,
    text: [
      `${copy.dear} ${request.firstName},`,
      "",
      ...founderDocumentsSection(request),
      "",
      copy.questions,
      site.email,
      "",
      copy.signature,
    ].join("\n"),
    headers: { "X-Noema-Lead-Id": request.leadId, "Reply-To": site.email },
  };
}
