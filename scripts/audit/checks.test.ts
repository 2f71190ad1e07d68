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

  it("holds documents to 10 KB, and form pages to 120 KB with no interaction and to their figure after input", () => {
    const bytes = (gzip: number) => ({ raw: gzip * 3, gzip, brotli: gzip });
    const none = bytes(0);
    const form = {
      path: "/venture-debt-calculator",
      js: bytes(20 * 1024),
      css: none,
      files: [],
      afterInput: { js: bytes(170 * 1024), css: none, files: [] },
    };
    expect(weightFailures(form, "form")).toEqual([]);
    expect(weightFailures({ ...form, js: bytes(121 * 1024) }, "form").map((failure) => failure.detail)).toEqual([
      "121.0 KB gzip JS > 120 KB",
    ]);
    const heavier = { ...form, afterInput: { ...form.afterInput, js: bytes(230 * 1024) } };
    expect(weightFailures(heavier, "form")).toEqual([
      { path: "/venture-debt-calculator", check: "js weight after input", detail: "230.0 KB gzip JS > 227 KB" },
    ]);
    // A form page measured without typing into it has no second figure: that is a failure, not a pass.
    expect(weightFailures({ ...form, afterInput: undefined }, "form")[0]?.check).toBe("js weight after input");
    const page = { path: "/", js: bytes(11 * 1024), css: none, files: [] };
    expect(weightFailures(page, "document")[0]?.detail).toBe("11.0 KB gzip JS > 10 KB");
    expect(weightFailures({ ...page, js: bytes(9 * 1024) }, "document")).toEqual([]);
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
    expect(weightFailures(contact, "document")).toEqual([]);
    expect(
      weightFailures({ ...contact, afterInput: { ...contact.afterInput, js: bytes(41 * 1024) } }, "document"),
    ).toEqual([{ path: "/contact", check: "js weight after input", detail: "41.0 KB gzip JS > 40 KB" }]);
    expect(weightFailures({ ...contact, afterInput: undefined }, "document")[0]?.check).toBe("js weight after input");
  });
});
