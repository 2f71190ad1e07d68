import { KPI_ROWS } from "./kpi-pack-csv.server.ts";
import { writeZip } from "./zip-writer.server.ts";

/*
 * The KPI pack's XLSX template: one sheet, a first row of months, one row per figure, written as the
 * few XML parts a workbook needs (no library writes XLSX with small, maintained dependencies). No
 * formula, link or macro.
 */

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** "A", "B" … "Z", "AA" …: a column's letters. */
function column(index: number): string {
  const letter = String.fromCharCode(65 + (index % 26));
  return index < 26 ? letter : column(Math.floor(index / 26) - 1) + letter;
}

export function kpiTemplateXlsx(months: string[]): Buffer {
  return simpleWorkbook([["Figure", ...months], ...Object.keys(KPI_ROWS).map((name) => [name])]);
}

/** A one-sheet workbook of these rows: texts as shared strings, numbers as numbers, empty cells left out. */
export function simpleWorkbook(table: (string | number | null)[][]): Buffer {
  const strings = [...new Set(table.flat().filter((value): value is string => typeof value === "string"))];
  const cell = (ref: string, value: string | number | null) =>
    value === null
      ? ""
      : typeof value === "number"
        ? `<c r="${ref}"><v>${value}</v></c>`
        : `<c r="${ref}" t="s"><v>${strings.indexOf(value)}</v></c>`;
  const rows = table
    .map((row, r) => `<row r="${r + 1}">${row.map((value, c) => cell(`${column(c)}${r + 1}`, value)).join("")}</row>`)
    .join("");
  const main = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
  const rel = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
  return writeZip([
    {
      name: "[Content_Types].xml",
      text: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`,
    },
    {
      name: "_rels/.rels",
      text: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: "xl/workbook.xml",
      text: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="${main}" xmlns:r="${rel}"><sheets><sheet name="KPI pack" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: "xl/_rels/workbook.xml.rels",
      text: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${rel}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    },
    {
      name: "xl/worksheets/sheet1.xml",
      text: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="${main}"><sheetData>${rows}</sheetData></worksheet>`,
    },
    {
      name: "xl/sharedStrings.xml",
      text: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="${main}" count="${strings.length}" uniqueCount="${strings.length}">${strings.map((text) => `<si><t>${escapeXml(text)}</t></si>`).join("")}</sst>`,
    },
  ]);
}
