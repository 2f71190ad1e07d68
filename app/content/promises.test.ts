import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * Issue 26, item 8: copy promises only what the product does. Founders send the firm data by
 * uploading documents in their account; nothing connects to a billing, accounting or bank system.
 * Until the underwriting issue delivers that step, no page may say otherwise.
 */

const CONTENT = path.dirname(new URL(import.meta.url).pathname);

/** Claims of live connections to a founder's systems. */
const CONNECTION_CLAIMS: RegExp[] = [
  /\bconnect(?:s|ing|ed)?\b[^.]{1,80}\b(?:billing|accounting|banking|bank|CRM|systems?)\b/i,
  /\b(?:data|read-only|direct|same)\s+(?:data\s+)?connections?\b/i,
  /\bread-only\b/i,
  /\bbank feeds?\b/i,
  /\bread directly from\b/i,
  /\b(?:Plaid|Codat|open banking|API access)\b/i,
];

/*
 * Founders' files are stored as they arrive, in the database, and kept under the retention rules of the
 * privacy policy: nothing encrypts them at rest, and nothing deletes them when a deal does not proceed.
 */
const STORAGE_CLAIMS: RegExp[] = [/\bat rest\b/i, /\bdeleted if we do not proceed\b/i];

function copyFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return copyFiles(full);
    return /\.(?:ts|md)$/.test(entry.name) && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

/** Every line of copy that makes one of the claims, as `file:line: text`. */
function linesClaiming(claims: RegExp[]): string[] {
  return copyFiles(CONTENT).flatMap((file) =>
    readFileSync(file, "utf8")
      .split("\n")
      .flatMap((line, index) =>
        claims.some((claim) => claim.test(line))
          ? [`${path.relative(CONTENT, file)}:${index + 1}: ${line.trim().slice(0, 140)}`]
          : [],
      ),
  );
}

describe("what the copy promises about a founder's data", () => {
  it("claims no connection to a founder's billing, accounting or bank systems", () => {
    expect(linesClaiming(CONNECTION_CLAIMS)).toEqual([]);
  });

  it("claims no encryption at rest and no deletion the retention rules do not make", () => {
    expect(linesClaiming(STORAGE_CLAIMS)).toEqual([]);
  });
});
