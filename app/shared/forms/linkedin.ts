/*
 * One reading of a LinkedIn address for every form that asks for one (the application and the founder
 * account, issue 18), in the browser and on the server. Founders paste what their browser, the app or a
 * country site shows them ("linkedin.com/in/…", "de.linkedin.com/in/…?originalSubdomain=de",
 * "…/in/name/details/experience/"); all of it is one profile, so it is stored as one canonical address
 * and the inbox, the CSV and duplicate checks see the same text for the same person.
 */

/** The pages that name a person or a company; a "pub" address needs its whole path. */
const PAGE_KINDS = new Set(["in", "company", "pub"]);

/** LinkedIn's own hosts: the bare domain, www, the mobile site and two-letter country sites. */
function isLinkedinHost(hostname: string): boolean {
  if (hostname === "linkedin.com") return true;
  if (!hostname.endsWith(".linkedin.com")) return false;
  const label = hostname.slice(0, -".linkedin.com".length);
  return label === "www" || label === "m" || /^[a-z]{2}$/.test(label);
}

/** A path segment as a person reads it ("józef", not "j%C3%B3zef"), or undefined when it cannot be. */
function readableSegment(segment: string): string | undefined {
  try {
    const decoded = decodeURIComponent(segment);
    return /[\s/?#\\]/.test(decoded) ? undefined : decoded;
  } catch {
    return undefined;
  }
}

function parsedUrl(typed: string): URL | undefined {
  const withScheme = /^https?:\/\//i.test(typed) ? typed : `https://${typed}`;
  try {
    return new URL(withScheme);
  } catch {
    return undefined;
  }
}

/**
 * `https://www.linkedin.com/<in|company|pub>/<name>` for a LinkedIn profile or company page typed in any
 * of the usual ways, or undefined when `typed` is not one (another site, a feed, a search, no name).
 */
export function canonicalLinkedinUrl(typed: string): string | undefined {
  const value = typed.trim();
  if (!value || /\s/.test(value)) return undefined;
  const url = parsedUrl(value);
  if (!url || url.username || url.password || url.port || !isLinkedinHost(url.hostname)) return undefined;
  const [kind, ...rest] = url.pathname.split("/").filter(Boolean);
  const page = kind?.toLowerCase();
  if (!page || !PAGE_KINDS.has(page)) return undefined;
  // A profile's sub-pages (…/details/experience) are still that profile; an old "pub" address is its whole path.
  const name = (page === "pub" ? rest : rest.slice(0, 1)).map(readableSegment);
  if (name.length === 0 || name.some((segment) => segment === undefined)) return undefined;
  return `https://www.linkedin.com/${page}/${name.join("/")}`;
}
