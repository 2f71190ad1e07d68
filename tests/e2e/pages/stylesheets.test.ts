// Documents link two stylesheets, the shared one and the page's own (decision 072): each render-blocking
// request costs a round trip before the first paint on a phone. The bundles must hold exactly what the
// component stylesheets held, in the same cascade order.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { prerenderedPaths } from "#app/site/document/prerender-paths.ts";
import { stylesheetHrefs, type StylesheetBundles } from "#app/site/document/stylesheet-bundles.ts";
import { sharedServer } from "#tests/server-for-tests.ts";

const BUILD = path.resolve(import.meta.dirname, "../../../build");
const plan = JSON.parse(readFileSync(path.join(BUILD, "stylesheet-bundles.json"), "utf8")) as StylesheetBundles;
const asset = (href: string) => readFileSync(path.join(BUILD, "client", href.slice(1)), "utf8");

const server = sharedServer();

describe("document stylesheets", () => {
  it("are two files on every document, built or rendered on request, and on the 404 page at most two", async () => {
    // The privacy policy, a later page of insights and a 404 are rendered per request.
    for (const route of [...prerenderedPaths(), "/privacy-policy", "/insights?page=2", "/no-such-page"]) {
      const response = await fetch(server.url + route);
      const hrefs = stylesheetHrefs(await response.text());
      expect(hrefs.length, route).toBeGreaterThan(0);
      expect(hrefs.length, `${route} links ${hrefs.join(", ")}`).toBeLessThanOrEqual(2);
      expect(hrefs[0], route).toBe(plan.shared.href);
      for (const href of hrefs) expect((await fetch(server.url + href)).status, href).toBe(200);
    }
  });

  it("hold every component stylesheet's rules in the order the page linked them", () => {
    expect(asset(plan.shared.href)).toBe(plan.shared.hrefs.map(asset).join("\n"));
    const runs = Object.entries(plan.pages);
    expect(runs.length).toBeGreaterThan(5);
    for (const [run, href] of runs) expect(asset(href), run).toBe(run.split(" ").map(asset).join("\n"));
  });
});
