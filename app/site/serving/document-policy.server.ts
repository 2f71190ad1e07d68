// What makes a static document cacheable by anyone (decision 064): its CSP names the hashes of its
// inline scripts instead of a per-request nonce, and its validator is a hash of its bytes.
import { createHash } from "node:crypto";

/** Built documents: a new build replaces them (the build id is in the edge cache's key, decision 067). */
export const BUILT_DOCUMENT_CACHE = "public, max-age=60, s-maxage=86400, stale-while-revalidate=604800";
/**
 * Documents rendered on request (the privacy policy's admin-set periods, ?page=N, a 404) may change
 * without a build, so shared caches revalidate them after five minutes.
 */
export const RENDERED_DOCUMENT_CACHE = "public, max-age=60, s-maxage=300, stale-while-revalidate=3600";

// An inline script: no src attribute, its text up to the first closing tag (HTML ends it there too).
const INLINE_SCRIPT = /<script(?:\s[^>]*)?>([^<]*(?:<(?!\/script>)[^<]*)*)<\/script>/gi;
const HAS_SRC = /^<script\s[^>]*\bsrc=/i;

/** CSP source expressions (`'sha256-…'`) for every inline script of the document, in order, once each. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    if (HAS_SRC.test(match[0])) continue;
    hashes.add(
      `'sha256-${createHash("sha256")
        .update(match[1] ?? "", "utf8")
        .digest("base64")}'`,
    );
  }
  return [...hashes];
}

/** A weak validator of the document's bytes: weak, so one value covers its compressed forms too. */
export function documentEtag(body: string | Uint8Array): string {
  return `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

/** Whether an If-None-Match header names this validator (weak comparison, as for GET). */
export function matchesEtag(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => {
    const candidate = tag.trim();
    return candidate === "*" || candidate.replace(/^W\//, "") === opaque;
  });
}
