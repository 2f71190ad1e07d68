import { describe, expect, it } from "vitest";
import { itMapsEach } from "#tests/maps-each.ts";
import { COLUMNS, exportHeader, phoneCell, safeCell, toCsv } from "./csv.server.ts";

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

// Issue 26: "'+46 70 123 45 67" showed its apostrophe in Excel and LibreOffice.
describe("phone cells", () => {
  itMapsEach("writes a validated phone number %j as written, behind an invisible word joiner", phoneCell, [
    ["+46 70 123 45 67", "\u2060+46 70 123 45 67"],
    ["+44 (0)20 7946-0958 ext. 12", "\u2060+44 (0)20 7946-0958 ext. 12"],
    ["020 7946 0958", "020 7946 0958"],
    [null, ""],
  ]);

  it("still neutralises anything in a phone column that is not a phone number", () => {
    expect(phoneCell("+HYPERLINK(1)")).toBe("'+HYPERLINK(1)");
    expect(phoneCell("=1+1")).toBe("'=1+1");
    expect(phoneCell("-1-1 cmd|")).toBe("'-1-1 cmd|");
  });
});

describe("export headings", () => {
  it.each(["applications", "messages", "subscribers"] as const)("are distinct words for %s", (list) => {
    const header = exportHeader(list);
    expect(header).toHaveLength(COLUMNS[list].length + (list === "subscribers" ? 1 : 2));
    expect(new Set(header).size).toBe(header.length);
    for (const heading of header) expect(heading).toMatch(/^[A-Z][^_]*$/);
  });
});
