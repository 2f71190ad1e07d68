/**
 * The reference a founder and the firm read out for an application: "NC-3F2A-9C1B", the first eight
 * hex digits of its id. Derived, so nothing is stored; 32 bits keep a clash unlikely at 50 a week.
 * The confirmation e-mail, the founder's pages and the staff lead page all show this form.
 */
export function applicationReference(id: string): string {
  const hex = id.replace(/-/g, "").slice(0, 8).toUpperCase();
  return `NC-${hex.slice(0, 4)}-${hex.slice(4, 8)}`;
}
