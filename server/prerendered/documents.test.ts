import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { type DocumentTools, rebaseBuiltDocuments, toBuiltDocument } from "./documents.ts";

const tools: DocumentTools = {
  placeholders: { nonce: "__NONCE__", csrf: "__CSRF__" },
  inlineScriptHashes: (html) =>
    [...html.matchAll(/<script[^>]*>([^<]*)<\/script>/g)].map(
      ([, body]) =>
        `'sha256-${createHash("sha256")
          .update(body ?? "")
          .digest("base64")}'`,
    ),
  documentEtag: (body) => `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 8)}"`,
  warn: () => {},
};

const page = (origin: string) =>
  `<link rel="canonical" href="${origin}/about"/><script type="application/ld+json">{"url":"${origin}/"}</script>` +
  `<a href="http://localhost:30001/x">other</a>`;

describe("rebaseBuiltDocuments (issue 26: a local run on another port)", () => {
  it("reads the built address as the served one, with a new validator and script hashes", () => {
    const built = toBuiltDocument(page("http://localhost:3000"), tools);
    if (typeof built === "string") throw new Error(built);
    const documents = new Map([["/about", built]]);
    rebaseBuiltDocuments(documents, "http://localhost:3000", "http://localhost:3105", tools);
    const rebased = documents.get("/about");
    // The other port ("http://localhost:30001") is not the built address and stays.
    expect(rebased?.body.toString()).toBe(page("http://localhost:3105"));
    expect(rebased?.etag).not.toBe(built.etag);
    expect(rebased?.scriptHashes).toBe(tools.inlineScriptHashes(page("http://localhost:3105")).join(" "));
  });

  it("leaves the pages as they are when the address served is the one built", () => {
    const built = toBuiltDocument(page("http://localhost:3000"), tools);
    if (typeof built === "string") throw new Error(built);
    const documents = new Map([["/about", built]]);
    rebaseBuiltDocuments(documents, "http://localhost:3000", "http://localhost:3000", tools);
    expect(documents.get("/about")).toBe(built);
  });
});
