/**
 * The reference a founder and the firm read out for an application: "NC-3F2A-9C1B", the first eight
 * hex digits of its id. Derived, so nothing is stored; 32 bits keep a clash unlikely at 50 a week.
 * The confirmation e-mail, the founder's pages and the staff lead page all show this form.
 */
export function applicationReference(id: string): string {
  const hex = id.replace(/-/g, "").slice(0, 8).toUpperCase();
  return `NC-${hex.slice(0, 4)}-${hex.slice(4, 8)}`;
}

/** The id's first eight hex digits when `query` is a reference ("NC-3F2A-9C1B", "nc3f2a9c1b"), else null. */
export function referencePrefixOf(query: string): string | null {
  const match = /^\s*NC-?([0-9a-f]{4})-?([0-9a-f]{4})\s*$/i.exec(query);
  return match ? `${match[1]}${match[2]}`.toLowerCase() : null;
}
