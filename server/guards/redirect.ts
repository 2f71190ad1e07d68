// Redirect targets built from the request path must stay on this site.
const BASE = "http://same-origin.invalid";

/**
 * `target` as a path on this site: one leading "/", never "//" or "/\" (browsers read "\" as "/"
 * and drop tabs and newlines, so "/\evil.example" and "/\t/evil.example" are "//evil.example",
 * another host). Anything that would still leave the origin becomes "/".
 */
export function sameOriginPath(target: string): string {
  const path = `/${target.replace(/[\t\n\r]/g, "").replace(/^[/\\]+/, "")}`;
  return new URL(path, BASE).origin === BASE ? path : "/";
}
