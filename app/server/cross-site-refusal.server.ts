import { formErrors } from "~/content/shared/form-errors/data";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);

/**
 * The 403 page for a post another site started (server/cross-site-posts.ts answers it before any
 * route runs). Plain HTML with no script or style, so it needs nothing from the CSP; it links back
 * to the page the form lives on, on this site.
 */
export function crossSiteRefusalPage(pathname: string): string {
  const copy = formErrors.crossSitePage;
  const back = pathname.startsWith("/") && !pathname.startsWith("//") ? pathname : "/";
  return [
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="robots" content="noindex"><title>${escapeHtml(copy.title)}</title></head>`,
    `<body><main><h1>${escapeHtml(copy.title)}</h1><p>${escapeHtml(copy.body)}</p>`,
    `<p><a href="${escapeHtml(back)}">${escapeHtml(copy.action)}</a></p></main></body></html>`,
  ].join("");
}
