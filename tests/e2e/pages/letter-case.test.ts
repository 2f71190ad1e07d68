import { readdirSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { type StaffClient, staffClient } from "#tests/staff.ts";
import { staffTargetFor } from "#tests/staff-target.ts";

/*
 * Issue 26, item 5: /INBOX/board served the staff page, while the nginx cache bypass, the no-store rule
 * and the CSRF cookie rule match lower case only. A path in other letter case is sent to its lower-case
 * spelling (301, 308 for a post) before any route runs; the query, which holds tokens and cursors, is
 * kept as it was, and fingerprinted assets keep their mixed-case names.
 */

describe("paths in other letter case", () => {
  const target = staffTargetFor("sqlite");
  let member: StaffClient;
  beforeAll(async () => {
    member = await staffClient(target().baseURL, await target().createAccount("member"));
  });

  it("redirects a staff or account page to its lower-case path, keeping the query", async () => {
    for (const [address, location] of [
      ["/INBOX/board", "/inbox/board"],
      ["/Inbox/Applications?q=MiXed&sort=company", "/inbox/applications?q=MiXed&sort=company"],
      ["/Account", "/account"],
      ["/ACCOUNT/link?token=AbCdEf", "/account/link?token=AbCdEf"],
      ["/INBOX.data", "/inbox.data"],
      ["/About", "/about"],
    ]) {
      const response = await member.get(address!);
      expect(response.status, address).toBe(301);
      expect(response.headers.get("location"), address).toBe(location);
      await response.arrayBuffer();
    }
  });

  it("sends a post on with its method (308), so the lower-case path's checks apply", async () => {
    const response = await member.post("/INBOX/board", { intent: "move" });
    expect(response.status).toBe(308);
    expect(response.headers.get("location")).toBe("/inbox/board");
  });

  it("leaves mixed-case asset names alone", async () => {
    const assets = readdirSync(path.resolve(import.meta.dirname, "../../../build/client/assets"));
    const mixed = assets.find((name) => /[A-Z]/.test(name) && name.endsWith(".js"));
    expect(mixed).toBeDefined();
    const response = await fetch(`${target().baseURL}/assets/${mixed}`);
    expect(response.status).toBe(200);
    await response.arrayBuffer();
  });
});
