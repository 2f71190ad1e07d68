import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseListState } from "#app/staff/view/list-state.ts";
import { createTestDatabase, type TestDatabase, testDialects } from "#tests/database.ts";
import { applicationRow, insertStaff } from "#tests/leads.ts";
import { exportHeader, exportView, viewBatches } from "./csv.server.ts";
import { listPage } from "./list.server.ts";

/* Issue 21, item 2: the export reads the view in keyset batches, as fast as the download is read. */

const ROWS = 2_000;

describe.each(testDialects)("the CSV export stream on %s", (dialect) => {
  let database: TestDatabase;
  let staffId: string;
  const state = (query: string) => parseListState("applications", new URLSearchParams(query));

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const { db } = database.handle;
    staffId = (await insertStaff(db, { name: "Ana Partner" })).id;
    const fits = ["within", "partial", "outside", null] as const;
    for (let from = 0; from < ROWS; from += 500) {
      const rows = Array.from({ length: 500 }, (_, offset) => {
        const index = from + offset;
        // Few distinct sort values, so batches end inside runs of equal values.
        return applicationRow({
          business_name: index === 6 ? '=HYPERLINK("http://evil")' : `Company ${index % 7}`,
          annual_revenue: (index % 5) * 1_000_000 - 4200,
          fit_verdict: fits[index % 4],
          applicant_email: `row${index}@stream.example`,
          applicant_last_name: index === 6 ? "Schröder" : "Lovelace",
          created_at: `2025-01-${String(1 + (index % 28)).padStart(2, "0")}T12:00:00.000Z`,
          founded_on: "2017-08",
          facility_requested: 4_000_000,
          assignee_id: index % 3 === 0 ? staffId : null,
        });
      });
      await db.insertInto("applications").values(rows).execute();
    }
  });
  afterAll(() => database.dispose());

  it.each(["date", "company", "revenue", "fit"].flatMap((sort) => [`sort=${sort}`, `sort=${sort}&dir=asc`]))(
    "%s: batches hold every row of the view once, in the list's order",
    async (query) => {
      const sizes: number[] = [];
      const exported: string[] = [];
      for await (const batch of viewBatches(database.handle, {
        list: "applications",
        state: state(query),
        viewerId: staffId,
        batchSize: 97,
      })) {
        sizes.push(batch.length);
        exported.push(...batch.map((row) => row.id));
      }
      const listed = (await listPage(database.handle, "applications", state(query), staffId, ROWS)).rows;
      expect(exported).toEqual(listed.map((row) => row.id));
      expect(sizes).toEqual([...Array<number>(Math.floor(ROWS / 97)).fill(97), ROWS % 97]);
    },
  );

  it("writes safe cells and plain numbers, with the assignee's name", async () => {
    const bytes = Buffer.from(
      await new Response(
        await exportView(database.handle, {
          list: "applications",
          state: state("q=row6%40stream.example"),
          viewerId: staffId,
        }),
      ).arrayBuffer(),
    );
    // (Response.text() would drop the mark: read the bytes.)
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, record] = bytes.subarray(3).toString("utf8").split("\n");
    // Issue 20: a byte-order mark so Excel reads UTF-8; stages and countries in words; a readable
    // received time in the reader's zone; every stored field; amounts still plain numbers.
    // Issue 26: the headings are words, as the lead page labels the fields, never column names.
    expect(header).toBe(exportHeader("applications").join(","));
    expect(header).not.toMatch(/_/);
    expect(header).toMatch(/^ID,Received \(UTC\),Received,Status,Assigned to,First name,Last name,Work e-mail,Phone,/);
    expect(header).toContain(",Company founded,");
    expect(header).toContain(",Facility requested,");
    // Decision 070: the amounts in the reporting currency say so in their headings, with the currency and ECB day.
    expect(header).toMatch(
      /,Reporting currency,ECB rate date,Annual revenue \(reporting currency\),.*,Facility requested \(reporting currency\)$/,
    );
    expect(record).toContain(`,"'=HYPERLINK(""http://evil"")",`);
    expect(record).toContain(`,2025-01-07T12:00:00.000Z,"7 Jan 2025, 12:00 GMT",New,Ana Partner,Ada,Schröder,`);
    // Issue 26: a phone number shows as written, with no apostrophe: an invisible word joiner (U+2060)
    // before the "+" keeps Excel from reading it as the sum 44 20 7946 0958.
    expect(record).toContain(",row6@stream.example,\u2060+44 20 7946 0958,");
    expect(record).toContain(",United Kingdom,2017-08,");
    expect(record).toContain(",995800,");
    // The record's description holds a line break, so its end is on a later line of the text.
    expect(bytes.toString("utf8")).toContain(
      ",Babbage Ventures,0,4000000,EUR,2024-03-15,995800,900000,4000000,0,4000000\n",
    );
  });

  it("searches through either plan: many matches walk the list, few are collected from the index", async () => {
    const page = (query: string) => listPage(database.handle, "applications", state(query), staffId, 50);
    const everyRow = (await page("")).rows.map((row) => row.id);
    expect((await page("q=stream.example")).rows.map((row) => row.id)).toEqual(everyRow);
    expect((await page("q=row1999%40stream.example")).rows.map((row) => row.email)).toEqual(["row1999@stream.example"]);
    expect((await page("q=stream.example+zqx")).rows).toEqual([]);
  });

  it("reads the next batch only when the download asks for more", async () => {
    const stream = await exportView(database.handle, {
      list: "applications",
      state: state(""),
      viewerId: staffId,
      batchSize: 10,
    });
    const reader = stream.getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    // Rows removed after the first chunk left never reach the file: they were not read ahead.
    await database.handle.db.deleteFrom("applications").execute();
    let text = new TextDecoder().decode(first.value);
    for (let next = await reader.read(); !next.done; next = await reader.read())
      text += new TextDecoder().decode(next.value);
    const records = text.split("@stream.example").length - 1;
    expect(records).toBeGreaterThan(0);
    expect(records).toBeLessThan(ROWS / 4);
  });
});
