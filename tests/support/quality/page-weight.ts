import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Browser, Page } from "playwright-core";

export interface AssetBytes {
  raw: number;
  gzip: number;
  brotli: number;
}

/** What a page had loaded at one moment: scripts (fetched and inline) and stylesheets, compressed. */
export interface WeightFigures {
  js: AssetBytes;
  css: AssetBytes;
  /** Same-origin script and stylesheet URLs the page loaded. */
  files: string[];
}

/**
 * A page's weight once loaded with no interaction, and for a page with a form, again after the visitor focused
 * its first field and typed (a public form page loads React Router only then, decision 071).
 */
export interface PageWeight extends WeightFigures {
  path: string;
  afterInput?: WeightFigures;
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

/** The first field a visitor types into: not the honeypot (out of the tab order), not a select. */
const FIRST_FIELD =
  'main form :is(input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([tabindex="-1"]), textarea):visible';

const inlineScriptsOf = (page: Page) =>
  page.$$eval("script:not([src])", (scripts) =>
    scripts
      .filter((script) => !/^application\/(?:ld\+)?json$/i.test(script.getAttribute("type") ?? ""))
      .map((script) => script.textContent ?? ""),
  );

/** Waits until no new script or stylesheet has been requested for half a second (10 s at most). */
async function settle(page: Page, urls: Map<string, unknown>) {
  for (let waited = 0, seen = -1; seen !== urls.size && waited < 10_000; waited += 500) {
    seen = urls.size;
    await page.waitForTimeout(500);
  }
}

interface Snapshot {
  urls: Map<string, "script" | "stylesheet">;
  inlineScripts: string[];
}

/**
 * Loads the page in Chromium and sums every script and stylesheet it fetched and the inline scripts it ran (a
 * static document's whole JavaScript): once with no interaction, and with `interact`, again after focusing the
 * first form field and typing, which is when a form page hydrates. Each file is compressed here so the figure
 * does not depend on what the server happened to negotiate.
 */
export async function measurePageWeight(
  browser: Browser,
  baseUrl: string,
  path: string,
  { interact = false }: { interact?: boolean } = {},
): Promise<PageWeight> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const urls = new Map<string, "script" | "stylesheet">();
  page.on("request", (request) => {
    const type = request.resourceType();
    if (type === "script" || type === "stylesheet") urls.set(request.url(), type);
  });
  let atLoad: Snapshot;
  let afterInput: Snapshot | undefined;
  try {
    await page.goto(baseUrl + path, { waitUntil: "load" });
    await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => undefined);
    atLoad = { urls: new Map(urls), inlineScripts: await inlineScriptsOf(page) };
    const field = page.locator(FIRST_FIELD).first();
    if (interact && (await field.count()) > 0) {
      await field.click();
      await page.keyboard.type("Ada");
      await settle(page, urls);
      afterInput = { urls: new Map(urls), inlineScripts: await inlineScriptsOf(page) };
    }
  } finally {
    await context.close();
  }
  const sizes = new Map<string, AssetBytes>();
  const figures = async ({ urls, inlineScripts }: Snapshot): Promise<WeightFigures> => {
    let js = NONE;
    let css = NONE;
    const files: string[] = [];
    if (inlineScripts.length > 0) {
      js = add(js, compressedSizes(Buffer.from(inlineScripts.join("\n"), "utf8")));
      files.push(`(${inlineScripts.length} inline scripts)`);
    }
    for (const [url, type] of urls) {
      if (!url.startsWith(baseUrl)) continue;
      let size = sizes.get(url);
      if (!size) {
        const response = await fetch(url);
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        size = compressedSizes(Buffer.from(await response.arrayBuffer()));
        sizes.set(url, size);
      }
      if (type === "script") js = add(js, size);
      else css = add(css, size);
      files.push(url.slice(baseUrl.length));
    }
    return { js, css, files };
  };
  return { path, ...(await figures(atLoad)), ...(afterInput ? { afterInput: await figures(afterInput) } : {}) };
}
