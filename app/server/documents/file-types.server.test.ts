import { describe, expect, it } from "vitest";
import {
  cfbBytes,
  docxBytes,
  elfBytes,
  jpegBytes,
  pdfBytes,
  peBytes,
  pngBytes,
  xlsxBytes,
  zipOf,
} from "../../../tests/support/sample-files.ts";
import { attachmentDisposition, CsvCheck, detectDocumentType, safeFileName } from "./file-types.server.ts";

describe("detectDocumentType", () => {
  it.each([
    ["report.pdf", pdfBytes(), "application/pdf"],
    ["chart.png", pngBytes(), "image/png"],
    ["photo.jpeg", jpegBytes(), "image/jpeg"],
    ["model.xlsx", xlsxBytes(), "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
    ["memo.docx", docxBytes(), "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    ["old.xls", cfbBytes(), "application/vnd.ms-excel"],
    ["cohorts.csv", Buffer.from("customer,revenue\nAcme,1200\nZürich AG,900\n"), "text/csv"],
  ])("accepts %s by its bytes", async (name, bytes, mime) => {
    expect((await detectDocumentType(bytes, name))?.mime).toBe(mime);
  });

  it.each([
    ["an ELF executable named .pdf", "invoice.pdf", elfBytes()],
    ["a Windows executable named .pdf", "invoice.pdf", peBytes()],
    ["a Windows executable named .csv", "data.csv", peBytes()],
    ["a compound file not named .xls (a .doc or .msi)", "setup.doc", cfbBytes()],
    ["a plain ZIP named .xlsx", "book.xlsx", zipOf({ "a.txt": "hello" })],
    ["text not named .csv", "notes.pdf", Buffer.from("just text")],
    ["binary named .csv", "data.csv", Buffer.from([0x61, 0x00, 0x62])],
    ["invalid UTF-8 named .csv", "data.csv", Buffer.from([0x61, 0xff, 0xfe, 0x62])],
  ])("refuses %s", async (_what, name, bytes) => {
    expect(await detectDocumentType(bytes, name)).toBeNull();
  });
});

describe("CsvCheck", () => {
  it("accepts UTF-8 split across chunks and refuses a NUL or a broken sequence in a later chunk", () => {
    const euro = Buffer.from("€");
    const check = new CsvCheck();
    expect(check.push(euro.subarray(0, 1), false)).toBe(true);
    expect(check.push(euro.subarray(1), true)).toBe(true);
    expect(new CsvCheck().push(Buffer.from("a\0b"), false)).toBe(false);
    const cut = new CsvCheck();
    expect(cut.push(euro.subarray(0, 2), false)).toBe(true);
    expect(cut.push(Buffer.alloc(0), true)).toBe(false);
  });
});

describe("file names", () => {
  it("keeps the last path segment without control characters", () => {
    expect(safeFileName("C:\\Users\\ana\\Q3 accounts.pdf")).toBe("Q3 accounts.pdf");
    expect(safeFileName("../../etc/passwd")).toBe("passwd");
    expect(safeFileName("bad\r\nname.pdf")).toBe("badname.pdf");
    expect(safeFileName("\u0001")).toBe("document");
  });

  it("encodes the download name by RFC 6266 and 5987", () => {
    expect(attachmentDisposition('Bilan "2025" Zürich.pdf')).toBe(
      "attachment; filename=\"Bilan _2025_ Z_rich.pdf\"; filename*=UTF-8''Bilan%20%222025%22%20Z%C3%BCrich.pdf",
    );
    expect(attachmentDisposition("it's (final).pdf")).toBe(
      "attachment; filename=\"it's (final).pdf\"; filename*=UTF-8''it%27s%20%28final%29.pdf",
    );
  });
});
