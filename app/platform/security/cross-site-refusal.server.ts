import { formErrors } from "#app/content/shared/form-errors/data.ts";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);

/**
 * The 403 page for a post another site started (server/cross-site-posts.ts answers it before any
 * route runs). The site's stylesheets and no script, so it needs no nonce; it links back to the
 * page the form lives on, on this site.
 */
export function crossSiteRefusalPage(pathname: string, stylesheets: readonly string[] = []): string {
  const copy = formErrors.crossSitePage;
  const back = pathname.startsWith("/") && !pathname.startsWith("//") ? pathname : "/";
  const links = stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join("");
  return [
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="robots" content="noindex"><title>${escapeHtml(copy.title)}</title>${links}</head>`,
    '<body><main id="main-content"><section class="page-hero"><div class="container">',
    `<span class="eyebrow">403</span><h1>${escapeHtml(copy.title)}</h1><p>${escapeHtml(copy.body)}</p>`,
    `<p><a class="button button-primary" href="${escapeHtml(back)}">${escapeHtml(copy.action)}</a></p>`,
    "</div></section></main></body></html>",
  ].join("");
}
