// Screenshots of pages at 375 and 1280 px: `node scripts/screenshot.ts http://127.0.0.1:3000 / /about …`
// Writes PNGs to $SHOT_DIR (default /tmp/shots). A tool for looking at what we build.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { launchBrowser } from "#tests/browser.ts";

const [baseURL = "http://127.0.0.1:3000", ...paths] = process.argv.slice(2);
const outDir = process.env.SHOT_DIR ?? "/tmp/shots";
const fullPage = process.env.FULL_PAGE !== "0";
mkdirSync(outDir, { recursive: true });

const browser = await launchBrowser();
for (const width of [375, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: width === 375 ? 812 : 800 } });
  const page = await context.newPage();
  for (const urlPath of paths.length > 0 ? paths : ["/"]) {
    await page.goto(baseURL + urlPath, { waitUntil: "networkidle" });
    const name = (urlPath === "/" ? "home" : urlPath.replace(/^\//, "").replace(/[/#?=]/g, "_")) + `-${width}.png`;
    await page.screenshot({ path: path.join(outDir, name), fullPage });
    console.log(path.join(outDir, name));
  }
  await context.close();
}
await browser.close();
