// The build's stylesheet bundles (decision 072), handed over by the server at start-up, so that the
// documents rendered on request link the same two files as the built ones.
import { type StylesheetBundles, applyStylesheetBundles } from "#app/site/document/stylesheet-bundles.ts";

let bundles: StylesheetBundles | undefined;

export function setStylesheetBundles(value: StylesheetBundles | undefined) {
  bundles = value;
}

export const withStylesheetBundles = (html: string) => applyStylesheetBundles(html, bundles);
