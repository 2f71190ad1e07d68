import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "#app/site/document/prerender-paths.ts";

export default {
  ssr: true,
  // Content pages are rendered to HTML at build time; server/ serves them from memory.
  prerender: prerenderedPaths,
} satisfies Config;
