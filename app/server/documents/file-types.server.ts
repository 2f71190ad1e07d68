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
 * Streams a CSV's bytes through a strict UTF-8 decoder: a NUL byte or an invalid sequence (a binary
 * file named .csv) fails it. `push(bytes, final)` answers whether the text is still valid.
 */
export class CsvCheck {
  private readonly decoder = new TextDecoder("utf-8", { fatal: true });
  push(bytes: Uint8Array, final: boolean): boolean {
    if (bytes.includes(0)) return false;
    try {
      this.decoder.decode(bytes, { stream: !final });
      return true;
    } catch {
      return false;
    }
  }
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
