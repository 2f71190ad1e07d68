import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeNext } from "./guard.server.ts";

describe("safeNext: where a successful sign-in may send the browser", () => {
  it("keeps same-origin inbox paths with their query", () => {
    expect(safeNext("/inbox")).toBe("/inbox");
    expect(safeNext("/inbox/applications?sort=revenue&q=ab")).toBe("/inbox/applications?sort=revenue&q=ab");
    expect(safeNext("/inbox?stage=new#top")).toBe("/inbox?stage=new#top");
  });

  it("falls back to the inbox for anything else", () => {
    for (const next of [
      null,
      "",
      "/inbox?\r\nX-Injected: 1",
      "/inbox\nSet-Cookie: a=b",
      "/inbox/\u0000",
      "/inbox/\u007f",
      "//evil.example/inbox",
      "/\\evil.example",
      "/inbox\\..\\..",
      "https://evil.example/inbox",
      "/inboxes",
      "/account",
      "/inbox/../account",
      "/inbox/%2e%2e/account",
      // Too long for a Location header behind a proxy (its buffer holds 4 or 8 KiB of headers).
      `/inbox/applications?q=${"%25".repeat(700)}`,
      `/inbox/applications?q=${"é".repeat(400)}`,
    ]) {
      expect(safeNext(next), JSON.stringify(next)).toBe("/inbox");
    }
  });

  it("never returns a value that is unsafe in a Location header or leaves /inbox", () => {
    fc.assert(
      fc.property(fc.constantFrom("", "/", "?", "#"), fc.string({ unit: "binary", maxLength: 60 }), (joint, tail) => {
        const next = safeNext(`/inbox${joint}${tail}`);
        // Plain printable ASCII: nothing a Location header could choke on.
        expect([...next].every((char) => char >= " " && char <= "~" && char !== "\\")).toBe(true);
        expect(new URL(next, "http://noema.test").origin).toBe("http://noema.test");
        expect(new URL(next, "http://noema.test").pathname).toMatch(/^\/inbox(\/|$)/);
      }),
      { numRuns: 2000 },
    );
  });
});
