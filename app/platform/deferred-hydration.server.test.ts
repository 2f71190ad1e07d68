import { describe, expect, it } from "vitest";
import { AFTER_FIRST_PAINT, deferHydration } from "./deferred-hydration.server.ts";

// The shape React Router 8's <Scripts/> renders (lazy route discovery, one route with a client action).
const document = [
  '<html><head><link rel="preload" href="/assets/inter.woff2" as="font"/>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n0nce"/>',
  '<link rel="modulepreload" href="/assets/root-B.js" nonce="n0nce"/>',
  '<link nonce="n0nce" rel="stylesheet" href="/assets/root.css"/></head><body><main>Hello</main>',
  '<script nonce="n0nce">window.__reactRouterContext = {};</script>',
  '<script nonce="n0nce" type="module" async="">;\n',
  'import * as route0 from "/assets/root-B.js";\n',
  'import * as route1_clientAction from "/assets/contact-clientAction-C.js";\n',
  'import * as route1_main from "/assets/contact-D.js";\n',
  "const route1 = {...route1_clientAction,...route1_main};\n",
  '  window.__reactRouterRouteModules = {"root":route0,"routes/contact":route1};\n\n',
  'import("/assets/entry.client-A.js");</script>',
  '<script type="module">import * as other from "/x.js";</script></body></html>',
].join("");

/** The browser globals the bootstrap reads, and `load` in place of its import(). */
interface BootstrapGlobals {
  document: { fonts: { ready: Promise<unknown> } };
  requestAnimationFrame: (callback: () => void) => unknown;
  setTimeout: (callback: () => void, ms?: number) => unknown;
  window: Record<string, unknown>;
  load: (specifier: string) => Promise<unknown>;
}

/** Runs the bootstrap script of `html` against these globals. */
function runBootstrapWith(html: string, globals: BootstrapGlobals): Promise<unknown> {
  const body = html.match(/<script[^>]*type="module" async="">([\s\S]*?)<\/script>/)?.[1] ?? "";
  const run = new Function(...Object.keys(globals), `return (async () => {${body.replaceAll("import(", "load(")}})();`);
  return run(...Object.values(globals)) as Promise<unknown>;
}

/** Runs the rewritten bootstrap with a fake import() and reports what it did, in order. */
async function runBootstrap(html: string) {
  const events: string[] = [];
  const globals = {
    document: { fonts: { ready: Promise.resolve().then(() => events.push("fonts ready")) } },
    requestAnimationFrame: (callback: () => void) => setTimeout(() => (events.push("frame"), callback()), 0),
    setTimeout,
    window: {} as Record<string, unknown>,
    load: (specifier: string) => (events.push(`load ${specifier}`), Promise.resolve({ from: specifier })),
  };
  await runBootstrapWith(html, globals);
  return { events, window: globals.window };
}

describe("deferHydration", () => {
  const rewritten = deferHydration(document);

  it("drops every module preload and keeps other links", () => {
    expect(rewritten).not.toContain("modulepreload");
    expect(rewritten).toContain('<link rel="preload" href="/assets/inter.woff2" as="font"/>');
    expect(rewritten).toContain('<link nonce="n0nce" rel="stylesheet" href="/assets/root.css"/>');
  });

  it("turns the router's static imports into dynamic ones after first paint, keeping the nonce", () => {
    expect(rewritten).toMatch(/<script nonce="n0nce" type="module" async="">let leaving/);
    expect(rewritten).toContain(AFTER_FIRST_PAINT);
    expect(rewritten).not.toMatch(/import \* as route/);
  });

  it("leaves scripts that are not the router's bootstrap alone", () => {
    expect(rewritten).toContain('<script type="module">import * as other from "/x.js";</script>');
    expect(rewritten).toContain('<script nonce="n0nce">window.__reactRouterContext = {};</script>');
  });

  it("loads nothing before the fonts and a frame, then hands React Router the same modules", async () => {
    const { events, window } = await runBootstrap(rewritten);
    expect(events.slice(0, 2)).toEqual(["fonts ready", "frame"]);
    expect(events.slice(2)).toEqual([
      "load /assets/root-B.js",
      "load /assets/contact-clientAction-C.js",
      "load /assets/contact-D.js",
      "load /assets/entry.client-A.js",
    ]);
    expect(window.__reactRouterRouteModules).toEqual({
      root: { from: "/assets/root-B.js" },
      "routes/contact": { from: "/assets/contact-D.js" },
    });
  });

  it("starts loading after three seconds when no frame is ever painted (a background tab)", async () => {
    const loaded: string[] = [];
    const started = Date.now();
    const fastTimers = (callback: () => void, ms?: number) => setTimeout(callback, (ms ?? 0) / 100);
    await runBootstrapWith(deferHydration(document), {
      document: { fonts: { ready: Promise.resolve() } },
      requestAnimationFrame: () => undefined,
      setTimeout: fastTimers,
      window: {},
      load: (specifier: string) => {
        loaded.push(specifier);
        return Promise.resolve({});
      },
    });
    expect(loaded).toContain("/assets/entry.client-A.js");
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
  });

  it("returns a document without the router's bootstrap unchanged", () => {
    const plain = "<html><body><p>Not found</p></body></html>";
    expect(deferHydration(plain)).toBe(plain);
  });
  it("waits for the unload when the visitor follows a link before the modules are handed over", async () => {
    const listeners: ((event: { destination: { sameDocument: boolean } }) => void)[] = [];
    const fake = {
      addEventListener: (_type: string, listener: (typeof listeners)[number]) => listeners.push(listener),
    };
    Object.assign(globalThis, { navigation: fake });
    try {
      const timers: number[] = [];
      const events: string[] = [];
      const done = runBootstrapWith(rewritten, {
        document: { fonts: { ready: Promise.resolve() } },
        requestAnimationFrame: (callback: () => void) => setTimeout(callback, 0),
        setTimeout: (callback: () => void, ms?: number) => (timers.push(ms ?? 0), setTimeout(callback, 0)),
        window: {},
        load: (specifier: string) => {
          // A same-document change (a hash link) is not leaving; a document navigation is.
          for (const listener of listeners) listener({ destination: { sameDocument: true } });
          events.push(`load ${specifier}`);
          return Promise.resolve({});
        },
      });
      for (const listener of listeners) listener({ destination: { sameDocument: false } });
      await done;
      expect(listeners).toHaveLength(1);
      // The three-second paint cap, then the five-second wait for the unload before React Router starts.
      expect(timers).toContain(5000);
      expect(events.at(-1)).toBe("load /assets/entry.client-A.js");
    } finally {
      Reflect.deleteProperty(globalThis, "navigation");
    }
  });

  it("hands over at once when the visitor stays", async () => {
    const { events } = await runBootstrap(rewritten);
    expect(events.at(-1)).toBe("load /assets/entry.client-A.js");
  });
});
