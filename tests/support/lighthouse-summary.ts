import type { LighthouseSummary } from "#tests/quality/lighthouse.ts";

/** A perfect mobile Lighthouse run of "/", with whatever a test changes. */
export function lighthouseSummary(overrides: Partial<LighthouseSummary> = {}): LighthouseSummary {
  return {
    path: "/",
    preset: "mobile",
    scores: { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 },
    fcpMs: 800,
    lcpMs: 900,
    cls: 0,
    tbtMs: 0,
    jsTransferBytes: 0,
    cssTransferBytes: 0,
    failedAudits: [],
    ...overrides,
  };
}
