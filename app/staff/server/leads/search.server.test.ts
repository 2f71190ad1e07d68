import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationReference } from "#app/shared/application-reference.ts";
import { parseListState } from "#app/staff/view/list-state.ts";
import type { ListName } from "#app/staff/view/workflow.ts";
import { createTestDatabase, type TestDatabase, testDialects } from "#tests/database.ts";
import { applicationRow, insertApplication, insertMessage, insertStaff } from "#tests/leads.ts";
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
    expect(await found("messages", "muller lodz")).toEqual(["press@zeitung.example"]);
  });

  // Issue 26, item 14: German readers type ae, oe, ue and ss for ä, ö, ü and ß.
  it("finds ä, ö, ü and ß by every German spelling, both ways", async () => {
    const { db } = database.handle;
    await insertApplication(db, { business_name: "Umlaut Jäger Holz", applicant_last_name: "Jäger" });
    await insertApplication(db, { business_name: "Spelled Mueller Bau", applicant_last_name: "Mueller" });
    await insertApplication(db, { business_name: "Spelled Koenig Optik", applicant_last_name: "Koenig" });
    await insertApplication(db, { business_name: "Weißwerk", applicant_last_name: "Groß" });
    expect(await found("messages", "mueller lodz")).toEqual(["press@zeitung.example"]);
    for (const typed of ["schroeder", "Schroeder", "SCHROEDER", "schroder", "Schröder"])
      expect(await found("applications", typed), typed).toEqual(["Nordlicht Energie"]);
    for (const typed of ["jaeger", "jager", "Jäger", "JAEGER"])
      expect(await found("applications", typed), typed).toEqual(["Umlaut Jäger Holz"]);
    for (const typed of ["mueller", "Müller", "MÜLLER", "mu\u0308ller"])
      expect(await found("applications", typed), typed).toEqual(["Spelled Mueller Bau"]);
    for (const typed of ["koenig", "könig", "Koenig"])
      expect(await found("applications", typed), typed).toEqual(["Spelled Koenig Optik"]);
    for (const typed of ["weisswerk", "weißwerk", "gross", "groß"])
      expect(await found("applications", typed), typed).toEqual(["Weißwerk"]);
  });

  it("still finds ue, oe and ae in other languages' words as they are written", async () => {
    const { db } = database.handle;
    await insertApplication(db, { business_name: "Manuel Robotics", applicant_first_name: "Manuel" });
    await insertApplication(db, { business_name: "Samuel Analytics", applicant_first_name: "Samuel" });
    await insertApplication(db, { business_name: "Joe Lab", applicant_first_name: "Joe" });
    await insertApplication(db, { business_name: "Jonas Ventures", applicant_first_name: "Jonas" });
    expect(await found("applications", "Manuel")).toEqual(["Manuel Robotics"]);
    expect(await found("applications", "samuel analytics")).toEqual(["Samuel Analytics"]);
    // "joe" stays "joe": dropping its e would leave "jo", which would find Jonas.
    expect(await found("applications", "joe")).toEqual(["Joe Lab"]);
  });

  it("tells an application search about the contact message from the same e-mail", async () => {
    await insertApplication(database.handle.db, { applicant_email: "press@zeitung.example", business_name: "Zeitung" });
    expect(await otherListMatches(database.handle, "applications", "press@zeitung.example")).toEqual([
      { list: "messages", count: 1 },
    ]);
    expect(await otherListMatches(database.handle, "messages", "Łódź")).toEqual([]);
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
