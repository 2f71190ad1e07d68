import { describe, expect, inject, it } from "vitest";
import { anchors, get, mediaUrls } from "#tests/html.ts";
import { publicPaths } from "#tests/routes.ts";

const baseURL = inject("baseURL");
const crawled = [...publicPaths, "/insights?page=2"];

async function allAnchors() {
  const found: { page: string; href: string }[] = [];
  for (const path of crawled) {
    const { body } = await get(baseURL + path);
    for (const anchor of anchors(body)) found.push({ page: path, href: anchor.href });
  }
  return found;
}

describe("links", () => {
  it("no link is empty or a bare '#'", async () => {
    const bad = (await allAnchors()).filter(
      ({ href }) => href === "" || href === "#" || href.startsWith("javascript:"),
    );
    expect(bad).toEqual([]);
  });

  it("every internal link answers 200, and every fragment exists on its target page", async () => {
    const problems: string[] = [];
    const internal = (await allAnchors()).filter(({ href }) => href.startsWith("/"));
    for (const { page, href } of internal) {
      const [path = "/", fragment] = href.split("#");
      const response = await get(baseURL + path);
      if (response.status !== 200) {
        problems.push(`${page} → ${href}: ${response.status}`);
        continue;
      }
      if (fragment && !response.body.includes(`id="${fragment}"`)) problems.push(`${page} → ${href}: no #${fragment}`);
    }
    expect(problems).toEqual([]);
  });

  it("external links use https and open safely in a new tab", async () => {
    const problems: string[] = [];
    for (const path of crawled) {
      const { body } = await get(baseURL + path);
      for (const match of body.matchAll(/<a\s([^>]*href="https?:[^"]*"[^>]*)>/g)) {
        const attributes = match[1] ?? "";
        if (!/href="https:/.test(attributes)) problems.push(`${path}: ${attributes}`);
        if (!/target="_blank"/.test(attributes) || !/rel="noopener noreferrer"/.test(attributes))
          problems.push(`${path}: ${attributes}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("insight PDFs answer 200 as application/pdf", async () => {
    const pdfs = new Set((await allAnchors()).filter(({ href }) => href.endsWith(".pdf")).map(({ href }) => href));
    expect(pdfs.size).toBeGreaterThanOrEqual(3);
    for (const pdf of pdfs) {
      const response = await get(baseURL + pdf);
      expect(response.status, pdf).toBe(200);
      expect(response.type, pdf).toBe("application/pdf");
    }
  });

  it("every image, poster, video and social card image the pages reference exists", async () => {
    const missing: string[] = [];
    for (const path of crawled) {
      const { body } = await get(baseURL + path);
      const ogImage = body.match(/<meta[^>]*property="og:image"[^>]*content="([^"]+)"/)?.[1];
      if (ogImage) {
        const response = await get(baseURL + new URL(ogImage).pathname);
        if (response.status !== 200) missing.push(`${path}: og:image ${ogImage} (${response.status})`);
      }
      for (const url of mediaUrls(body)) {
        const response = await get(baseURL + url);
        if (response.status !== 200) missing.push(`${path}: ${url} (${response.status})`);
      }
    }
    expect(missing).toEqual([]);
  });
});
