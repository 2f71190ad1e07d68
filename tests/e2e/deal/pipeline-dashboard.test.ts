import { describe, expect, it } from "vitest";
import { testDialects } from "#tests/database.ts";
import { seedPipeline } from "#tests/pipeline-seed.ts";
import { staffClient } from "#tests/staff.ts";
import { staffTargetFor } from "#tests/staff-target.ts";

/*
 * Decision 061: the dashboard's tables (the accessible source beside each chart) show the figures of
 * the seeded pipeline (tests/support/pipeline-seed.ts) for the period the partner picks.
 */

/** The rows of the table with this test id, each as its cells' text. */
function tableRows(html: string, testId: string): string[][] {
  const table = new RegExp(`<table[^>]*data-testid="${testId}"[^>]*>([\\s\\S]*?)</table>`).exec(html)?.[1] ?? "";
  const body = /<tbody>([\s\S]*?)<\/tbody>/.exec(table)?.[1] ?? "";
  return [...body.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...row[1]!.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((cell) => cell[1]!.replace(/<[^>]+>/g, "").trim()),
  );
}

describe.each(testDialects)("the pipeline dashboard on %s", (dialect) => {
  const target = staffTargetFor(dialect, { ownServer: true });

  it("shows the seeded set's figures for the chosen period, with a chart beside each table", async () => {
    const { tag } = await target().read((db) => seedPipeline(db));
    const client = await staffClient(target().baseURL, await target().createAccount("member"));
    const response = await client.get("/inbox/dashboard?from=2026-01-01&to=2026-03-31");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("4 applications arrived between 1 Jan 2026 and 31 Mar 2026.");
    expect(tableRows(html, "by-stage")).toEqual([
      ["New", "1"],
      ["Initial Review", "0"],
      ["Due Diligence", "1"],
      ["Funded", "1"],
      ["Declined", "1"],
      ["Withdrawn by the founder", "0"],
    ]);
    expect(tableRows(html, "conversion-referral-source")).toEqual([
      [`Event ${tag}`, "2", "0", "0%"],
      [`LinkedIn ${tag}`, "2", "1", "50%"],
    ]);
    expect(tableRows(html, "conversion-country")).toEqual([
      ["Germany", "3", "1", "33.3%"],
      ["France", "1", "0", "0%"],
    ]);
    expect(tableRows(html, "median-time")).toEqual([
      ["New", "4", "3"],
      ["Initial Review", "4", "3"],
      ["Due Diligence", "10", "1"],
    ]);
    // Five charts, each hidden from assistive technology (its table is the accessible source).
    expect(html.match(/<svg[^>]*aria-hidden="true"/g)).toHaveLength(5);
  });

  it("refuses a period that ends before it starts, with a message and the default period", async () => {
    const client = await staffClient(target().baseURL, await target().createAccount("member"));
    const response = await client.get("/inbox/dashboard?from=2026-03-31&to=2026-01-01");
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("The period ends before it starts");
  });
});
