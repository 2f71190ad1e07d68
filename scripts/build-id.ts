// The build id: a short hash of everything the build wrote, so a build that changes any byte a
// visitor can get has a new id, and rebuilding the same sources with the same settings keeps it.
// Shared caches put it in their key (docs/operations/nginx-cache.conf, decision 067).
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export const BUILD_ID_FILE = "build-id";
/** Ready to install as /etc/nginx/noema/build-id.conf. */
export const NGINX_BUILD_ID_FILE = "nginx-build-id.conf";

/** Every file under `buildDir` but the id files, by path then contents, hashed. */
export function computeBuildId(buildDir: string): string {
  const hash = createHash("sha256");
  const files = readdirSync(buildDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(buildDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .filter((file) => file !== BUILD_ID_FILE && file !== NGINX_BUILD_ID_FILE)
    .sort();
  for (const file of files) {
    const contents = readFileSync(path.join(buildDir, file));
    hash.update(`${file}\0${contents.length}\0`).update(contents);
  }
  return hash.digest("hex").slice(0, 16);
}

/** The nginx include that sets the id the cache key starts with. */
export const nginxBuildIdInclude = (buildId: string) =>
  `# Written by scripts/build.ts; install as /etc/nginx/noema/build-id.conf, then reload nginx.\nset $noema_build_id "${buildId}";\n`;

export function writeBuildId(buildDir: string): string {
  const buildId = computeBuildId(buildDir);
  writeFileSync(path.join(buildDir, BUILD_ID_FILE), `${buildId}\n`);
  writeFileSync(path.join(buildDir, NGINX_BUILD_ID_FILE), nginxBuildIdInclude(buildId));
  return buildId;
}
