import { readFile } from "node:fs/promises";
import { reactRouter } from "@react-router/dev/vite";
import { type Plugin, defineConfig, minify, transformWithOxc } from "vite";

const INLINE_SCRIPT = "?inline-script";

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

export default defineConfig({
  plugins: [inlineScript(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
});
