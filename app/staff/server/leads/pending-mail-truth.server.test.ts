import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertApplication, insertStaff } from "#tests/leads.ts";
import { createTestDatabase, type TestDatabase, testDialects } from "#tests/database.ts";
import { applyTestEnv } from "#tests/env.ts";
import { requestDocuments } from "#app/deal/documents/server/requests.server.ts";
import { withdrawApplication } from "#app/founder/server/applications.server.ts";
import { changeStatus } from "./changes.server.ts";
import { pendingFounderMails } from "./stage-mail.server.ts";

/*
 * Issue 26, item 12: after the founder withdrew, the lead page still said the stage e-mail "goes at
 * 07:07" while the outbox was going to skip it. A waiting e-mail the outbox will not send says so.
 */

const MINUTE = 60_000;

describe.each(testDialects)("what a waiting founder e-mail says after a withdrawal on %s", (dialect) => {
  let database: TestDatabase;
  let actor: { id: string };
  const db = () => database.handle.db;

  beforeAll(async () => {
    applyTestEnv({ FOUNDER_STAGE_MAIL_DELAY_MINUTES: "10" });
    database = await createTestDatabase(dialect);
    actor = { id: (await insertStaff(db(), { name: "Ana" })).id };
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    await db().deleteFrom("outbox").execute();
  });

  it("a waiting stage e-mail goes while the application stays in its stage", async () => {
    const lead = await insertApplication(db(), { business_name: "Still Ltd" });
    await changeStatus(database.handle, "applications", lead.id, "reviewing", actor, {
      founderMail: true,
      mailDelayMs: 10 * MINUTE,
    });
    const [mail] = await pendingFounderMails(db(), lead.id);
    expect(mail?.notSent).toBeUndefined();
  });

  it("the stage and documents e-mails of a withdrawn application say they will not be sent, and why", async () => {
    const lead = await insertApplication(db(), { business_name: "Gone Ltd" });
    await changeStatus(database.handle, "applications", lead.id, "reviewing", actor, {
      founderMail: true,
      mailDelayMs: 10 * MINUTE,
    });
    await requestDocuments(database.handle, lead.id, { itemKeys: ["cap-table"] }, actor, "key-1");
    expect(await withdrawApplication(database.handle, lead.applicant_email, lead.id)).toBe("done");
    const mails = await pendingFounderMails(db(), lead.id);
    expect(mails).toHaveLength(2);
    expect(mails.map((mail) => mail.notSent)).toEqual(["withdrawn", "withdrawn"]);
  });
});
