import { describe, expect, it } from "vitest";
import { Camt053Reader, readCamt053 } from "./camt053.server.ts";
import { readCamt053Zip } from "./camt-zip.server.ts";
import { CAMT_TAIL, camtBalanceXml, camtEntryXml, camtHead, generateCamt053 } from "#tests/statements/generate-camt.ts";
import { StatementRefused } from "./statement.ts";
import { zipForTests } from "#tests/statements/zip-for-tests.ts";

const IBAN = "DE89370400440532013000";
const entry = (amount: string, credit: boolean, reference: string, day = "2026-01-15") =>
  camtEntryXml({ amount, credit, day, reference, text: "ACME GmbH" });

function statement(entries: string, opening: bigint, closing: bigint, version: "02" | "08" = "02") {
  return (
    camtHead(IBAN, "S-1", version) +
    camtBalanceXml("OPBD", opening, "2026-01-01") +
    entries +
    camtBalanceXml("CLBD", closing, "2026-01-31") +
    CAMT_TAIL
  );
}

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(StatementRefused);
    return (error as Error).message;
  }
  throw new Error("expected a refusal");
};

describe("camt.053", () => {
  it.each(["02", "08"] as const)("reads account, balances and entries of version .001.%s", (version) => {
    const xml = statement(
      entry("1500.00", true, "000123") + entry("250.55", false, "000124"),
      1000_00n,
      2249_45n,
      version,
    );
    const [read] = readCamt053(xml);
    expect(read).toMatchObject({ account: IBAN, currency: "EUR", id: "S-1" });
    expect(read!.opening).toEqual({ amount: "1000.00", date: "2026-01-01" });
    expect(read!.closing).toEqual({ amount: "2249.45", date: "2026-01-31" });
    expect(read!.entries.map((e) => [e.amount, e.bankReference, e.counterpartyName])).toEqual([
      ["1500.00", "000123", "ACME GmbH"],
      ["-250.55", "000124", "ACME GmbH"],
    ]);
    expect(read!.entries[0]!.bankCode).toEqual({ domain: "PMNT", family: "RCDT", subFamily: "ESCT" });
    expect(read!.entries[0]!.key).toBe(`${IBAN}|ref|000123`);
  });

  it("keeps amounts and references as text, five decimals included", () => {
    const closing = camtBalanceXml("CLBD", 0n, "2026-01-31").replace(">0.00<", ">0.10001<");
    const xml =
      camtHead(IBAN, "S-1") +
      camtBalanceXml("OPBD", 0n, "2026-01-01") +
      entry("0.10001", true, "007") +
      closing +
      CAMT_TAIL;
    const [read] = readCamt053(xml);
    expect(read!.entries[0]).toMatchObject({ amount: "0.10001", bankReference: "007" });
    expect(read!.closing!.amount).toBe("0.10001");
  });

  it("reads a reversal with the sign of its own CdtDbtInd, and skips pending entries", () => {
    const reversal = entry("40.00", true, "R1").replace("</CdtDbtInd>", "</CdtDbtInd><RvslInd>true</RvslInd>");
    const pending = entry("99.00", true, "P1").replace("<Sts>BOOK</Sts>", "<Sts>PDNG</Sts>");
    const [read] = readCamt053(statement(reversal + pending, 0n, 40_00n));
    expect(read!.entries).toHaveLength(1);
    expect(read!.entries[0]).toMatchObject({ amount: "40.00", reversal: true });
  });

  it("refuses a statement whose entries do not add up to its closing balance", () => {
    expect(refusal(() => readCamt053(statement(entry("10.00", true, "A"), 0n, 11_00n)))).toMatch(
      /opening balance 0\.00 plus the 1 entries makes 10\.00, but the closing balance is 11\.00 EUR/,
    );
  });

  it("names the line and what was expected for a bad amount", () => {
    const xml = statement(entry("12,50", true, "A"), 0n, 0n);
    expect(refusal(() => readCamt053(xml, "jan.xml"))).toMatch(
      /^jan\.xml line 5: .*expected <Amt> with an amount like 1234\.50, found "12,50"/,
    );
  });

  it.each([
    [
      "XXE",
      `<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]><Document><BkToCstmrStmt>&x;</BkToCstmrStmt></Document>`,
    ],
    [
      "billion laughs",
      `<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]><Document>&b;</Document>`,
    ],
  ])("refuses a document type (%s)", (_name, xml) => {
    expect(refusal(() => readCamt053(xml))).toMatch(/<!DOCTYPE/);
  });

  it("refuses an entity that is not declared, and a file that is not camt.053", () => {
    expect(refusal(() => readCamt053(`<Document><BkToCstmrStmt>&x;</BkToCstmrStmt></Document>`))).toMatch(
      /well-formed XML/,
    );
    expect(refusal(() => readCamt053(`<Document><Other/></Document>`))).toMatch(/expected a camt\.053 statement/);
    expect(refusal(() => readCamt053(statement("", 0n, 0n).slice(0, 300)))).toMatch(/well-formed XML/);
  });

  it("hands entries over as they are read, keyed, and still checks the balances", () => {
    const seen: string[] = [];
    const reader = new Camt053Reader("s.xml", { onEntry: (e) => seen.push(`${e.key} ${e.amount}`) });
    for (const chunk of generateCamt053(300)) reader.write(chunk);
    const [kept] = reader.end();
    expect(kept!.entries).toEqual([]);
    expect(seen).toHaveLength(300);
    expect(seen[1]).toBe(`${IBAN}|ref|REF000000001 -79.20`);
    const unbalanced = new Camt053Reader("u.xml", { onEntry: () => {} });
    expect(() => unbalanced.write(statement(entry("10.00", true, "A"), 0n, 11_00n))).toThrow(
      /plus the 1 entries makes 10\.00, but the closing balance is 11\.00/,
    );
  });

  it("reads a generated statement of 2,000 entries that balances", () => {
    const [read] = readCamt053([...generateCamt053(2000)].join(""));
    expect(read!.entries).toHaveLength(2000);
    expect(new Set(read!.entries.map((e) => e.key)).size).toBe(2000);
  });
});

