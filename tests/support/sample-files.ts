import { crc32 } from "node:zlib";

/* Small files of each kind the document upload accepts or refuses, made from their magic bytes. */

/** A PDF of about `size` bytes (header, filler, trailer). */
export function pdfBytes(size = 2048, fill = 0x41): Buffer {
  const head = Buffer.from("%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n", "latin1");
  const tail = Buffer.from("\n%%EOF\n");
  const body = Buffer.alloc(Math.max(0, size - head.length - tail.length), fill);
  return Buffer.concat([head, body, tail]);
}

export function pngBytes(): Buffer {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const ihdrData = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
  const type = Buffer.from("IHDR");
  const length = Buffer.alloc(4);
  length.writeUInt32BE(ihdrData.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, ihdrData])));
  return Buffer.concat([signature, length, type, ihdrData, crc, Buffer.alloc(64)]);
}

export function jpegBytes(): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from("JFIF\0"),
    Buffer.alloc(200, 0x11),
  ]);
}

/** A Linux executable's first bytes. */
export function elfBytes(): Buffer {
  return Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(512, 0)]);
}

/** A Windows executable's first bytes (MZ header pointing at a PE header). */
export function peBytes(): Buffer {
  const bytes = Buffer.alloc(512, 0);
  bytes.write("MZ", 0, "latin1");
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write("PE\0\0", 0x80, "latin1");
  return bytes;
}

/** An OLE2 compound file's first bytes: the container of .xls (and .doc, .msi). */
export function cfbBytes(): Buffer {
  return Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(1024, 0)]);
}

/** A ZIP archive of stored (uncompressed) entries. */
export function zipOf(entries: Record<string, string>): Buffer {
  const parts: Buffer[] = [];
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt32LE(crc32(data), 14);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(data.length, 22);
    header.writeUInt16LE(Buffer.byteLength(name), 26);
    parts.push(header, Buffer.from(name), data);
  }
  return Buffer.concat(parts);
}

const contentTypes = (part: string, type: string) =>
  `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="${part}" ContentType="${type}"/></Types>`;

export function xlsxBytes(): Buffer {
  return zipOf({
    "[Content_Types].xml": contentTypes(
      "/xl/workbook.xml",
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml",
    ),
    "xl/workbook.xml": "<workbook/>",
  });
}

export function docxBytes(): Buffer {
  return zipOf({
    "[Content_Types].xml": contentTypes(
      "/word/document.xml",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml",
    ),
    "word/document.xml": "<document/>",
  });
}

/** A multipart/form-data body: fields in order, then files; `boundary` names the separator. */
export function multipartBody(
  boundary: string,
  parts: ({ name: string; value: string } | { name: string; fileName: string; bytes: Buffer; type?: string })[],
): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      "fileName" in part
        ? `form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: ${part.type ?? "application/octet-stream"}`
        : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push("fileName" in part ? part.bytes : Buffer.from(part.value));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}
