/**
 * Route handle of a content page served as a static document (decision 064): the root layout
 * sends it without React Router's scripts, so the browser gets HTML, CSS and one small inline script.
 */
export const staticDocument = { staticDocument: true } as const;

/** Response header by which entry.server hands a document's script hashes to the server's CSP (then dropped). */
export const SCRIPT_HASHES_HEADER = "x-noema-script-hashes";

export function isStaticDocument(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((match) => (match.handle as { staticDocument?: boolean } | undefined)?.staticDocument === true);
}

/**
 * A hydrated page (a form, the account) that links to a document leaves the app: the document is
 * loaded as a page, never rendered by the router in place. Exported as each document route's clientLoader.
 */
export function loadAsDocument({ request }: { request: Request }): Promise<never> {
  window.location.assign(request.url);
  // Pending until the browser unloads this page.
  return new Promise<never>(() => undefined);
}
