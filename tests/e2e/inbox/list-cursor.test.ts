import { beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "#tests/database.ts";
import { insertApplication, insertMessage, insertSubscriber } from "#tests/leads.ts";
import { type StaffClient, staffClient } from "#tests/staff.ts";
import { staffTargetFor } from "#tests/staff-target.ts";

/*
 * Issue 21, item 13: the keyset cursor in ?after= / ?before= is opaque but editable. A cursor whose value
 * does not fit the sort key (text for revenue, a number for a date, NUL, a non-id) gave a 500 on
 * PostgreSQL ("invalid input syntax for type double precision") and a silently wrong page on SQLite.
 * Such a cursor is dropped, as every malformed list parameter is (decision 050): the first page.
 */

const ID = "0b7e4a52-54a4-4c1e-9d64-2f4f3c0a9b11";
const cursorOf = (json: string) => Buffer.from(json).toString("base64url");

/** Cursor values of every JSON type, and texts no sort key stores. */
const VALUES: Record<string, string> = {
  text: '"abc"',
  number: "12345",
  negative: "-1.5",
  huge: "1e400",
  null: "null",
  boolean: "true",
  object: '{"a":1}',
  array: '["x"]',
  nul: '"a\\u0000b"',
  "not a date": '"2025-13-45T99:00:00.000Z"',
};
/** The value types each sort key stores; a cursor of any other kind is wrong. */
const FITS: Record<string, string[]> = {
  date: [],
  company: ["text", "not a date"],
  revenue: ["number", "negative"],
  fit: [],
};
const SORTS = {
  applications: ["date", "company", "revenue", "fit"],
  messages: ["date", "company"],
  subscribers: ["date"],
};

/** Every wrong-typed cursor for a sort key: wrong values with a good id, a good value with wrong ids, wrong shapes. */
function wrongCursors(sort: string, goodValue: string): [string, string][] {
  const wrongValues = Object.entries(VALUES)
    .filter(([name]) => !FITS[sort]?.includes(name))
    .map(([name, value]): [string, string] => [`value ${name}`, `[${value},"${ID}"]`]);
  return [
    ...wrongValues,
    ["id a number", `[${goodValue},42]`],
    ["id not an id", `[${goodValue},"1' or '1'='1"]`],
    ["id with NUL", `[${goodValue},"${ID}\\u0000"]`],
    ["three items", `[${goodValue},"${ID}","x"]`],
    ["an object", `{"value":${goodValue},"id":"${ID}"}`],
    ["not JSON", "[abc"],
  ];
}

const GOOD_VALUE: Record<string, string> = {
  date: '"2025-05-01T12:00:00.000Z"',
  company: '"acme"',
  revenue: "1000",
  fit: '"within"',
};

/** The lead ids a list page shows, in order. */
const rowIds = (html: string, list: string) =>
  [...html.matchAll(new RegExp(`href="/inbox/${list}/([0-9a-f-]{36})(?:\\?[^"]*)?"`, "g"))].map((match) => match[1]);

describe.each(testDialects)("list cursors on %s", (dialect) => {
  const target = staffTargetFor(dialect, { ownServer: true });
  let admin: StaffClient;
  const ids = { applications: [] as string[], messages: [] as string[], subscribers: [] as string[] };

  beforeAll(async () => {
    admin = await staffClient(target().baseURL, await target().createAccount("admin"));
    await target().read(async (db) => {
      for (const [index, fit] of (["within", "partial", "outside"] as const).entries()) {
        const revenue = (index + 1) * 1_000_000;
        ids.applications.push((await insertApplication(db, { annual_revenue: revenue, fit_verdict: fit })).id);
        ids.messages.push((await insertMessage(db)).id);
        ids.subscribers.push((await insertSubscriber(db)).id);
      }
    });
  });

  const page = async (list: string, query: string) => {
    const response = await admin.get(`/inbox/${list}?${query}`);
    return { status: response.status, ids: rowIds(await response.text(), list) };
  };

  it("pages with a well-formed cursor", async () => {
    const [newest, ...older] = [...ids.applications].reverse();
    const first = await page("applications", "sort=revenue");
    expect(first.ids).toEqual([newest, ...older]);
    const after = cursorOf(`[3000000,"${newest}"]`);
    expect(await page("applications", `sort=revenue&after=${after}`)).toEqual({ status: 200, ids: older });
  });

  for (const [list, sorts] of Object.entries(SORTS)) {
    for (const sort of sorts) {
      it(`${list} by ${sort}: a wrong-typed cursor gives the first page, never a 500`, async () => {
        const first = await page(list, `sort=${sort}`);
        expect(first.status).toBe(200);
        expect([...first.ids].sort()).toEqual([...ids[list as keyof typeof ids]].sort());
        const wrong: string[] = [];
        for (const [name, json] of wrongCursors(sort, GOOD_VALUE[sort]!)) {
          for (const key of ["after", "before"]) {
            const answer = await page(list, `sort=${sort}&${key}=${cursorOf(json)}`);
            if (answer.status !== 200 || answer.ids.join() !== first.ids.join())
              wrong.push(`${key} ${name}: HTTP ${answer.status}, ${answer.ids.length} rows`);
          }
        }
        expect(wrong).toEqual([]);
      });
    }
  }
});
