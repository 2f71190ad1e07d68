import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationReference } from "~/lib/application-reference";
import { parseListState } from "~/lib/inbox/list-state";
import type { ListName } from "~/lib/inbox/workflow";
import { createTestDatabase, type TestDatabase, testDialects } from "#tests/database";
import { applicationRow, insertApplication, insertMessage, insertStaff } from "../../../../tests/support/leads.ts";
import { otherListMatches } from "./cross-list.server.ts";
import { listPage } from "./list.server.ts";

/* Issue 20: search ignores accents and case, and reaches descriptions, investors, messages and notes. */

describe.each(testDialects)("staff search on %s", (dialect) => {
  let database: TestDatabase;
  let staffId: string;
  let notedId: string;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const { db } = database.handle;
    staffId = (await insertStaff(db)).id;
    await insertApplication(db, { business_name: "Nordlicht Energie", applicant_last_name: "Schröder" });
    await insertApplication(db, { business_name: "Fjord Batteries", applicant_last_name: "Sørensen" });
    await insertApplication(db, {
      business_name: "Lastmile Labs",
      business_description: "Dynamic routing for urban delivery fleets.",
      major_investors: "Earlybird, Point Nine",
    });
    notedId = (await insertApplication(db, { business_name: "Quiet Co" })).id;
    await db
      .insertInto("lead_notes")
      .values({
        id: crypto.randomUUID(),
        lead_kind: "application",
        lead_id: notedId,
        staff_user_id: staffId,
        body: "Met at the Straße conference; strong battery chemistry team.",
        created_at: new Date().toISOString(),
      })
      .execute();
    await insertMessage(db, {
      email: "press@zeitung.example",
      last_name: "Müller",
      subject: "Press",
      message: "A question about your Łódź office.",
    });
  });
  afterAll(() => database.dispose());

  const found = async (list: ListName, q: string) => {
    const page = await listPage(database.handle, list, parseListState(list, new URLSearchParams({ q })), staffId);
    return page.rows.map((row) => ("company" in row && list === "applications" ? row.company : row.email));
  };

  it("ignores accents and case, both ways", async () => {
    expect(await found("applications", "Schroder")).toEqual(["Nordlicht Energie"]);
    expect(await found("applications", "SCHRÖDER")).toEqual(["Nordlicht Energie"]);
    expect(await found("applications", "sorensen")).toEqual(["Fjord Batteries"]);
    expect(await found("applications", "Sørensen")).toEqual(["Fjord Batteries"]);
  });

  it("finds words in the description, the investors and staff notes", async () => {
    expect(await found("applications", "routing")).toEqual(["Lastmile Labs"]);
    expect(await found("applications", "earlybird")).toEqual(["Lastmile Labs"]);
    expect(await found("applications", "strasse")).toEqual(["Quiet Co"]);
    expect(await found("applications", "battery chemistry")).toEqual(["Quiet Co"]);
    // "battery" alone: the note, and the company whose name holds it.
    expect((await found("applications", "batter")).sort()).toEqual(["Fjord Batteries", "Quiet Co"]);
  });

  // The founder quotes the reference from their receipt or account page (NC-3F2A-9C1B).
  it("finds an application by its reference, with or without the dashes, in any case", async () => {
    const { id } = await insertApplication(database.handle.db, { business_name: "Quoted Ltd" });
    const reference = applicationReference(id);
    expect(await found("applications", reference)).toEqual(["Quoted Ltd"]);
    expect(await found("applications", ` ${reference.toLowerCase().replaceAll("-", "")} `)).toEqual(["Quoted Ltd"]);
  });

  it("finds a contact message by its subject and text", async () => {
    expect(await found("messages", "mueller lodz")).toEqual([]);
    expect(await found("messages", "muller lodz")).toEqual(["press@zeitung.example"]);
  });

  it("tells an application search about the contact message from the same e-mail", async () => {
    await insertApplication(database.handle.db, { applicant_email: "press@zeitung.example", business_name: "Zeitung" });
    expect(await otherListMatches(database.handle, "applications", "press@zeitung.example")).toEqual([
      { list: "messages", count: 1 },
    ]);
    expect(await otherListMatches(database.handle, "messages", "Müller")).toEqual([]);
  });

  it("folds the same way when so many leads match that it walks the list instead", async () => {
    const rows = Array.from({ length: 1_100 }, (_, index) =>
      applicationRow({ business_name: `Dense Ærø ${index}`, applicant_last_name: "Gödel" }),
    );
    for (let start = 0; start < rows.length; start += 100) {
      await database.handle.db
        .insertInto("applications")
        .values(rows.slice(start, start + 100))
        .execute();
    }
    const page = await listPage(
      database.handle,
      "applications",
      parseListState("applications", new URLSearchParams({ q: "godel aero" })),
      staffId,
    );
    expect(page.rows.length).toBeGreaterThan(0);
    expect(page.rows.every((row) => "company" in row && row.company.startsWith("Dense Ærø"))).toBe(true);
  });
});
