import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseListState } from "#app/staff/view/list-state.ts";
import type { ListName } from "#app/staff/view/workflow.ts";
import { createTestDatabase, type TestDatabase, testDialects } from "#tests/database.ts";
import { insertApplication, insertMessage, insertStaff, insertSubscriber } from "#tests/leads.ts";
import { listPage, newCounts } from "./list.server.ts";
import { viewCount } from "./view-count.server.ts";

describe.each(testDialects)("staff lists on %s", (dialect) => {
  let database: TestDatabase;
  let staffId: string;
  const state = (list: ListName, query: string) => parseListState(list, new URLSearchParams(query));

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const { db } = database.handle;
    staffId = (await insertStaff(db, { name: "Ana Partner" })).id;
    await insertApplication(db, {
      business_name: "250% Growth Labs",
      applicant_email: "pct@fifty.example",
      annual_revenue: 400_000,
      fit_verdict: "outside",
      created_at: "2024-03-03T03:00:00.000Z",
    });
    await insertApplication(db, {
      business_name: "abc_d testing GmbH",
      applicant_email: "ab@ab.example",
      country: "DE",
      fit_verdict: "partial",
      website: "https://abtests.example",
    });
    await insertApplication(db, {
      business_name: "Plain Robotics",
      applicant_first_name: "Zoë",
      applicant_last_name: "Ng",
      annual_revenue: 30_000_000,
      status: "reviewing",
      assignee_id: staffId,
      fit_verdict: "within",
      industry: "Healthcare",
      funding_round_type: "Series C",
    });
    await insertApplication(db, {
      business_name: "abcXdtesting Corp",
      applicant_email: "x@abx.example",
      industry: "Deeptech & Industry 4.0",
    });
    await insertMessage(db, { first_name: "Mia", last_name: "Keller", email: "mia@keller.example", company: null });
    await insertSubscriber(db, { email: "reader@example.com", status: "confirmed" });
  });
  afterAll(() => database.dispose());

  const titles = async (list: ListName, query: string) => {
    // Day filters read in New York's calendar here, so a row near midnight UTC tells the zones apart.
    const page = await listPage(database.handle, list, state(list, query), staffId, undefined, "America/New_York");
    return page.rows.map((row) => ("company" in row && list === "applications" ? row.company : row.email));
  };

  it("finds literal % and _ and nothing that merely looks like them", async () => {
    expect(await titles("applications", "q=250%25")).toEqual(["250% Growth Labs"]);
    expect(await titles("applications", "q=abc_d")).toEqual(["abc_d testing GmbH"]);
  });

  it("searches no word without three letters or digits in a row, so no search reads every lead", async () => {
    // "ng" is in "Ng" and both "testing" names, but matching it needs a scan of every row.
    expect(await titles("applications", "q=ng")).toEqual([]);
    expect(await titles("applications", "q=50%25")).toEqual([]);
    expect(await titles("applications", "q=a")).toEqual([]);
    // Beside a searchable word it is left out: every robotics lead, whatever "zz" would have said.
    expect(await titles("applications", "q=zz+robotics")).toEqual(["Plain Robotics"]);
  });

  it("finds by applicant e-mail, name and company, case-insensitively", async () => {
    expect(await titles("applications", "q=PCT%40FIFTY.example")).toEqual(["250% Growth Labs"]);
    expect(await titles("applications", "q=ng+robotics")).toEqual(["Plain Robotics"]);
    expect(await titles("messages", "q=keller")).toEqual(["mia@keller.example"]);
    expect(await titles("subscribers", "q=reader")).toEqual(["reader@example.com"]);
    expect(await titles("applications", "q=abtests.example")).toEqual(["abc_d testing GmbH"]);
    expect(await titles("applications", "q=nobody-here")).toEqual([]);
  });

  it("filters by status, assignee, country and revenue band", async () => {
    expect(await titles("applications", "status=reviewing")).toEqual(["Plain Robotics"]);
    expect(await titles("applications", "assignee=me")).toEqual(["Plain Robotics"]);
    expect((await titles("applications", "assignee=none")).length).toBe(3);
    expect(await titles("applications", "country=DE")).toEqual(["abc_d testing GmbH"]);
    expect(await titles("applications", "band=under-1m")).toEqual(["250% Growth Labs"]);
    expect(await titles("applications", "band=20m-plus")).toEqual(["Plain Robotics"]);
    expect(await titles("applications", "industry=Healthcare")).toEqual(["Plain Robotics"]);
    expect(await titles("applications", "industry=Deeptech+%26+Industry+4.0")).toEqual(["abcXdtesting Corp"]);
    // The firm's sectors, per the fit rules' map of industries (decision 052).
    expect(await titles("applications", "sector=deeptech")).toEqual(["abcXdtesting Corp"]);
    expect(await titles("applications", "sector=healthtech")).toEqual(["Plain Robotics"]);
    expect(await titles("applications", "sector=fintech")).toEqual([]);
    expect(await titles("applications", "round=Series+C")).toEqual(["Plain Robotics"]);
  });

  it("filters by calendar days in the firm's time zone, both ends inclusive", async () => {
    // 03:00 UTC on 3 March is 22:00 on 2 March in New York; every other row is from 2025.
    expect(await titles("applications", "from=2024-03-02&to=2024-03-02")).toEqual(["250% Growth Labs"]);
    expect(await titles("applications", "from=2024-03-03&to=2024-03-03")).toEqual([]);
    expect(await titles("applications", "to=2024-03-01")).toEqual([]);
    expect(await titles("applications", "from=2024-03-03")).toHaveLength(3);
  });

  it("filters and sorts by the indicative fit, best first, rows from before the fit last", async () => {
    expect(await titles("applications", "fit=within")).toEqual(["Plain Robotics"]);
    expect(await titles("applications", "fit=partial")).toEqual(["abc_d testing GmbH"]);
    const byFit = ["Plain Robotics", "abc_d testing GmbH", "250% Growth Labs", "abcXdtesting Corp"];
    expect(await titles("applications", "sort=fit")).toEqual(byFit);
    expect(await titles("applications", "sort=fit&dir=asc")).toEqual([...byFit].reverse());
    const onePerPage = (query: string) =>
      listPage(database.handle, "applications", state("applications", query), staffId, 1);
    const seen: string[] = [];
    let page = await onePerPage("sort=fit");
    for (;;) {
      seen.push(...page.rows.map((row) => row.company));
      if (!page.next) break;
      page = await onePerPage(`sort=fit&after=${page.next}`);
    }
    expect(seen).toEqual(byFit);
    const [first] = (await onePerPage("sort=fit")).rows;
    expect(first?.fit).toBe("within");
  });

  it("sorts by company and revenue and pages by keyset both ways", async () => {
    expect(await titles("applications", "sort=company")).toEqual([
      "250% Growth Labs",
      "abc_d testing GmbH",
      "abcXdtesting Corp",
      "Plain Robotics",
    ]);
    expect((await titles("applications", "sort=revenue"))[0]).toBe("Plain Robotics");
    const twoPerPage = (query: string) =>
      listPage(database.handle, "applications", state("applications", query), staffId, 2);
    const first = await twoPerPage("sort=company");
    expect(first.previous).toBeUndefined();
    const second = await twoPerPage(`sort=company&after=${first.next}`);
    expect(second.rows.map((row) => row.company)).toEqual(["abcXdtesting Corp", "Plain Robotics"]);
    expect(second.next).toBeUndefined();
    const back = await twoPerPage(`sort=company&before=${second.previous}`);
    expect(back.rows.map((row) => row.company)).toEqual(["250% Growth Labs", "abc_d testing GmbH"]);
    expect(back.previous).toBeUndefined();
  });

  it("gives each application the ECB day its revenue was converted at, for the list to name (issue 26)", async () => {
    const page = await listPage(database.handle, "applications", state("applications", "sort=company"), staffId);
    expect(page.rows.map((row) => "rateDate" in row && row.rateDate)).toEqual(Array(4).fill("2024-03-15"));
  });

  it("counts the whole view, not the page (issue 20: the list showed no total)", async () => {
    const count = (query: string) => viewCount(database.handle, "applications", state("applications", query), staffId);
    expect(await count("country=DE")).toEqual({ count: 1, capped: false });
    expect(await count("q=robotics")).toEqual({ count: 1, capped: false });
    expect(await count("status=reviewing")).toEqual({ count: 1, capped: false });
    expect(await count("")).toEqual({ count: 4, capped: false });
  });

  it("counts what is new per list", async () => {
    expect(await newCounts(database.handle)).toEqual({ applications: 3, messages: 1, subscribers: 0 });
  });

  it("keeps the search index in step when leads are deleted", async () => {
    const { db } = database.handle;
    await db.deleteFrom("applications").where("business_name", "=", "abcXdtesting Corp").execute();
    expect(await titles("applications", "q=abcxdtesting")).toEqual([]);
    expect(await titles("applications", "q=testing")).toEqual(["abc_d testing GmbH"]);
  });
});
