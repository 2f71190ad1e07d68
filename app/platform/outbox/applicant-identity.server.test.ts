import { afterEach, expect, it } from "vitest";
import { formCopy } from "#app/content/shared/form-copy/data.ts";
import { describeOnEachDialect, submitApplication, validApplication, withCaptcha } from "#tests/public-form.ts";
import { applyTestEnv } from "#tests/env.ts";
import { startSmtpServer, startWebhookServer } from "#tests/receivers.ts";
import { OutboxWorker } from "./worker.server.ts";

/*
 * Staff answer a lead by name and address: an application posted through the form pipeline must reach
 * the webhook and the firm's notification mail with the applicant's first name, last name and e-mail.
 */

const applicant = { firstName: "Ingrid", lastName: "Halvorsen", email: "ingrid@fjord-robotics.example" };
const labels = formCopy.application.fields;

describeOnEachDialect("an application's applicant on its way out (%s)", (database) => {
  let webhook: Awaited<ReturnType<typeof startWebhookServer>> | undefined;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
  afterEach(async () => {
    await webhook?.close();
    await smtp?.close();
  });

  it("names the applicant in the webhook body and the firm's notification mail", async () => {
    const result = await submitApplication(await withCaptcha({ ...validApplication, ...applicant }));
    const { id: leadId } = await database.storedLead("applications", result);
    webhook = await startWebhookServer();
    smtp = await startSmtpServer();
    applyTestEnv({ LEAD_WEBHOOK_URL: webhook.url, LEAD_NOTIFY_EMAIL: "deals@noema.test", SMTP_URL: smtp.url });
    const worker = new OutboxWorker({ database: () => database.handle });
    await worker.runOnce();
    await worker.stop();

    expect(webhook.calls).toHaveLength(1);
    expect(webhook.calls[0]?.body).toMatchObject({ leadId, form: "application", fields: applicant });

    const firm = smtp.mails.filter((mail) => mail.to.includes("deals@noema.test"));
    expect(firm).toHaveLength(1);
    expect(firm[0]?.header("X-Noema-Lead-Id")).toBe(leadId);
    expect(firm[0]?.header("Reply-To")).toBe(applicant.email);
    expect(firm[0]?.text).toContain(`${labels.firstName.label}: ${applicant.firstName}`);
    expect(firm[0]?.text).toContain(`${labels.lastName.label}: ${applicant.lastName}`);
    expect(firm[0]?.text).toContain(`${labels.email.label}: ${applicant.email}`);
  });
});
