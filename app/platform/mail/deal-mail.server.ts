import { mailCopy } from "#app/content/shared/mail/data.ts";
import type {
  DealMessageToFounderPayload,
  DealMessageToStaffPayload,
  DocumentsUploadedPayload,
} from "#app/platform/outbox/outbox.server.ts";
import { getSiteConfig } from "#app/site/serving/site.server.ts";
import { mailLinkBase } from "./link-base.server.ts";
import type { OutgoingMail } from "./mailer.server.ts";

/*
 * Notices of a new message in a deal's conversation (decision 059). They say where to read it and
 * never what it says: financial details stay out of mailboxes, behind a sign-in.
 */

const copy = mailCopy.dealMessage;

/** The founder's deal page, where the conversation is. */
export const founderConversationUrl = (leadId: string) =>
  new URL(`/account/applications/${leadId}#conversation`, mailLinkBase()).href;

/** What a message notice says between greeting and sign-off (also a part of a gathered e-mail). */
export const dealNoticeSection = (notice: DealMessageToFounderPayload): string[] => [
  copy.toFounder.body(notice.businessName),
  founderConversationUrl(notice.leadId),
  "",
  copy.toFounder.signIn,
];

export function composeDealNoticeToFounder(notice: DealMessageToFounderPayload): OutgoingMail {
  const site = getSiteConfig();
  return {
    to: notice.email,
    subject: copy.toFounder.subject(notice.businessName),
    text: [
      `${mailCopy.founder.dear} ${notice.firstName},`,
      "",
      ...dealNoticeSection(notice),
      "",
      mailCopy.founder.signature,
      mailLinkBase(),
    ].join("\n"),
    headers: { "X-Noema-Lead-Id": notice.leadId, "Reply-To": site.email },
  };
}

export function composeDealNoticeToStaff(notice: DealMessageToStaffPayload, to: string): OutgoingMail {
  const url = new URL(`/inbox/applications/${notice.leadId}#conversation`, mailLinkBase()).href;
  return {
    to,
    subject: copy.toStaff.subject(notice.businessName),
    text: [copy.toStaff.body(notice.businessName), url].join("\n"),
    headers: { "X-Noema-Lead-Id": notice.leadId },
  };
}

/** The founder uploaded documents (issue 26, item 12): a link to the lead page's documents card. */
export function composeDocumentsUploadedNotice(notice: DocumentsUploadedPayload, to: string): OutgoingMail {
  const url = new URL(`/inbox/applications/${notice.leadId}#documents`, mailLinkBase()).href;
  return {
    to,
    subject: mailCopy.documentsUploaded.subject(notice.businessName),
    text: [mailCopy.documentsUploaded.body(notice.businessName), url].join("\n"),
    headers: { "X-Noema-Lead-Id": notice.leadId },
  };
}
