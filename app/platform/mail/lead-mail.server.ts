import { countryName } from "#app/public-forms/application/application.schema.ts";
import { mailCopy } from "#app/content/shared/mail/data.ts";
import { formCopy } from "#app/content/shared/form-copy/data.ts";
import { indicativeFitCopy } from "#app/content/shared/indicative-fit/data.ts";
import { applicationReference } from "#app/shared/application-reference.ts";
import { isCurrencyCode } from "#app/shared/money/currencies.ts";
import { formatMoney } from "#app/shared/money/format-money.ts";
import { storedFitMoney } from "#app/shared/venture-debt/fit-money.ts";
import { describeFit, type IndicativeFit } from "#app/shared/venture-debt/indicative-fit.ts";
import type { LeadPayload } from "#app/platform/outbox/outbox.server.ts";
import type { OutgoingMail } from "./mailer.server.ts";

const copy = mailCopy.leadNotification;

function label(form: LeadPayload["form"], field: string): string {
  const labels: Record<string, { label: string }> = form === "application" ? formCopy.application.fields : {};
  const contactLabels: Record<string, string> = copy.contactLabels;
  return labels[field]?.label ?? contactLabels[field] ?? field;
}

/** Amounts in the application's own currency (decision 070); leads from before it were in dollars. */
function display(field: string, value: string | number | null, currency: unknown): string {
  if (value === null || value === "") return copy.notGiven;
  if (field === "country" && typeof value === "string") return `${countryName(value) ?? value} (${value})`;
  if (typeof value === "number" && field !== "estimatedRunway")
    return formatMoney(value, isCurrencyCode(currency) ? currency : "USD");
  return String(value);
}

function fitLines(fit: IndicativeFit, currency: unknown): string[] {
  const words = describeFit(fit, indicativeFitCopy, storedFitMoney(fit.money, currency));
  return [
    `${copy.fitHeading}: ${words.verdict}`,
    ...words.criteria.map((criterion) => `- ${criterion.label}: ${criterion.status}`),
    ...words.notes.map((note) => `${words.notesHeading}: ${note}`),
    ...(words.facility ? [words.facility] : []),
    ...(words.conversion ? [`${words.conversionLabel}: ${words.conversion}`] : []),
    ...(words.changesHeading ? [`${words.changesHeading}:`, ...words.changes.map((change) => `- ${change}`)] : []),
  ];
}

/** A plain-text notification the firm can read and answer (Reply-To is the visitor for messages). */
export function composeLeadMail(lead: LeadPayload, to: string): OutgoingMail {
  const { fields } = lead;
  const text = (key: string) => (typeof fields[key] === "string" ? String(fields[key]) : "");
  const subject =
    lead.form === "contact"
      ? copy.contactSubject(`${text("firstName")} ${text("lastName")}`.trim(), text("subject"))
      : copy.applicationSubject(text("businessName"));
  const lines = [
    lead.form === "contact" ? copy.contactIntro : copy.applicationIntro,
    "",
    // An application's reference as its founder quotes it (their receipt, their account page).
    `${copy.reference}: ${lead.form === "application" ? applicationReference(lead.leadId) : lead.leadId}`,
    `${copy.received}: ${lead.submittedAt}`,
    "",
  ];
  for (const [field, value] of Object.entries(fields)) {
    const shown = display(field, value, fields.currency);
    // Multi-line answers read better below their label.
    lines.push(
      shown.includes("\n") ? `${label(lead.form, field)}:\n${shown}\n` : `${label(lead.form, field)}: ${shown}`,
    );
  }
  if (lead.indicativeFit) lines.push("", ...fitLines(lead.indicativeFit, fields.currency));
  // The lead id lets a mailbox rule (or a person) spot a repeat after a retried send.
  const headers: Record<string, string> = { "X-Noema-Lead-Id": lead.leadId };
  // Both forms carry the visitor's address: answering the notification answers them.
  if (text("email")) headers["Reply-To"] = text("email");
  return { to, subject, text: lines.join("\n"), headers };
}
