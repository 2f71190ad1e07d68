import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");

/** A clean clone has no build: make one, so the audit and the bench always measure the production server. */
export function ensureBuild(): void {
  if (existsSync(path.join(ROOT, "build", "server", "index.js"))) return;
  console.log("No build found: running npm run build…");
  const result = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) throw new Error("npm run build failed");
}
