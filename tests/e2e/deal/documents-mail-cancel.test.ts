import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { testDialects } from "#tests/database.ts";
import { requestCapTable } from "#tests/deal.ts";
import { insertApplication } from "#tests/leads.ts";
import { staffClient } from "#tests/staff.ts";
import { staffTargetFor } from "#tests/staff-target.ts";

/*
 * The documents-request e-mail waits like a stage e-mail (decision 058), and, like it, the lead page
 * shows it waiting with a "Cancel e-mail" that stops it.
 */

describe.each(testDialects)("cancelling the documents-request e-mail on %s", (dialect) => {
  const target = staffTargetFor(dialect, { env: () => ({ FOUNDER_STAGE_MAIL_DELAY_MINUTES: "10" }) });

  it("shows the waiting e-mail on the lead page and stops it", async () => {
    const tag = randomUUID().slice(0, 8);
    const application = await target().read((db) => insertApplication(db, { business_name: `Stop Co ${tag}` }));
    const staff = await staffClient(target().baseURL, await target().createAccount("member"));
    const asked = await requestCapTable(target(), staff, application.id, tag);
    expect(asked.status).toBe(303);
    const mails = () =>
      target().read((db) =>
        db
          .selectFrom("outbox")
          .select(["id", "status"])
          .where("kind", "=", "founder_documents_requested")
          .where("payload", "like", `%${application.id}%`)
          .execute(),
      );
    const [waiting] = await mails();
    const page = await (await staff.get(`/inbox/applications/${application.id}`)).text();
    expect(page).toContain("Documents requested for your application");
    expect(page).toContain(`name="deliveryId" value="${waiting!.id}"`);
    const cancelled = await staff.post(`/inbox/applications/${application.id}`, {
      intent: "cancelMail",
      deliveryId: waiting!.id,
    });
    expect(cancelled.status).toBe(200);
    expect(await cancelled.text()).toContain("The e-mail will not be sent.");
    expect((await mails()).map((row) => row.status)).toEqual(["skipped"]);
  }, 60_000);
});
