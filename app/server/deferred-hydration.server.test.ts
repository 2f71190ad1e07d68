import { describe, expect, it } from "vitest";
import { AFTER_FIRST_PAINT, AFTER_FORM_INTENT, deferHydration } from "./deferred-hydration.server";

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

/** Runs the rewritten bootstrap with a fake import() and reports what it did, in order. */
async function runBootstrap(html: string) {
  const body = html.match(/<script[^>]*type="module" async="">([\s\S]*?)<\/script>/)?.[1] ?? "";
  const events: string[] = [];
  const globals = {
    document: { fonts: { ready: Promise.resolve().then(() => events.push("fonts ready")) } },
    requestAnimationFrame: (callback: () => void) => setTimeout(() => (events.push("frame"), callback()), 0),
    setTimeout,
    window: {} as Record<string, unknown>,
    load: (specifier: string) => (events.push(`load ${specifier}`), Promise.resolve({ from: specifier })),
  };
  const run = new Function(...Object.keys(globals), `return (async () => {${body.replaceAll("import(", "load(")}})();`);
  await run(...Object.values(globals));
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
    expect(rewritten).toContain(`<script nonce="n0nce" type="module" async="">${AFTER_FIRST_PAINT}`);
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
    const body = deferHydration(document).match(/<script[^>]*type="module" async="">([\s\S]*?)<\/script>/)?.[1] ?? "";
    const loaded: string[] = [];
    const started = Date.now();
    const run = new Function(
      "document",
      "requestAnimationFrame",
      "setTimeout",
      "window",
      "load",
      `return (async () => {${body.replaceAll("import(", "load(")}})();`,
    );
    const fastTimers = (callback: () => void, ms?: number) => setTimeout(callback, (ms ?? 0) / 100);
    await run(
      { fonts: { ready: Promise.resolve() } },
      () => undefined,
      fastTimers,
      {},
      (specifier: string) => {
        loaded.push(specifier);
        return Promise.resolve({});
      },
    );
    expect(loaded).toContain("/assets/entry.client-A.js");
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
  });

  it("returns a document without the router's bootstrap unchanged", () => {
    const plain = "<html><body><p>Not found</p></body></html>";
    expect(deferHydration(plain)).toBe(plain);
  });

  describe("on a public form page (decision 071)", () => {
    const body =
      deferHydration(document, "on-intent").match(/<script[^>]*type="module" async="">([\s\S]*?)<\/script>/)?.[1] ?? "";

    /** A fake document: listeners by type, a focused element; import() records what it loads. */
    function fakePage({ focusedInForm = false } = {}) {
      const listeners = new Map<string, (event: unknown) => void>();
      const loaded: string[] = [];
      const inForm = { closest: (selector: string) => (selector === "form" ? {} : null) };
      const outside = { closest: () => null };
      const doc = {
        activeElement: focusedInForm ? inForm : outside,
        addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
        removeEventListener: (type: string) => listeners.delete(type),
      };
      const run = new Function(
        "document",
        "window",
        "load",
        `return (async () => {${body.replaceAll("import(", "load(")}})();`,
      );
      const done = run(doc, {}, (specifier: string) => (loaded.push(specifier), Promise.resolve({})));
      return { listeners, loaded, done, inForm, outside };
    }

    it("loads nothing until the first intent inside a form, then every module, and stops listening", async () => {
      expect(body.startsWith(AFTER_FORM_INTENT)).toBe(true);
      const page = fakePage();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(page.loaded).toEqual([]);
      expect([...page.listeners.keys()].sort()).toEqual(["focusin", "input", "keydown", "pointerdown", "touchstart"]);
      page.listeners.get("pointerdown")?.({ target: page.outside });
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(page.loaded, "a press outside any form is not intent").toEqual([]);
      page.listeners.get("focusin")?.({ target: page.inForm });
      await page.done;
      expect(page.loaded).toContain("/assets/entry.client-A.js");
      expect(page.listeners.size).toBe(0);
    });

    it("starts at once when a form already has the focus", async () => {
      const focused = fakePage({ focusedInForm: true });
      await focused.done;
      expect(focused.loaded).toContain("/assets/entry.client-A.js");
    });
  });
});
