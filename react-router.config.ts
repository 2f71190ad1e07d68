import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/content/prerender-paths.ts";

export default {
  ssr: true,
  // Content pages are rendered to HTML at build time; server.ts serves them from disk.
  prerender: prerenderedPaths,
} satisfies Config;
