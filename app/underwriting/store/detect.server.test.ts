import { describe, expect, it } from "vitest";
import { camtEntries, camtFile, kpiPackCsv, mt940JanFeb } from "#tests/statements/shared-files.ts";
import { zipForTests } from "#tests/statements/zip-for-tests.ts";
import { kpiTemplateXlsx } from "#app/underwriting/kpi/kpi-template-xlsx.server.ts";
import { detectFormat } from "./detect.server.ts";
import { zipKind } from "./zip-kind.server.ts";

describe("a shared file is judged by its bytes", () => {
  it("tells camt.053, MT940, the KPI pack and a bank CSV apart, whatever their names", () => {
    expect(detectFormat(camtFile(camtEntries))).toBe("camt.053");
    expect(detectFormat(Buffer.concat([Buffer.from("\uFEFF  \n"), camtFile(camtEntries)]))).toBe("camt.053");
    expect(detectFormat(mt940JanFeb())).toBe("mt940");
    expect(detectFormat(Buffer.from(kpiPackCsv))).toBe("kpi-csv");
    expect(detectFormat(Buffer.from('"Figure","2026-01","2026-02"\n'))).toBe("kpi-csv");
    expect(detectFormat(Buffer.from("Buchungstag;Betrag\n05.01.2026;1,00\n"))).toBe("csv");
    expect(detectFormat(Buffer.from("%PDF-1.7\n"))).toBe("unknown");
    expect(detectFormat(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0, 0]))).toBe("unknown");
  });

  it("opens a ZIP's directory to tell a workbook from camt files", async () => {
    const camtZip = zipForTests([{ name: "2026-01.xml", text: camtFile(camtEntries).toString() }]);
    expect(detectFormat(camtZip)).toBe("zip");
    expect(await zipKind(camtZip, "statements.zip")).toBe("camt");
    expect(await zipKind(kpiTemplateXlsx(["2026-01", "2026-02"]), "kpi.xlsx")).toBe("xlsx");
    await expect(zipKind(Buffer.from("PK\u0003\u0004 broken"), "broken.zip")).rejects.toThrow(/damaged/);
  });
});
