// Redirect targets built from the request path must stay on this site.
const BASE = "http://same-origin.invalid";

/**
 * The longest Location a redirect may carry. A proxy buffers an answer's headers in one page
 * (nginx proxy_buffer_size: 4 or 8 KiB) and answers 502 past it; the site's own URLs are far shorter.
 */
export const MAX_REDIRECT_LENGTH = 2_048;

/**
 * `target` as a path on this site: one leading "/", never "//" or "/\" (browsers read "\" as "/"
 * and drop tabs and newlines, so "/\evil.example" and "/\t/evil.example" are "//evil.example",
 * another host). Anything that would still leave the origin becomes "/".
 */
export function sameOriginPath(target: string): string {
  const path = `/${target.replace(/[\t\n\r]/g, "").replace(/^[/\\]+/, "")}`;
  return new URL(path, BASE).origin === BASE ? path : "/";
}
