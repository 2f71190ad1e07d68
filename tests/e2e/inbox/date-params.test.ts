import { beforeAll, describe, expect, it } from "vitest";
import { inboxCopy } from "#app/content/shared/inbox/data.ts";
import { pipelineCopy } from "#app/content/shared/pipeline/data.ts";
import { testDialects } from "#tests/database.ts";
import { type StaffClient, staffClient } from "#tests/staff.ts";
import { staffTargetFor } from "#tests/staff-target.ts";

/*
 * Issue 26, item 5: `to=9999-12-31` answered 500 on the list and the dashboard. A day that is no real
 * calendar day, or lies outside the days a period can hold, is a 400 saying so, on both pages.
 */

const UNREADABLE = [
  "9999-12-31",
  "0000-01-01",
  "2026-02-30",
  "2026-13-01",
  "garbage",
  "+10000-01-01",
  "2026-1-1",
  "１２３４-０１-０１",
];

describe.each(testDialects)("date filters on %s", (dialect) => {
  const target = staffTargetFor(dialect);
  let member: StaffClient;
  beforeAll(async () => {
    member = await staffClient(target().baseURL, await target().createAccount("member"));
  });

  it("a day no period can hold is a 400 with a message on the list, never a 500", async () => {
    for (const day of UNREADABLE) {
      for (const name of ["from", "to"]) {
        const address = `/inbox/applications?${new URLSearchParams({ [name]: day })}`;
        const response = await member.get(address);
        expect(response.status, address).toBe(400);
        expect(await response.text(), address).toContain(inboxCopy.list.datesInvalid);
      }
    }
  });

  it("a day no period can hold is a 400 with a message on the dashboard, never a 500", async () => {
    for (const day of UNREADABLE) {
      for (const name of ["from", "to"]) {
        const address = `/inbox/dashboard?${new URLSearchParams({ [name]: day })}`;
        const response = await member.get(address);
        expect(response.status, address).toBe(400);
        expect(await response.text(), address).toContain(pipelineCopy.dashboard.invalid);
      }
    }
  });

  it("the widest real period still answers, on both pages", async () => {
    for (const page of ["/inbox/applications", "/inbox/dashboard", "/inbox/messages"]) {
      const address = `${page}?from=1900-01-01&to=9999-12-30`;
      const response = await member.get(address);
      expect(response.status, address).toBe(200);
      await response.arrayBuffer();
    }
  });
});
