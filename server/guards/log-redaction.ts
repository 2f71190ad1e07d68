// What the access log may keep of a URL. Query values can hold live tokens (confirm and unsubscribe
// links) or personal data (staff search text, e-mail addresses), so only the parameters the site's
// own links use keep their value, and only when it looks like one of those links' values. Every
// other parameter keeps its name alone. One pass over the query: linear in the URL's length.
// A lead's id (a UUID in a path or a return path) becomes `:id`, the route's pattern: the log must
// not tie a request to a person after their erasure (issue 26).

/** Parameters whose values the site's own links fill with codes, numbers, dates or paths. */
const KEPT_PARAMETERS = new Set([
  // Inbox lists (app/staff/view/list-state.ts), except the search text `q`.
  ...["status", "assignee", "from", "to", "country", "industry", "round", "band", "fit"],
  // Not the list cursors `after` and `before`: base64 of a lead id and its sort value (a company's name).
  ...["sort", "dir", "list"],
  // Calculator and apply prefill (app/public-forms/calculator/inputs.ts, apply-prefill.ts).
  ...["valuation", "facility", "rate", "term", "interestOnly", "fee", "warrants", "exit", "raise"],
  // Paging, sign-in return path, founder link purpose, React Router's data requests, campaigns.
  ...["page", "next", "purpose", "_routes", "index"],
  ...["utm_source", "utm_medium", "utm_campaign", "utm_content", "utm_term"],
]);

/** Names that mark a credential, whatever else the name says. */
const SECRET_WORDS = ["token", "secret", "password", "key"];

const REDACTED = "[redacted]";
/** The longest value kept: cursors and paths are short; anything longer was typed or forged. */
const MAX_KEPT_LENGTH = 120;

/** A value as the site's links write it: letters, digits and `_ . , : / -`, nothing a sentence needs. */
function isPlainValue(value: string): boolean {
  if (value.length > MAX_KEPT_LENGTH) return false;
  for (const char of value) {
    const code = char.charCodeAt(0);
    const alphanumeric = (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
    if (!alphanumeric && !"_.,:/-".includes(char)) return false;
  }
  return true;
}

/** A parameter name worth logging: an identifier, not text someone put where a name goes. */
function isPlainName(name: string): boolean {
  return name.length <= 40 && isPlainValue(name) && !name.includes("/") && !name.includes(":");
}

function redactParameter(name: string, value: string): string {
  if (!isPlainName(name)) return REDACTED;
  const lower = name.toLowerCase();
  const secret = SECRET_WORDS.some((word) => lower.includes(word));
  if (value === "") return `${name}=`;
  if (!secret && KEPT_PARAMETERS.has(name) && isPlainValue(value)) return `${name}=${value}`;
  return `${name}=${REDACTED}`;
}

/** Fixed length, no nesting: a linear scan. */
const UUID = /[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}/gi;
const withoutIds = (text: string) => text.replace(UUID, ":id");

/** `url` (a request target) with its query reduced to what the access log may keep; the fragment is dropped. */
export function redactUrl(url: string): string {
  return withoutIds(redactQuery(url));
}

function redactQuery(url: string): string {
  const queryStart = url.indexOf("?");
  if (queryStart === -1) return url;
  const fragmentStart = url.indexOf("#", queryStart);
  const query = url.slice(queryStart + 1, fragmentStart === -1 ? undefined : fragmentStart);
  const kept: string[] = [];
  for (const [name, value] of new URLSearchParams(query)) kept.push(redactParameter(name, value));
  return `${url.slice(0, queryStart)}?${kept.join("&")}`;
}
