import { startServer } from "../../tests/e2e/support/server.ts";
import { launchBrowser } from "../../tests/e2e/support/browser.ts";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { writeFileSync } from "node:fs";
const server = await startServer();
const browser = await launchBrowser();
for (const p of ["/", "/contact"]) {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  page.on("console", (m) => console.log(p, "console", m.type(), m.text()));
  const cdp = await ctx.newCDPSession(page);
  await cdp.send("Audits.enable");
  cdp.on("Audits.issueAdded", (e) => console.log(p, "issue", JSON.stringify(e.issue).slice(0, 600)));
  let t = Date.now();
  await page.goto(server.url + p, { waitUntil: "load" });
  console.log("load", Date.now() - t);
  t = Date.now();
  await page.waitForLoadState("networkidle", { timeout: 10000 }).catch(() => console.log("idle timeout"));
  console.log("idle", Date.now() - t);
  await ctx.close();
}
await browser.close();
const chrome = await chromeLauncher.launch({
  chromePath: "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
});
const r = await lighthouse(server.url + "/", {
  port: chrome.port,
  output: "json",
  logLevel: "error",
  onlyCategories: ["performance"],
});
writeFileSync("/tmp/lhr-home.json", JSON.stringify(r!.lhr));
chrome.kill();
await server.stop();
