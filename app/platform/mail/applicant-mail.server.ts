import { mailCopy } from "#app/content/shared/mail/data.ts";
import { processContent } from "#app/content/shared/process/data.ts";
import { applicationReference } from "#app/shared/application-reference.ts";
import type { ApplicantConfirmationPayload } from "#app/platform/outbox/outbox.server.ts";
import { getSiteConfig } from "#app/site/serving/site.server.ts";
import { founderLinkUrl } from "./founder-mail.server.ts";
import { mailLinkBase } from "./link-base.server.ts";
import type { OutgoingMail } from "./mailer.server.ts";

const copy = mailCopy.applicantConfirmation;

/** The applicant's receipt: step 01 done, the steps ahead with their timeframes, and how to reach the firm. */
export function composeApplicantConfirmation(applicant: ApplicantConfirmationPayload, token: string): OutgoingMail {
  const site = getSiteConfig();
  const { street, city, region, postalCode, country } = site.address;
  const lines = [
    copy.greeting(applicant.firstName),
    "",
    copy.body(applicant.businessName),
    "",
    copy.nextSteps,
    ...processContent.steps.map((step, index) =>
      index === 0
        ? `${step.step}. ${step.title}: ${copy.applicationDone}`
        : `${step.step}. ${step.title} (${step.timeframe}): ${step.description}`,
    ),
    "",
    `${copy.reference}: ${applicationReference(applicant.leadId)}`,
    "",
    copy.followOnline,
    founderLinkUrl(token, "sign_in"),
    "",
    copy.questions,
    site.email,
    site.phone,
    `${street}, ${city}, ${region} ${postalCode}, ${country}`,
    ...site.officeHours.map((entry) => `${entry.days}: ${entry.hours}`),
    "",
    copy.signature,
    mailLinkBase(),
  ];
  return {
    to: applicant.email,
    subject: copy.subject(applicant.businessName),
    text: lines.join("\n"),
    headers: { "X-Noema-Lead-Id": applicant.leadId, "Reply-To": site.email },
  };
}
