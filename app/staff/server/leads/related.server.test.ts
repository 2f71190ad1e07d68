import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testDialects } from "#tests/database.ts";
import { insertApplication, insertMessage, insertSubscriber } from "#tests/leads.ts";
import { relatedLeads } from "./related.server.ts";

/* Issue 20: an application from a company or e-mail seen before says so; the applicant's messages show on it. */

describe.each(testDialects)("related leads on %s", (dialect) => {
  let database: TestDatabase;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const { db } = database.handle;
    ids.first = (await insertApplication(db, { applicant_email: "eva@fjord.example", business_name: "Fjord AS" })).id;
    ids.second = (await insertApplication(db, { applicant_email: "Eva@Fjord.example", business_name: "Fjord Two" })).id;
    ids.sameCompany = (
      await insertApplication(db, { applicant_email: "cto@fjord.example", business_name: "FJORD AS" })
    ).id;
    ids.other = (await insertApplication(db, { applicant_email: "someone@else.example", business_name: "Else" })).id;
    ids.message = (await insertMessage(db, { email: "eva@fjord.example", subject: "Term sheet question" })).id;
    ids.subscriber = (await insertSubscriber(db, { email: "eva@fjord.example" })).id;
  });
  afterAll(() => database.dispose());

  it("lists the address's and the company's other leads on an application, and says which they share", async () => {
    const related = await relatedLeads(database.handle.db, "applications", ids.first ?? "");
    expect(
      related.map(({ list, id, shares }) => ({ list, id, shares })).sort((a, b) => a.id.localeCompare(b.id)),
    ).toEqual(
      [
        { list: "applications", id: ids.second, shares: "email" },
        { list: "applications", id: ids.sameCompany, shares: "company" },
        { list: "messages", id: ids.message, shares: "email" },
        { list: "subscribers", id: ids.subscriber, shares: "email" },
      ].sort((a, b) => String(a.id).localeCompare(String(b.id))),
    );
  });

  it("lists the applications from a message's address, and nothing for a stranger", async () => {
    const related = await relatedLeads(database.handle.db, "messages", ids.message ?? "");
    expect(
      related
        .filter((lead) => lead.list === "applications")
        .map((lead) => lead.id)
        .sort(),
    ).toEqual([ids.first, ids.second].sort());
    expect(await relatedLeads(database.handle.db, "applications", ids.other ?? "")).toEqual([]);
  });
});
