import { readFileSync } from "node:fs";
import path from "node:path";
import { routeTable } from "#tests/routes.ts";

/** One entry of the route table, as the fuzzer sees it. */
export interface FuzzRoute {
  /** URL pattern, e.g. "/insights/:slug" or "/*". */
  pattern: string;
  /** Whether the module exports an action (it reads a body). */
  hasAction: boolean;
  /** Whether its code may read the URL's query: it does so itself, or its loader hands the request on. */
  readsQuery: boolean;
}

const APP_DIR = path.resolve(import.meta.dirname, "../../../app");

/**
 * Every route of app/routes.ts with what its module does, read from its source: a route added
 * to the table is fuzzed without anyone touching the fuzzer.
 */
export function fuzzRoutes(): FuzzRoute[] {
  return routeTable().map(({ path: pattern, file }) => {
    const source = readFileSync(path.join(APP_DIR, file), "utf8");
    return {
      pattern,
      hasAction: /export\s+(?:async\s+)?function\s+action\b|export\s+const\s+action\b/.test(source),
      // A loader may read the query in a helper (newsletter links read their token in linkToken), so it counts.
      readsQuery: /searchParams|\.search\b|export\s+(?:async\s+)?function\s+loader\b|export\s+const\s+loader\b/.test(
        source,
      ),
    };
  });
}
