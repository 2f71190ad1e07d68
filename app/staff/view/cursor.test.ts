import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor } from "./cursor.ts";

const ID = "0b7e4a52-54a4-4c1e-9d64-2f4f3c0a9b11";
const raw = (json: string) => Buffer.from(json).toString("base64url");

describe("list cursors", () => {
  it("round-trips a value of each sort key's type, non-ASCII text included", () => {
    const values = { date: "2025-05-01T12:00:00.000Z", company: "garcía & søn", revenue: -4200.5, fit: "" } as const;
    for (const [sort, value] of Object.entries(values)) {
      const cursor = encodeCursor(value, ID);
      expect(cursor).toBe(Buffer.from(JSON.stringify([value, ID])).toString("base64url"));
      expect(decodeCursor(sort as keyof typeof values, cursor)).toEqual([value, ID]);
    }
  });

  it("refuses a value of another type than the sort key's", () => {
    expect(decodeCursor("revenue", raw(`["abc","${ID}"]`))).toBeUndefined();
    expect(decodeCursor("revenue", raw(`[1e400,"${ID}"]`))).toBeUndefined();
    expect(decodeCursor("date", raw(`[5,"${ID}"]`))).toBeUndefined();
    expect(decodeCursor("date", raw(`["yesterday","${ID}"]`))).toBeUndefined();
    expect(decodeCursor("company", raw(`["a\\u0000b","${ID}"]`))).toBeUndefined();
    expect(decodeCursor("fit", raw(`["best","${ID}"]`))).toBeUndefined();
    expect(decodeCursor("company", raw(`["acme","not-an-id"]`))).toBeUndefined();
    expect(decodeCursor("company", "%%%")).toBeUndefined();
    expect(decodeCursor("company", Buffer.from([0x5b, 0xff, 0xfe]).toString("base64url"))).toBeUndefined();
  });
});
