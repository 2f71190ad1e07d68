import { describe, expect, it } from "vitest";
import {
  formatCalendarDay,
  formatCountry,
  formatDateTime,
  formatMoney,
  formatWait,
  nextDay,
  startOfFirmDay,
} from "./format";

describe("staff formatting", () => {
  it("writes dollars with thousands separators, negative amounts with a sign", () => {
    expect(formatMoney(1250000)).toBe("$1,250,000");
    expect(formatMoney(1250000.5)).toBe("$1,250,000.50");
    expect(formatMoney(-4200)).toBe("-$4,200");
  });

  it("words a wait in minutes, or seconds under a minute", () => {
    expect(formatWait(10)).toBe("10 minutes");
    expect(formatWait(1)).toBe("1 minute");
    expect(formatWait(0.5)).toBe("30 seconds");
  });

  it("names countries and leaves unknown codes as they are", () => {
    expect(formatCountry("GB")).toBe("United Kingdom");
    expect(formatCountry("ZZ")).toBe("ZZ");
  });

  it("shows instants in the firm's time zone, summer and winter", () => {
    expect(formatDateTime("2025-07-01T12:00:00.000Z")).toBe("Jul 1, 2025, 8:00 AM EDT");
    expect(formatDateTime("2025-01-15T12:00:00.000Z")).toBe("Jan 15, 2025, 7:00 AM EST");
    expect(formatDateTime(null)).toBe("—");
  });

  it("keeps calendar dates on their day", () => {
    expect(formatCalendarDay("2024-03-15")).toBe("Mar 15, 2024");
  });

  it("finds where a firm day starts in UTC, across daylight saving", () => {
    expect(startOfFirmDay("2025-07-01").toISOString()).toBe("2025-07-01T04:00:00.000Z");
    expect(startOfFirmDay("2025-01-15").toISOString()).toBe("2025-01-15T05:00:00.000Z");
    expect(startOfFirmDay("2025-03-09").toISOString()).toBe("2025-03-09T05:00:00.000Z");
    expect(startOfFirmDay("2025-03-10").toISOString()).toBe("2025-03-10T04:00:00.000Z");
    expect(nextDay("2024-02-28")).toBe("2024-02-29");
  });
});
