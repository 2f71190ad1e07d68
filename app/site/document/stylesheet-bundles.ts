// Static documents link two stylesheets instead of one per component (decision 072): the styles every
// document shares, cached across pages, and the page's own. On a slow phone link each extra
// render-blocking request costs a round trip before the first paint.

/** What the build made: the shared run of stylesheets and its bundle, and each page run's bundle. */
export interface StylesheetBundles {
  shared: { hrefs: string[]; href: string };
  /** The rest of a document's stylesheets, joined by spaces → the bundle that replaces them. */
  pages: Record<string, string>;
}

// React Router's <Links/> writes exactly this form (with a "#" after a stylesheet that a lazy module
// imports); the build's assets have neither a quote nor a "#" in their names.
const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/assets\/[^"#]+\.css)#?"\/>/g;

const linkTag = (href: string) => `<link rel="stylesheet" href="${href}"/>`;

/** The hrefs of the document's built stylesheets, in cascade order. */
export function stylesheetHrefs(html: string): string[] {
  return [...html.matchAll(STYLESHEET_LINK)].map((match) => match[1] ?? "");
}

export const pageRunKey = (hrefs: readonly string[]) => hrefs.join(" ");

/** The longest run of stylesheets every document starts with. */
export function sharedPrefix(lists: readonly (readonly string[])[]): string[] {
  const [first = [], ...rest] = lists;
  let length = first.length;
  for (const list of rest) {
    let same = 0;
    while (same < Math.min(length, list.length) && list[same] === first[same]) same++;
    length = same;
  }
  return first.slice(0, length);
}

/**
 * The document with its stylesheets replaced by their bundles, in the same cascade order: the
 * shared bundle where the shared run was, then the page's bundle. A document whose stylesheets
 * the build did not see is returned as it is.
 */
export function applyStylesheetBundles(html: string, bundles: StylesheetBundles | undefined): string {
  if (!bundles) return html;
  const hrefs = stylesheetHrefs(html);
  const { shared } = bundles;
  if (shared.hrefs.length === 0 || !shared.hrefs.every((href, index) => hrefs[index] === href)) return html;
  const rest = hrefs.slice(shared.hrefs.length);
  const pageBundle = rest.length > 1 ? bundles.pages[pageRunKey(rest)] : undefined;
  const replacement = [shared.href, ...(pageBundle ? [pageBundle] : rest)].map(linkTag).join("");
  let first = true;
  return html.replace(STYLESHEET_LINK, () => {
    if (!first) return "";
    first = false;
    return replacement;
  });
}
