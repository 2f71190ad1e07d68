import { describe, expect, it } from "vitest";
import {
  formatCalendarDay,
  formatCalendarMonth,
  formatConverted,
  formatCountry,
  formatDate,
  formatDateTime,
  formatMoney,
  formatWait,
  nextDay,
  startOfFirmDay,
} from "./format.ts";

describe("staff formatting", () => {
  it("writes amounts in their currency with thousands separators, negative amounts with a sign", () => {
    expect(formatMoney(1250000)).toBe("US$1,250,000");
    expect(formatMoney(1250000.5)).toBe("US$1,250,000.50");
    expect(formatMoney(-4200)).toBe("-US$4,200");
    // A converted amount is shown in whole units (the walk of issue 18 saw "€26,338,257.14").
    expect(formatConverted(26_338_257.14, "EUR")).toBe("€26,338,257");
    // Issue 18: a euro or franc amount reads as one, never as dollars.
    expect(formatMoney(1250000, "EUR")).toBe("€1,250,000");
    expect(formatMoney(1250000, "CHF")).toBe("CHF\u00a01,250,000");
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

  // Issue 20: every time read as New York's, in US order; now "15 Mar 2024", in the reader's zone.
  it("shows instants in the reader's time zone, summer and winter, the firm's by default", () => {
    expect(formatDateTime("2025-07-01T12:00:00.000Z")).toBe("1 Jul 2025, 13:00 BST");
    expect(formatDateTime("2025-01-15T12:00:00.000Z", "Europe/Berlin")).toBe("15 Jan 2025, 13:00 CET");
    expect(formatDateTime("2025-01-15T12:00:00.000Z", "America/New_York")).toBe("15 Jan 2025, 07:00 EST");
    expect(formatDateTime("2025-07-15T12:00:00.000Z", "America/New_York")).toBe("15 Jul 2025, 08:00 EDT");
    expect(formatDate("2025-01-15T23:30:00.000Z", "Europe/Helsinki")).toBe("16 Jan 2025");
    expect(formatDateTime(null)).toBe("—");
  });

  // A bare offset ("GMT-5") names no place: every zone gets an abbreviation people know, else its name.
  it("names every zone recognisably, never as a bare GMT offset", () => {
    expect(formatDateTime("2025-01-15T12:00:00.000Z", "America/Los_Angeles")).toBe("15 Jan 2025, 04:00 PST");
    expect(formatDateTime("2025-01-15T12:00:00.000Z", "Asia/Tokyo")).toBe("15 Jan 2025, 21:00 Japan Standard Time");
    expect(formatDateTime("2025-01-15T12:00:00.000Z", "UTC")).toBe("15 Jan 2025, 12:00 UTC");
    for (const zone of Intl.supportedValuesOf("timeZone")) {
      expect(formatDateTime("2025-01-15T12:00:00.000Z", zone), zone).not.toMatch(/GMT[+-]\d/);
    }
  });

  it("keeps calendar dates on their day, and months as words", () => {
    expect(formatCalendarDay("2024-03-15")).toBe("15 Mar 2024");
    expect(formatCalendarMonth("2017-08")).toBe("Aug 2017");
    expect(formatCalendarMonth("sometime")).toBe("sometime");
  });

  // Issue 26: en-GB Intl writes September "Sept", beside "Aug" and "Oct"; staff read "Sep" everywhere.
  it("writes September as Sep, like every other month", () => {
    expect(formatCalendarDay("2026-09-30")).toBe("30 Sep 2026");
    expect(formatCalendarMonth("2026-09")).toBe("Sep 2026");
    expect(formatDate("2026-09-30T12:00:00.000Z")).toBe("30 Sep 2026");
    expect(formatDateTime("2026-09-30T12:00:00.000Z")).toBe("30 Sep 2026, 13:00 BST");
  });

  // Issue 26: a month asked for as a month ("Month of most recent funding round") stored as a day.
  it("shows the month of a calendar day when a month is asked for", () => {
    expect(formatCalendarMonth("2026-03-15")).toBe("Mar 2026");
  });

  it("finds where a day starts in UTC in a zone, across daylight saving", () => {
    expect(startOfFirmDay("2025-07-01").toISOString()).toBe("2025-06-30T23:00:00.000Z");
    expect(startOfFirmDay("2025-01-15").toISOString()).toBe("2025-01-15T00:00:00.000Z");
    expect(startOfFirmDay("2025-03-09", "America/New_York").toISOString()).toBe("2025-03-09T05:00:00.000Z");
    expect(startOfFirmDay("2025-03-10", "America/New_York").toISOString()).toBe("2025-03-10T04:00:00.000Z");
    expect(nextDay("2024-02-28")).toBe("2024-02-29");
  });
});
