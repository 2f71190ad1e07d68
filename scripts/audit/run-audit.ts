// `npm run audit`: Lighthouse (mobile + desktop), axe, Nu HTML Checker, security headers
// and page weight on every public route of the production build; writes AUDIT.md and AUDIT.json.
import { cpus, totalmem } from "node:os";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { axeViolations, launchBrowser, VIEWPORTS } from "#tests/browser.ts";
import { startServer } from "#tests/server.ts";
import { budgets } from "#tests/quality/budgets.ts";
import type { BudgetFailure } from "#tests/quality/checks.ts";
import { measureFirstInteractions } from "#tests/quality/first-interaction.ts";
import {
  axeFailures,
  headerFailures,
  htmlFailures,
  lighthouseFailures,
  performanceBudget,
  weightFailures,
  formDocumentBudgetBytes,
} from "#tests/quality/checks.ts";
import { ensureBuild, ROOT } from "./ensure-build.ts";
import { validateHtml } from "#tests/quality/html-validity.ts";
import { type LighthousePreset, runLighthouseWithRetries, startLighthouse } from "#tests/quality/lighthouse.ts";
import { measurePageWeight } from "#tests/quality/page-weight.ts";
import { type AuditReport, renderAuditMarkdown } from "./report.ts";
import { isDocumentPage, otherResponsePaths, publicPaths } from "#tests/routes.ts";
import { scriptsNotAllowed, securityHeaderProblems } from "#tests/quality/security-headers.ts";

const { values: options } = parseArgs({
  options: {
    routes: { type: "string" },
    presets: { type: "string", default: "mobile,desktop" },
    out: { type: "string", default: "AUDIT" },
    // Re-render the Markdown from the JSON without measuring (after a change to the report's wording).
    "render-only": { type: "boolean", default: false },
  },
});

if (options["render-only"]) {
  const saved = JSON.parse(readFileSync(path.resolve(ROOT, `${options.out}.json`), "utf8")) as AuditReport;
  writeFileSync(path.resolve(ROOT, `${options.out}.md`), renderAuditMarkdown(saved));
  console.log(`re-rendered ${options.out}.md`);
  process.exit(0);
}

ensureBuild();
const routes = options.routes ? options.routes.split(",") : publicPaths;
const presets = options.presets.split(",") as LighthousePreset[];
const failures: BudgetFailure[] = [];
const startedAt = Date.now();
const log = (message: string) => console.log(`[audit ${((Date.now() - startedAt) / 1000).toFixed(0)} s] ${message}`);

// Behind a trusted proxy the same server answers both as plain HTTP and as HTTPS.
const server = await startServer({ TRUST_PROXY: "loopback" });
const report: AuditReport = {
  generatedAt: new Date().toISOString(),
  machine: `${cpus().length} × ${cpus()[0]?.model ?? "unknown CPU"}, ${Math.round(totalmem() / 2 ** 30)} GB RAM, Node ${process.version}`,
  budgets,
  routes,
  lighthouse: [],
  axe: [],
  html: [],
  headers: [],
  weight: [],
  failures,
};

try {
  log(`headers and HTML of ${routes.length} routes`);
  const documents: { path: string; html: string }[] = [];
  for (const route of [...routes, ...otherResponsePaths]) {
    for (const variant of ["http", "https"] as const) {
      const response = await fetch(server.url + route, {
        redirect: "manual",
        headers: variant === "https" ? { "x-forwarded-proto": "https" } : {},
      });
      const body = await response.text();
      const problems = securityHeaderProblems(response.headers, { secure: variant === "https" });
      if (routes.includes(route)) {
        if (response.status !== 200) problems.push(`status ${response.status}`);
        problems.push(
          ...scriptsNotAllowed(body, response.headers.get("content-security-policy")).map(
            (tag) => `script without the CSP nonce: ${tag}`,
          ),
        );
        if (variant === "http") documents.push({ path: route, html: body });
      }
      report.headers.push({ path: route, variant, problems });
      failures.push(...headerFailures(route, variant, problems));
    }
  }

  log("Nu HTML Checker");
  for (const result of await validateHtml(documents)) {
    report.html.push({
      path: result.path,
      errors: result.errors.length,
      warnings: result.warnings.length,
      firstErrors: result.errors.slice(0, 5).map((error) => `line ${error.line ?? "?"}: ${error.message}`),
    });
    failures.push(...htmlFailures(result));
  }

  log("axe at 375 px and 1280 px, and page weight");
  const browser = await launchBrowser();
  try {
    for (const route of routes) {
      for (const [name, viewport] of Object.entries(VIEWPORTS)) {
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        await page.goto(server.url + route, { waitUntil: "load" });
        const violations = await axeViolations(page);
        await context.close();
        report.axe.push({ path: route, viewport: `${viewport.width}px`, violations });
        failures.push(...axeFailures(route, `${viewport.width}px (${name})`, violations));
      }
      const interact = formDocumentBudgetBytes(route) !== undefined;
      const weight = await measurePageWeight(browser, server.url, route, { interact });
      report.weight.push(weight);
      failures.push(...weightFailures(weight));
    }
    log("controls clicked 0 ms after DOMContentLoaded");
    report.firstInteractions = await measureFirstInteractions(browser, server.url);
    for (const entry of report.firstInteractions.filter((result) => !result.works)) {
      failures.push({
        path: entry.path,
        check: "first interaction",
        detail: `${entry.label} did nothing at DOMContentLoaded`,
      });
    }
  } finally {
    await browser.close();
  }

  const lighthouse = await startLighthouse();
  try {
    for (const route of routes) {
      for (const preset of presets) {
        log(`Lighthouse ${preset} ${route}`);
        try {
          const kind = isDocumentPage(route) ? "document" : "form";
          const summary = await runLighthouseWithRetries(
            lighthouse,
            server.url,
            route,
            preset,
            3,
            performanceBudget(kind),
          );
          report.lighthouse.push(summary);
          failures.push(...lighthouseFailures(summary, kind));
        } catch (error) {
          failures.push({ path: route, check: `lighthouse ${preset}`, detail: String(error) });
        }
      }
    }
  } finally {
    await lighthouse.close();
  }
} finally {
  await server.stop();
}

writeFileSync(path.resolve(ROOT, `${options.out}.json`), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(path.resolve(ROOT, `${options.out}.md`), renderAuditMarkdown(report));
log(`wrote ${options.out}.md and ${options.out}.json`);
if (failures.length > 0) {
  console.log(`\n${failures.length} budget failures:`);
  for (const failure of failures) console.log(`  ${failure.path} [${failure.check}] ${failure.detail}`);
  process.exitCode = 1;
} else {
  log("every budget holds");
}
