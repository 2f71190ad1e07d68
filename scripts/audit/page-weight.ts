import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Browser } from "playwright-core";

export interface AssetBytes {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface PageWeight {
  path: string;
  js: AssetBytes;
  css: AssetBytes;
  /** Same-origin script and stylesheet URLs the page loaded. */
  files: string[];
}

/**
 * gzip at zlib's default level 6 (what the compression middleware sends) and
 * brotli at quality 11 (what a precompressing CDN would send).
 */
export function compressedSizes(content: Buffer): AssetBytes {
  return {
    raw: content.length,
    gzip: gzipSync(content, { level: 6 }).length,
    brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

function add(total: AssetBytes, more: AssetBytes): AssetBytes {
  return { raw: total.raw + more.raw, gzip: total.gzip + more.gzip, brotli: total.brotli + more.brotli };
}

const NONE: AssetBytes = { raw: 0, gzip: 0, brotli: 0 };

/**
 * Loads the page in Chromium and sums every script and stylesheet it fetched,
 * including chunks imported after hydration, and the inline scripts it ran (a static
 * document's whole JavaScript); each is compressed here so the figure does not
 * depend on what the server happened to negotiate.
 */
export async function measurePageWeight(browser: Browser, baseUrl: string, path: string): Promise<PageWeight> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const urls = new Map<string, "script" | "stylesheet">();
  page.on("request", (request) => {
    const type = request.resourceType();
    if (type === "script" || type === "stylesheet") urls.set(request.url(), type);
  });
  let inlineScripts: string[] = [];
  try {
    await page.goto(baseUrl + path, { waitUntil: "load" });
    await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => undefined);
    inlineScripts = await page.$$eval("script:not([src])", (scripts) =>
      scripts
        .filter((script) => !/^application\/(?:ld\+)?json$/i.test(script.getAttribute("type") ?? ""))
        .map((script) => script.textContent ?? ""),
    );
  } finally {
    await context.close();
  }
  let js = NONE;
  let css = NONE;
  const files: string[] = [];
  if (inlineScripts.length > 0) {
    js = add(js, compressedSizes(Buffer.from(inlineScripts.join("\n"), "utf8")));
    files.push(`(${inlineScripts.length} inline scripts)`);
  }
  for (const [url, type] of urls) {
    if (!url.startsWith(baseUrl)) continue;
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const sizes = compressedSizes(Buffer.from(await response.arrayBuffer()));
    if (type === "script") js = add(js, sizes);
    else css = add(css, sizes);
    files.push(url.slice(baseUrl.length));
  }
  return { path, js, css, files };
}
