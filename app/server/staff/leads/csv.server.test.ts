import { describe, expect, it } from "vitest";
import { itMapsEach } from "#tests/maps-each";
import { safeCell, toCsv } from "./csv.server.ts";

describe("CSV cells", () => {
  itMapsEach("neutralises a leading %j", safeCell, [
    ['=HYPERLINK("http://evil")', '\'=HYPERLINK("http://evil")'],
    ["+SUM(A1:A2)", "'+SUM(A1:A2)"],
    ["-2+3", "'-2+3"],
    ["@cmd", "'@cmd"],
    ["\tTAB", "'\tTAB"],
    ["\rCR", "'\rCR"],
    ["\nLF", "'\nLF"],
  ]);

  it("drops NUL characters, including one hiding a formula", () => {
    expect(safeCell("a\0b")).toBe("ab");
    expect(safeCell("\0=1+1")).toBe("'=1+1");
  });

  it("leaves ordinary text and numbers as they are; a negative amount stays a number", () => {
    expect(safeCell("Acme = good")).toBe("Acme = good");
    expect(safeCell(-4200)).toBe(-4200);
    expect(safeCell(1250000.5)).toBe(1250000.5);
    expect(safeCell(null)).toBe("");
  });

  it("writes numbers unquoted and hostile text quoted where needed", () => {
    const csv = toCsv(
      ["name", "amount"],
      [
        { name: "=cmd|' /C calc'!A0", amount: -4200 },
        { name: "line one\nline two", amount: 0 },
      ],
    );
    expect(csv).toBe("name,amount\n'=cmd|' /C calc'!A0,-4200\n\"line one\nline two\",0\n");
  });
});
