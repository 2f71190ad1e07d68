import type { budgets } from "#tests/quality/budgets.ts";
import type { BudgetFailure } from "#tests/quality/checks.ts";
import type { LighthouseSummary } from "#tests/quality/lighthouse.ts";
import type { AssetBytes, PageWeight } from "#tests/quality/page-weight.ts";

export interface AuditReport {
  generatedAt: string;
  machine: string;
  budgets: typeof budgets;
  routes: string[];
  lighthouse: LighthouseSummary[];
  axe: {
    path: string;
    viewport: string;
    violations: { id: string; impact?: string | null; help: string; targets: string[] }[];
  }[];
  html: { path: string; errors: number; warnings: number; firstErrors: string[] }[];
  headers: { path: string; variant: string; problems: string[] }[];
  weight: PageWeight[];
  /** Controls clicked 0 ms after DOMContentLoaded (tests/support/quality/first-interaction.ts). */
  firstInteractions?: { label: string; path: string; works: boolean }[];
  failures: BudgetFailure[];
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const escapeCell = (text: string) => text.replaceAll("|", "\\|").replaceAll("\n", " ");

export function lighthouseTable(summaries: LighthouseSummary[]): string {
  const lines = [
    "| Route | Preset | Perf | A11y | Best pr. | SEO | FCP ms | LCP ms | CLS | TBT ms | JS KB transferred | CSS KB transferred |",
    "|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|",
  ];
  for (const summary of summaries) {
    const { scores } = summary;
    lines.push(
      `| ${summary.path} | ${summary.preset} | ${scores.performance} | ${scores.accessibility} | ${scores["best-practices"]} | ${scores.seo} | ${summary.fcpMs ?? "–"} | ${summary.lcpMs} | ${summary.cls} | ${summary.tbtMs} | ${kb(summary.jsTransferBytes)} | ${kb(summary.cssTransferBytes)} |`,
    );
  }
  return lines.join("\n");
}

const bytesCells = (bytes: AssetBytes) => `${kb(bytes.raw)} | ${kb(bytes.gzip)} | ${kb(bytes.brotli)}`;

export function weightTable(weights: PageWeight[]): string {
  const lines = [
    "| Route | JS raw KB | JS gzip KB | JS brotli KB | JS gzip KB after first input | CSS raw KB | CSS gzip KB | CSS brotli KB | Files (after input) |",
    "|---|--:|--:|--:|--:|--:|--:|--:|--:|",
  ];
  for (const weight of weights) {
    const after = weight.afterInput;
    lines.push(
      `| ${weight.path} | ${bytesCells(weight.js)} | ${after ? kb(after.js.gzip) : "–"} | ${bytesCells(weight.css)} | ${weight.files.length}${after ? ` (${after.files.length})` : ""} |`,
    );
  }
  return lines.join("\n");
}

export function renderAuditMarkdown(report: AuditReport): string {
  const { budgets: limits } = report;
  const out: string[] = [];
  out.push("# Site audit", "");
  out.push(
    `Generated ${report.generatedAt} by \`npm run audit\` against the production build on ${report.machine}. ` +
      "Lighthouse 13 and the browser checks use Debian's Chromium; the server runs on loopback over plain HTTP, " +
      "so HTTPS-only findings (HSTS, upgrade-insecure-requests) are checked on the headers of a request marked " +
      "`X-Forwarded-Proto: https` through a trusted proxy rather than by Lighthouse.",
    "",
  );
  out.push("## Verdict", "");
  if (report.failures.length === 0) out.push("Every budget holds on every route.", "");
  else {
    out.push(`${report.failures.length} budget failures:`, "", "| Route | Check | Detail |", "|---|---|---|");
    for (const failure of report.failures)
      out.push(`| ${failure.path} | ${failure.check} | ${escapeCell(failure.detail)} |`);
    out.push("");
  }
  out.push(...closingNote(report));
  out.push("## Budgets (tests/support/quality/budgets.ts)", "");
  out.push(
    `- Lighthouse, mobile preset: performance ≥ ${limits.lighthouse.mobile.performance} (${limits.lighthouse.documentPerformance} on static documents), accessibility ≥ ${limits.lighthouse.mobile.accessibility}, best practices ≥ ${limits.lighthouse.mobile["best-practices"]}, SEO ≥ ${limits.lighthouse.mobile.seo} (best of up to three runs for performance)`,
    `- CLS ≤ ${limits.lighthouse.maxCls} (both presets)`,
    `- axe violations ≤ ${limits.maxAxeViolations} at 375 px and 1280 px`,
    `- Nu HTML Checker errors ≤ ${limits.maxHtmlErrors}`,
    `- gzip JS ≤ ${kb(limits.maxDocumentJsGzipBytes)} KB on every public page at load (all are documents, decisions 064 and 078); after the first input ${Object.entries(
      limits.formDocumentJsAfterInputGzipBytes,
    )
      .map(([path, bytes]) => `${path} ≤ ${kb(bytes)} KB`)
      .join(", ")}`,
    "- Security headers as listed under “Security headers”",
    "",
  );
  out.push(
    "## Lighthouse",
    "",
    lighthouseTable(report.lighthouse),
    "",
    "Transferred KB are Lighthouse's bytes on the wire: each compressed body plus its response headers, about 1.2 KB of security headers per file. The JS budget counts compressed bodies only (see Page weight).",
    "",
  );
  const lost = report.lighthouse.filter((summary) => summary.failedAudits.length > 0);
  if (lost.length > 0) {
    out.push("Audits that lost points:", "");
    for (const summary of lost) {
      const audits = summary.failedAudits.map((audit) => `${audit.category}/${audit.id} (${audit.score ?? "n/a"})`);
      out.push(`- ${summary.path} ${summary.preset}: ${audits.join(", ")}`);
    }
    out.push("");
  }
  if (report.firstInteractions) {
    out.push(
      "## Alive from the first paint",
      "",
      "Each control clicked inside the page's own `DOMContentLoaded` listener, 0 ms after it; what it does is looked for at once.",
      "",
      "| Control | Page | Works |",
      "|---|---|---|",
    );
    for (const entry of report.firstInteractions)
      out.push(`| ${entry.label} | ${entry.path} | ${entry.works ? "yes" : "**no**"} |`);
    out.push("");
  }
  out.push("## Accessibility (axe-core)", "", "| Route | Viewport | Violations |", "|---|---|---|");
  for (const entry of report.axe) {
    const detail = entry.violations.map((violation) => `${violation.id} (${violation.targets.join(", ")})`).join("; ");
    out.push(
      `| ${entry.path} | ${entry.viewport} | ${entry.violations.length === 0 ? "0" : escapeCell(`${entry.violations.length}: ${detail}`)} |`,
    );
  }
  out.push(
    "",
    "## HTML validity (Nu HTML Checker)",
    "",
    "| Route | Errors | Warnings | First errors |",
    "|---|--:|--:|---|",
  );
  for (const entry of report.html) {
    out.push(`| ${entry.path} | ${entry.errors} | ${entry.warnings} | ${escapeCell(entry.firstErrors.join("; "))} |`);
  }
  out.push(
    "",
    "## Security headers",
    "",
    "Checked on every page and on robots.txt, sitemap.xml, a 404, /healthz and the captcha challenge: a CSP with a nonce or hash and without `unsafe-inline`/`unsafe-eval` for scripts, `frame-ancestors`, `base-uri`, `form-action`, `object-src 'none'`; every `<script>` carrying the nonce; `X-Content-Type-Options: nosniff`, `Referrer-Policy`, `Permissions-Policy`, COOP and CORP; no `X-Powered-By`; cookies `HttpOnly`, `SameSite`, `Path`, and `Secure` plus HSTS (≥ 1 year) over HTTPS.",
    "",
    "| Route | HTTP | HTTPS (via proxy) |",
    "|---|---|---|",
  );
  const paths = [...new Set(report.headers.map((entry) => entry.path))];
  for (const route of paths) {
    const cell = (variant: string) => {
      const problems =
        report.headers.find((entry) => entry.path === route && entry.variant === variant)?.problems ?? [];
      return problems.length === 0 ? "ok" : escapeCell(problems.join("; "));
    };
    out.push(`| ${route} | ${cell("http")} | ${cell("https")} |`);
  }
  out.push(
    "",
    "## Page weight",
    "",
    "Every same-origin script and stylesheet the page loads in Chromium, and the inline scripts it runs, compressed here with gzip level 6 and brotli quality 11: first with no interaction, then, on form pages, after focusing the first field and typing, which is when they hydrate (decision 071).",
    "",
    weightTable(report.weight),
    "",
  );
  return out.join("\n");
}

/** What stands in the way of the budgets that fail, with this run's figures. */
function closingNote(report: AuditReport): string[] {
  const lines: string[] = [];
  const heavy = report.failures.filter((failure) => failure.check.startsWith("js weight"));
  const slowPaths = new Set(
    report.failures
      .filter((failure) => failure.check === "lighthouse mobile" && failure.detail.startsWith("performance "))
      .map((failure) => failure.path),
  );
  const slow = report.lighthouse.filter((summary) => summary.preset === "mobile" && slowPaths.has(summary.path));
  if (heavy.length === 0 && slow.length === 0) return lines;
  lines.push("## What stands in the way", "");
  if (heavy.length > 0) {
    const gzip = report.weight
      .filter((weight) => heavy.some((failure) => failure.path === weight.path))
      .map((weight) => Math.max(weight.js.gzip, weight.afterInput?.js.gzip ?? 0));
    lines.push(
      `- **JS weight** (${heavy.length} pages, ${kb(Math.min(...gzip))}–${kb(Math.max(...gzip))} KB gzip): ` +
        "a static document runs only its inline enhancement script (app/site/document/enhance.ts, decision 064); a form page loads React DOM, React Router and Conform (about 115 KB gzip) only on the first input (decision 071), so a figure with no interaction over budget means the router started without it. " +
        "Look for a content route that lost its `staticDocument` handle, a new dependency in a form page's chunks, or copy imported into a component instead of loader data (decision 042).",
    );
  }
  if (slow.length > 0) {
    const fcp = slow.map((summary) => summary.fcpMs ?? 0);
    const lcp = slow.map((summary) => summary.lcpMs);
    const tbt = slow.map((summary) => summary.tbtMs);
    lines.push(
      `- **Mobile performance** (${slow.length} routes, scores ${Math.min(...slow.map((s) => s.scores.performance))}–${Math.max(...slow.map((s) => s.scores.performance))}): ` +
        `FCP ${Math.min(...fcp)}–${Math.max(...fcp)} ms, LCP ${Math.min(...lcp)}–${Math.max(...lcp)} ms, TBT ${Math.min(...tbt)}–${Math.max(...tbt)} ms. ` +
        "Paint waits only for the HTML, the two stylesheet bundles (decision 072) and the two fonts (scripts start after first paint), so a slow paint points at a heavier document, stylesheet or font. " +
        "TBT comes from hydration: script evaluation after first paint, multiplied by four under Lighthouse's CPU throttling, and inflated by anything else running on the machine.",
    );
  }
  lines.push("");
  return lines;
}
