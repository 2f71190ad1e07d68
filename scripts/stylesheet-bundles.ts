// Build step (decision 072): every built document's stylesheets become two files, the run that all
// documents share and the page's own, each the concatenation of its parts in cascade order and named
// by a hash of it. The plan is kept for the documents the server renders on request.
import { createHash } from "node:crypto";
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  type StylesheetBundles,
  applyStylesheetBundles,
  pageRunKey,
  sharedPrefix,
  stylesheetHrefs,
} from "#app/site/document/stylesheet-bundles.ts";

export const STYLESHEET_BUNDLES_FILE = "stylesheet-bundles.json";

/** Writes `css` as a fingerprinted asset, once, and returns its URL. */
function writeBundle(clientDir: string, css: string): string {
  const name = `doc-${createHash("sha256").update(css).digest("base64url").slice(0, 10)}.css`;
  writeFileSync(path.join(clientDir, "assets", name), css);
  return `/assets/${name}`;
}

const concatenate = (clientDir: string, hrefs: readonly string[]) =>
  hrefs.map((href) => readFileSync(path.join(clientDir, href.slice(1)), "utf8")).join("\n");

/** The built documents: every `index.html` outside assets/. */
function documentFiles(clientDir: string): string[] {
  return readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === "index.html")
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !path.relative(clientDir, file).startsWith(`assets${path.sep}`));
}

export function bundleDocumentStylesheets(buildDir: string): StylesheetBundles {
  const clientDir = path.join(buildDir, "client");
  const documents = documentFiles(clientDir).map((file) => ({ file, html: readFileSync(file, "utf8") }));
  const lists = documents.map(({ html }) => stylesheetHrefs(html));
  const sharedHrefs = sharedPrefix(lists.filter((list) => list.length > 0));
  const bundles: StylesheetBundles = {
    shared: {
      hrefs: sharedHrefs,
      href: sharedHrefs.length > 0 ? writeBundle(clientDir, concatenate(clientDir, sharedHrefs)) : "",
    },
    pages: {},
  };
  for (const list of lists) {
    const rest = list.slice(sharedHrefs.length);
    const key = pageRunKey(rest);
    if (rest.length > 1 && !(key in bundles.pages))
      bundles.pages[key] = writeBundle(clientDir, concatenate(clientDir, rest));
  }
  for (const { file, html } of documents) writeFileSync(file, applyStylesheetBundles(html, bundles));
  writeFileSync(path.join(buildDir, STYLESHEET_BUNDLES_FILE), `${JSON.stringify(bundles, null, 2)}\n`);
  return bundles;
}