describe("camt.053 in a ZIP", () => {
  const january = statement(entry("10.00", true, "A"), 0n, 10_00n);
  const february = statement(entry("5.00", false, "B", "2026-02-03"), 10_00n, 5_00n).replaceAll(
    "2026-01-31",
    "2026-02-28",
  );

  it("reads every XML file of the archive", async () => {
    const zip = zipForTests([
      { name: "2026-01.xml", text: january },
      { name: "2026-02.xml", text: february },
    ]);
    const statements = await readCamt053Zip(zip);
    expect(statements.map((s) => s.entries[0]!.amount)).toEqual(["10.00", "-5.00"]);
  });

  it("refuses an archive that declares more than it may unpack, before inflating", async () => {
    const zip = zipForTests([{ name: "big.xml", text: january, declaredSize: 300 * 1024 * 1024 }]);
    await expect(readCamt053Zip(zip, "big.zip")).rejects.toThrow(/big\.zip: unpacks to 300 MB; at most 200 MB/);
  });

  it("refuses an entry that inflates to more than it declared", async () => {
    const zip = zipForTests([{ name: "liar.xml", text: january, declaredSize: 100 }]);
    await expect(readCamt053Zip(zip)).rejects.toThrow(StatementRefused);
  });

  it("refuses the whole archive when one file is bad, and a file that is not XML", async () => {
    const bad = zipForTests([
      { name: "ok.xml", text: january },
      { name: "bad.xml", text: january.replace("10.00</Amt>", "1O.00</Amt>") },
    ]);
    await expect(readCamt053Zip(bad)).rejects.toThrow(/^bad\.xml line \d+/);
    const other = zipForTests([{ name: "readme.txt", text: "hi" }]);
    await expect(readCamt053Zip(other, "a.zip")).rejects.toThrow(
      /a\.zip\/readme\.txt: expected only camt\.053 \.xml files/,
    );
    await expect(readCamt053Zip(Buffer.from("not a zip"), "x.zip")).rejects.toThrow(/x\.zip: expected a ZIP archive/);
  });
});
