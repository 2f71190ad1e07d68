import { describe, expect, it } from "vitest";
import { htmlFailures, lighthouseFailures, weightFailures } from "./checks";
import { lighthouseSummary as summary } from "#tests/lighthouse-summary";

describe("budget checks", () => {
  it("passes a perfect mobile run", () => {
    expect(lighthouseFailures(summary())).toEqual([]);
  });

  it("fails each category under its minimum and says which audits lost points", () => {
    const failures = lighthouseFailures(
      summary({
        scores: { performance: 97, accessibility: 100, "best-practices": 96, seo: 100 },
        failedAudits: [
          { category: "best-practices", id: "inspector-issues", title: "Issues", score: 0, examples: ["CSP"] },
        ],
      }),
    );
    expect(failures.map((failure) => failure.detail)).toEqual([
      "performance 97 < 98: ",
      "best-practices 96 < 100: inspector-issues (CSP)",
    ]);
  });

  it("holds static documents to the full 100 for performance, form pages to their budget", () => {
    const ninetyNine = summary({ scores: { performance: 99, accessibility: 100, "best-practices": 100, seo: 100 } });
    expect(lighthouseFailures(ninetyNine, "form")).toEqual([]);
    expect(lighthouseFailures(ninetyNine, "document").map((failure) => failure.detail)).toEqual([
      "performance 99 < 100: ",
    ]);
  });

  it("holds desktop runs only to the CLS budget", () => {
    const desktop = summary({
      preset: "desktop",
      scores: { performance: 80, accessibility: 100, "best-practices": 100, seo: 100 },
    });
    expect(lighthouseFailures(desktop)).toEqual([]);
    expect(lighthouseFailures({ ...desktop, cls: 0.001 }).map((failure) => failure.detail)).toEqual(["CLS 0.001 > 0"]);
  });

  it("counts HTML errors but not warnings", () => {
    expect(htmlFailures({ path: "/", errors: [], warnings: [{ message: "w" }] })).toEqual([]);
    expect(htmlFailures({ path: "/", errors: [{ line: 3, message: "bad" }], warnings: [] })[0]?.detail).toBe(
      "1 errors: line 3: bad",
    );
  });

  it("holds content pages, not form pages, to the gzip JS budget", () => {
    const heavy = {
      path: "/",
      js: { raw: 500_000, gzip: 160 * 1024, brotli: 140 * 1024 },
      css: { raw: 0, gzip: 0, brotli: 0 },
      files: [],
    };
    expect(weightFailures(heavy, "form")[0]?.detail).toBe("160.0 KB gzip JS > 150 KB");
    expect(weightFailures({ ...heavy, js: { ...heavy.js, gzip: 11 * 1024 } }, "document")[0]?.detail).toBe(
      "11.0 KB gzip JS > 10 KB",
    );
    expect(weightFailures({ ...heavy, js: { ...heavy.js, gzip: 9 * 1024 } }, "document")).toEqual([]);
  });
});
