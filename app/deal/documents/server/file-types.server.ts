import { fileTypeFromBuffer } from "file-type";

/** Limits of decision 060: per file, per application, and per upload. */
export const MAX_FILE_BYTES = 25 * 1024 * 1024;
export const MAX_APPLICATION_BYTES = 250 * 1024 * 1024;
export const MAX_FILES_PER_UPLOAD = 20;
/** How many bytes the type is judged on: file-type reads at most a few KB, a ZIP's entries a little more. */
export const DETECTION_BYTES = 256 * 1024;

export interface DocumentType {
  mime: string;
  ext: string;
}

/** What file-type may name, and what we store it as. */
const ACCEPTED = new Map<string, DocumentType>([
  ["pdf", { mime: "application/pdf", ext: "pdf" }],
  ["xlsx", { mime: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", ext: "xlsx" }],
  ["docx", { mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", ext: "docx" }],
  ["png", { mime: "image/png", ext: "png" }],
  ["jpg", { mime: "image/jpeg", ext: "jpg" }],
]);
const XLS: DocumentType = { mime: "application/vnd.ms-excel", ext: "xls" };
const CSV: DocumentType = { mime: "text/csv", ext: "csv" };

/** Every type we store, by its MIME type. */
const BY_MIME = new Map([...ACCEPTED.values(), XLS, CSV].map((type) => [type.mime, type]));

/** Spreadsheets and CSV: opened in Excel or LibreOffice, a cell may be a formula that runs (staff are warned). */
export const mayHoldFormulas = (contentType: string) =>
  ["xlsx", "xls", "csv"].includes(BY_MIME.get(contentType)?.ext ?? "");

const extensionOf = (fileName: string) => /\.([a-z0-9]{1,5})$/i.exec(fileName)?.[1]?.toLowerCase() ?? "";

/**
 * The file's type from its first bytes, or null when it is not one we accept. XLS is an OLE2 compound
 * file (file-type says "cfb", as for .doc and .msi), so it counts only under a .xls name. CSV has no
 * magic bytes: a file file-type cannot name, called .csv, is CSV when `CsvCheck` finds it UTF-8 text.
 */
export async function detectDocumentType(head: Uint8Array, fileName: string): Promise<DocumentType | null> {
  const found = await fileTypeFromBuffer(head);
  const extension = extensionOf(fileName);
  if (!found) return extension === "csv" && new CsvCheck().push(head, false) ? CSV : null;
  if (found.ext === "cfb") return extension === "xls" ? XLS : null;
  return ACCEPTED.get(found.ext) ?? null;
}

/**
 * Markup a browser would parse as a page (HTML, SVG, XML: a doctype, a comment, a processing
 * instruction, or a tag that runs or loads something). A tag's name follows "<" at once, so "<1000" or
 * "<-" in a cell is text. Judged on the bytes, whatever the name says (issue 26).
 */
const MARKUP =
  /<(?:[!?]|\/?(?:script|svg|html|head|body|iframe|frame|frameset|object|embed|applet|meta|link|style|img|a|form|base|math|xml|hta:application)(?=[\s/>]))/i;
/** A tag split across two chunks is found in the text kept from the chunk before. */
const KEPT_CHARACTERS = 40;

/**
 * Streams a CSV's bytes through a strict UTF-8 decoder: a NUL byte or an invalid sequence (a binary
 * file named .csv) fails it, and so do markup (`MARKUP`) anywhere and a script's `#!` first line.
 * `push(bytes, final)` answers whether the text is still a CSV we keep.
 */
export class CsvCheck {
  private readonly decoder = new TextDecoder("utf-8", { fatal: true });
  private kept: string | undefined;
  push(bytes: Uint8Array, final: boolean): boolean {
    if (bytes.includes(0)) return false;
    let text: string;
    try {
      text = this.decoder.decode(bytes, { stream: !final });
    } catch {
      return false;
    }
    if (this.kept === undefined && /^\s*#!/.test(text)) return false;
    const scanned = (this.kept ?? "") + text;
    if (MARKUP.test(scanned)) return false;
    this.kept = scanned.slice(-KEPT_CHARACTERS);
    return true;
  }
}

/** Spellings of an extension that name the same type: a founder's photo.jpeg keeps its name. */
const SAME_TYPE: Record<string, readonly string[]> = { jpg: ["jpg", "jpeg"] };
/** A name's extension: up to five letters and digits, one a letter ("v1.2" has none). */
const NAME_EXTENSION = /\.(?=[a-z0-9]{0,4}[a-z])[a-z0-9]{1,5}$/i;

/**
 * The name a file is stored and downloaded under: the founder's, with the extension of the type its
 * bytes are (issue 26: a PDF named report.hta was saved by staff as report.hta, which Windows runs).
 * Renamed rather than refused: founders send what their tools saved, and a wrong or missing extension
 * is no reason to make them export again; the bytes were judged already. A name that is right stays.
 */
export function storedFileName(fileName: string, ext: string): string {
  const found = NAME_EXTENSION.exec(fileName);
  const current = found?.[0].slice(1).toLowerCase();
  if (current && (SAME_TYPE[ext] ?? [ext]).includes(current)) return fileName;
  const stem = (found ? fileName.slice(0, found.index) : fileName).trim() || "document";
  return `${stem.slice(0, 200 - ext.length - 1)}.${ext}`;
}

/** The name a stored file is downloaded under: its detected type's extension, also for files stored before. */
export function downloadName(fileName: string, contentType: string): string {
  const type = BY_MIME.get(contentType);
  return type ? storedFileName(fileName, type.ext) : fileName;
}

/**
 * A file name safe to store and show: the last path segment, no control characters, at most 200
 * characters. Anything left empty becomes "document".
 */
export function safeFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  const clean = base.replace(/[\u0000-\u001f\u007f-\u009f]/g, "").trim();
  return (clean || "document").slice(0, 200);
}

/**
 * Content-Disposition for a download (RFC 6266): an ASCII fallback in `filename`, the real name in
 * `filename*` (RFC 5987 percent-encoded UTF-8).
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\u0020-\u007e]|["\\]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
