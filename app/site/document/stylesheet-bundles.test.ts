import { describe, expect, it } from "vitest";
import { applyStylesheetBundles, sharedPrefix, stylesheetHrefs, type StylesheetBundles } from "./stylesheet-bundles.ts";

const link = (href: string) => `<link rel="stylesheet" href="${href}"/>`;
const page = (...hrefs: string[]) =>
  `<head><link rel="preload" href="/assets/f.woff2" as="font"/>${hrefs.map(link).join("")}</head><body>x</body>`;

const bundles: StylesheetBundles = {
  shared: { hrefs: ["/assets/root.css", "/assets/global.css"], href: "/assets/doc-shared.css" },
  pages: { "/assets/home.css /assets/Card.css": "/assets/doc-home.css" },
};

describe("stylesheet bundles", () => {
  it("finds the shared run that every document starts with", () => {
    expect(
      sharedPrefix([
        ["a", "b", "c"],
        ["a", "b", "d"],
        ["a", "b"],
      ]),
    ).toEqual(["a", "b"]);
    expect(sharedPrefix([["a"], ["b"]])).toEqual([]);
    expect(sharedPrefix([])).toEqual([]);
  });

  it("replaces a document's stylesheets by the shared bundle then the page's, where the first one stood", () => {
    const html = applyStylesheetBundles(
      page("/assets/root.css", "/assets/global.css", "/assets/home.css", "/assets/Card.css"),
      bundles,
    );
    expect(stylesheetHrefs(html)).toEqual(["/assets/doc-shared.css", "/assets/doc-home.css"]);
    expect(html).toBe(
      `<head><link rel="preload" href="/assets/f.woff2" as="font"/>${link("/assets/doc-shared.css")}${link("/assets/doc-home.css")}</head><body>x</body>`,
    );
  });

  it("keeps a page's own stylesheets in order when the build made no bundle of them", () => {
    const html = applyStylesheetBundles(
      page("/assets/root.css", "/assets/global.css", "/assets/a.css", "/assets/b.css"),
      bundles,
    );
    expect(stylesheetHrefs(html)).toEqual(["/assets/doc-shared.css", "/assets/a.css", "/assets/b.css"]);
  });

  it("reads the '#' React Router puts after a lazily imported stylesheet as the same file", () => {
    const html = applyStylesheetBundles(
      page("/assets/root.css", "/assets/global.css", "/assets/home.css", "/assets/Card.css#"),
      bundles,
    );
    expect(stylesheetHrefs(html)).toEqual(["/assets/doc-shared.css", "/assets/doc-home.css"]);
    expect(html).not.toContain("#");
  });

  it("leaves alone a document that does not start with the shared run, or when there is no plan", () => {
    const other = page("/assets/global.css", "/assets/root.css");
    expect(applyStylesheetBundles(other, bundles)).toBe(other);
    const usual = page("/assets/root.css", "/assets/global.css");
    expect(applyStylesheetBundles(usual, undefined)).toBe(usual);
  });
});
