/**
 * Every quality budget of the site, in one place. `npm run audit` and the
 * quality tests in `npm test` fail when a figure crosses one of these.
 */
export const budgets = {
  lighthouse: {
    /** Minimum category scores (0–100) with the mobile preset, every route. */
    mobile: { performance: 98, accessibility: 100, "best-practices": 100, seo: 100 },
    /** Issue 19: every content page, a static document, scores the full 100 for performance on mobile. */
    documentPerformance: 100,
    /** Cumulative Layout Shift, every route, both presets. */
    maxCls: 0,
  },
  /** axe-core violations at 375 px and 1280 px. */
  maxAxeViolations: 0,
  /** Nu HTML Checker errors (warnings are reported, not counted). */
  maxHtmlErrors: 0,
  /** JavaScript a static document (a content page, decision 064) runs, inline or fetched, gzip-compressed, in bytes. */
  maxDocumentJsGzipBytes: 10 * 1024,
  /**
   * JavaScript a page that hydrates (/contact, /apply, the calculator) loads before the visitor reaches its form,
   * fetched and inline, gzip, in bytes. Issue 19's target is 120 KB and is not met: React and React Router alone
   * are about 113 KB. Measured on 2026-11-26: /contact 139.7 KB, /apply 145.7 KB (the currency step added 3 KB),
   * the calculator about 130 KB, of which about 6 KB inline (the router's context with the page's copy, the
   * document script). This guard stops growth until the forms keep their server HTML until the first focus.
   */
  maxFormPageJsGzipBytes: 150 * 1024,
} as const;

export type LighthouseCategory = keyof typeof budgets.lighthouse.mobile;
export const lighthouseCategories = Object.keys(budgets.lighthouse.mobile) as LighthouseCategory[];
