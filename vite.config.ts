import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { basename, resolve } from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { rolldown } from "rolldown";
import { type Plugin, defineConfig, minify, transformWithOxc } from "vite";

const INLINE_SCRIPT = "?inline-script";
const DOCUMENT_SCRIPT = "?document-script";

/**
 * `import code from "./x.ts?inline-script"` gives x.ts compiled and minified as a string, for an
 * inline classic script in static documents (decision 064). The file must not import anything.
 */
function inlineScript(): Plugin {
  return {
    name: "noema-inline-script",
    enforce: "pre",
    async load(id) {
      if (!id.endsWith(INLINE_SCRIPT)) return null;
      const file = id.slice(0, -INLINE_SCRIPT.length);
      this.addWatchFile(file);
      const { code } = await transformWithOxc(await readFile(file, "utf8"), file, { lang: "ts" });
      const minified = await minify(file.replace(/\.ts$/, ".js"), code, { compress: true, mangle: true });
      return `export default ${JSON.stringify(minified.code.trim())};`;
    },
  };
}

/**
 * `import src from "./x.ts?document-script"` gives the address of x.ts bundled alone with what it
 * imports, minified, as one module file under /assets named by its content (decision 078). A document's
 * inline script loads it when a visitor engages; React Router's client never sees it. Both builds
 * compute the same name, and only the client build writes the file. In development the dev server
 * serves the source module itself.
 */
function documentScript(): Plugin {
  let serving = false;
  return {
    name: "noema-document-script",
    enforce: "pre",
    configResolved(config) {
      serving = config.command === "serve";
    },
    async load(id) {
      if (!id.endsWith(DOCUMENT_SCRIPT)) return null;
      const file = id.slice(0, -DOCUMENT_SCRIPT.length);
      if (serving) return `export default ${JSON.stringify(`/@fs${file}`)};`;
      const bundle = await rolldown({
        input: file,
        resolve: { alias: { "#app": resolve(import.meta.dirname, "app") } },
        platform: "browser",
        // Libraries drop their development-only code.
        transform: { define: { "process.env.NODE_ENV": '"production"' } },
      });
      const { output } = await bundle.generate({ format: "esm", minify: true, codeSplitting: false });
      await bundle.close();
      for (const module of output[0].moduleIds) if (!module.includes("\0")) this.addWatchFile(module);
      const code = output[0].code;
      const name = basename(file).replace(/\.ts$/, "");
      const hash = createHash("sha256").update(code).digest("base64url").slice(0, 8);
      const fileName = `assets/${name}-${hash}.js`;
      if (this.environment.name === "client") this.emitFile({ type: "asset", fileName, source: code });
      return `export default ${JSON.stringify(`/${fileName}`)};`;
    },
  };
}

export default defineConfig({
  plugins: [inlineScript(), documentScript(), reactRouter()],
  build: { assetsInlineLimit: 0 },
});
