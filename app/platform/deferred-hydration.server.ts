/**
 * Paint first, hydrate second (decision 043): the founder account and the staff app. (Public pages are documents
 * and never hydrate, decisions 064 and 078.)
 *
 * React Router's <Scripts/> preloads every route chunk with `<link rel="modulepreload">`
 * and starts them from an inline module script with static imports. On a slow phone
 * link those ~20 high-priority requests compete with the HTML, stylesheets and fonts
 * for bandwidth, so first paint waits for JavaScript the page does not need to show
 * its content (every page is server-rendered and works without JavaScript).
 *
 * This rewrites the finished document so that the module script waits until the web
 * fonts are in and a frame has been painted, then loads the same modules in parallel
 * with dynamic imports and hands them to React Router under the same names.
 */

/**
 * Resolves once the page's fonts have loaded and the next frame has been painted, or after three seconds
 * whichever comes first: a tab opened in the background paints no frames, and must still hydrate.
 */
export const AFTER_FIRST_PAINT =
  "await Promise.race([Promise.resolve(document.fonts?.ready).then(()=>new Promise(r=>requestAnimationFrame(()=>setTimeout(r)))),new Promise(r=>setTimeout(r,3e3))]);";

/**
 * A link followed or a form posted while the modules load must not be lost: React Router's history, once created,
 * replaces the current entry, and Chromium then drops the document navigation the visitor started (a staff member's
 * click on "Messages (1)" did nothing). So the bootstrap notes a navigation that leaves this document, and then waits
 * for the browser to unload the page; if the page stays (a download, a 204), it hydrates after five seconds.
 */
const NOTE_LEAVING =
  'let leaving=!1;globalThis.navigation?.addEventListener("navigate",e=>{if(!e.destination.sameDocument)leaving=!0});';
const UNLESS_LEAVING = "if(leaving)await new Promise(r=>setTimeout(r,5e3));";

const MODULE_PRELOAD = /<link\b[^>]+\brel="modulepreload"[^>]*>/g;
const MODULE_SCRIPT = /(<script\b[^>]+\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/g;
const NAMESPACE_IMPORT = /import \* as ([A-Za-z_$][\w$]*) from ("[^"]+");/g;
const BARE_IMPORT = /import ("[^"]+");/g;

function deferModuleScript(body: string): string {
  if (!body.includes("__reactRouterRouteModules")) return body;
  const bindings: string[] = [];
  const loads: string[] = [];
  let rest = body.replace(NAMESPACE_IMPORT, (_match, name: string, specifier: string) => {
    bindings.push(name);
    loads.push(`import(${specifier})`);
    return "";
  });
  rest = rest.replace(BARE_IMPORT, (_match, specifier: string) => {
    bindings.push("");
    loads.push(`import(${specifier})`);
    return "";
  });
  if (loads.length === 0) return body;
  return `${NOTE_LEAVING}${AFTER_FIRST_PAINT}const [${bindings.join(",")}]=await Promise.all([${loads.join(",")}]);${UNLESS_LEAVING}${rest}`;
}

/** Drops the module preloads and defers React Router's module script until after first paint. */
export function deferHydration(html: string): string {
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(
      MODULE_SCRIPT,
      (_match, open: string, body: string, close: string) => open + deferModuleScript(body) + close,
    );
}
