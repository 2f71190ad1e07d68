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
} from "#tests/sample-files.ts";
import {
  attachmentDisposition,
  CsvCheck,
  detectDocumentType,
  safeFileName,
  storedFileName,
} from "./file-types.server.ts";

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
    // Issue 26 item 3: markup and scripts a browser or a shell would run, whatever the name says.
    ["an HTML page named .csv", "evil.csv", Buffer.from("<!DOCTYPE html><html><body>Hi</body></html>")],
    ["an SVG named .csv", "evil.csv", Buffer.from('\uFEFF  <svg xmlns="http://www.w3.org/2000/svg" onload="x()"/>')],
    ["XML named .csv", "evil.csv", Buffer.from('<?xml version="1.0"?><svg/>')],
    ["a script in a CSV cell", "evil.csv", Buffer.from('name,note\nAcme,"<script>alert(1)</script>"\n')],
    ["an HTA's script tag in upper case", "evil.csv", Buffer.from("a,b\n1,<SCRIPT LANGUAGE=VBScript>\n")],
    ["an iframe in a CSV cell", "evil.csv", Buffer.from("a,b\n1,<iframe src=//x>\n")],
    ["a shell script named .csv", "run.csv", Buffer.from("#!/bin/sh\nrm -rf ~\n")],
  ])("refuses %s", async (_what, name, bytes) => {
    expect(await detectDocumentType(bytes, name)).toBeNull();
  });
});

describe("CSV that merely contains angle brackets", () => {
  it.each([
    ["a comparison", "band,customers\n<1000,12\n>5000,3\n"],
    ["an e-mail in angle brackets", "name,email\nAda,<ada@example.com>\n"],
    ["arrows", "step,next\nA,->B\nB,<-A\n"],
  ])("accepts %s", async (_what, text) => {
    expect((await detectDocumentType(Buffer.from(text), "data.csv"))?.mime).toBe("text/csv");
  });
});

describe("CsvCheck", () => {
  it("refuses a script tag split across two chunks, far into the file", () => {
    const check = new CsvCheck();
    expect(check.push(Buffer.from(`a,b\n${"1,2\n".repeat(100_000)}3,<scr`), false)).toBe(true);
    expect(check.push(Buffer.from("ipt>x()</script>\n"), false)).toBe(false);
  });

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

  // Issue 26 item 3: a PDF named report.hta was downloaded by staff as report.hta. The name's extension is
  // the detected type's; a name already right stays as the founder wrote it.
  it.each([
    ["report.hta", "pdf", "report.pdf"],
    ["report.html", "pdf", "report.pdf"],
    ["REPORT.PDF", "pdf", "REPORT.PDF"],
    ["photo.jpeg", "jpg", "photo.jpeg"],
    ["photo.JPG", "jpg", "photo.JPG"],
    ["model.xls", "xlsx", "model.xlsx"],
    ["Q3 accounts", "pdf", "Q3 accounts.pdf"],
    ["Accounts v1.2", "pdf", "Accounts v1.2.pdf"],
    ["deck.pdf.exe", "pdf", "deck.pdf.pdf"],
    [".hta", "pdf", "document.pdf"],
    [`${"x".repeat(200)}.hta`, "pdf", `${"x".repeat(196)}.pdf`],
  ])("stores %s of type %s as %s", (name, ext, stored) => {
    expect(storedFileName(name, ext)).toBe(stored);
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
