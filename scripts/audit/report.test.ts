import { describe, expect, it } from "vitest";
import { budgets } from "#tests/quality/budgets.ts";
import { lighthouseSummary } from "#tests/lighthouse-summary.ts";
import { type AuditReport, renderAuditMarkdown } from "./report.ts";

const mobile = lighthouseSummary({ jsTransferBytes: 1000, cssTransferBytes: 500 });

function report(overrides: Partial<AuditReport> = {}): AuditReport {
  return {
    generatedAt: "2026-01-01T00:00:00.000Z",
    machine: "test machine",
    budgets,
    routes: ["/"],
    lighthouse: [mobile],
    axe: [{ path: "/", viewport: "375px", violations: [] }],
    html: [{ path: "/", errors: 0, warnings: 0, firstErrors: [] }],
    headers: [{ path: "/", variant: "http", problems: [] }],
    weight: [{ path: "/", js: { raw: 1, gzip: 1, brotli: 1 }, css: { raw: 1, gzip: 1, brotli: 1 }, files: [] }],
    failures: [],
    ...overrides,
  };
}

describe("renderAuditMarkdown", () => {
  it("says every budget holds and adds no closing note when nothing fails", () => {
    const markdown = renderAuditMarkdown(report());
    expect(markdown).toContain("Every budget holds on every route.");
    expect(markdown).not.toContain("What stands in the way");
  });

  it("lists failures and explains a slow mobile page with its own figures", () => {
    const slow = { ...mobile, scores: { ...mobile.scores, performance: 91 }, fcpMs: 2400 };
    const markdown = renderAuditMarkdown(
      report({
        lighthouse: [slow],
        failures: [{ path: "/", check: "lighthouse mobile", detail: "performance 91 < 98" }],
      }),
    );
    expect(markdown).toContain("| / | lighthouse mobile | performance 91 < 98 |");
    expect(markdown).toContain("**Mobile performance** (1 routes, scores 91–91)");
    expect(markdown).toContain("FCP 2400–2400 ms");
  });

  it("reports a form page's JS with no interaction and after the first input", () => {
    const bytes = (gzip: number) => ({ raw: gzip * 3, gzip, brotli: gzip });
    const contact = {
      path: "/contact",
      js: bytes(6 * 1024),
      css: bytes(1024),
      files: ["(3 inline scripts)"],
      afterInput: { js: bytes(170 * 1024), css: bytes(1024), files: ["(3 inline scripts)", "/assets/a.js"] },
    };
    const markdown = renderAuditMarkdown(report({ weight: [contact] }));
    expect(markdown).toContain("| /contact | 18.0 | 6.0 | 6.0 | 170.0 | 3.0 | 1.0 | 1.0 | 1 (2) |");
    expect(markdown).toContain("/contact ≤ 40.0 KB");
  });
});
