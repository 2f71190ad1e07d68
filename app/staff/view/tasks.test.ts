import { describe, expect, it } from "vitest";
import { firmDayOf, isOverdue } from "./tasks.ts";

describe("task due days", () => {
  it("reads the day in a time zone, not UTC", () => {
    expect(firmDayOf(new Date("2026-03-02T03:00:00Z"), "America/New_York")).toBe("2026-03-01");
    expect(firmDayOf(new Date("2026-03-02T23:30:00Z"), "Europe/Berlin")).toBe("2026-03-03");
    expect(firmDayOf(new Date("2026-03-02T15:00:00Z"))).toBe("2026-03-02");
  });

  it("is overdue only after the due day", () => {
    expect(isOverdue("2026-03-01", "2026-03-02")).toBe(true);
    expect(isOverdue("2026-03-02", "2026-03-02")).toBe(false);
  });
});
