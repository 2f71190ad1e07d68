import { describe, expect, it } from "vitest";
import { htmlFailures, lighthouseFailures, weightFailures } from "./checks.ts";
import { lighthouseSummary as summary } from "#tests/lighthouse-summary.ts";

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

  it("holds documents to 10 KB of JavaScript", () => {
    const bytes = (gzip: number) => ({ raw: gzip * 3, gzip, brotli: gzip });
    const none = bytes(0);
    const page = { path: "/", js: bytes(11 * 1024), css: none, files: [] };
    expect(weightFailures(page)[0]?.detail).toBe("11.0 KB gzip JS > 10 KB");
    expect(weightFailures({ ...page, js: bytes(9 * 1024) })).toEqual([]);
  });

  it("holds a form served as a document to the document budget at load and to its own after input", () => {
    const bytes = (gzip: number) => ({ raw: gzip * 3, gzip, brotli: gzip });
    const none = bytes(0);
    const contact = {
      path: "/contact",
      js: bytes(2 * 1024),
      css: none,
      files: [],
      afterInput: { js: bytes(35 * 1024), css: none, files: [] },
    };
    expect(weightFailures(contact)).toEqual([]);
    expect(weightFailures({ ...contact, afterInput: { ...contact.afterInput, js: bytes(41 * 1024) } })).toEqual([
      { path: "/contact", check: "js weight after input", detail: "41.0 KB gzip JS > 40 KB" },
    ]);
    expect(weightFailures({ ...contact, afterInput: undefined })[0]?.check).toBe("js weight after input");
  });

  it("holds the calculator to its own budget after the first input (decision 078)", () => {
    const bytes = (gzip: number) => ({ raw: gzip * 3, gzip, brotli: gzip });
    const none = bytes(0);
    const calculator = { path: "/venture-debt-calculator", js: bytes(2 * 1024), css: none, files: [] };
    const after = (kb: number) => ({ ...calculator, afterInput: { js: bytes(kb * 1024), css: none, files: [] } });
    expect(weightFailures(after(29))).toEqual([]);
    expect(weightFailures(after(31)).map((failure) => failure.detail)).toEqual(["31.0 KB gzip JS > 30 KB"]);
  });
});
