// `npm start`: build when there is no build (or brand env changed since it), then serve.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { brandFingerprint } from "./brand-fingerprint.ts";

const root = path.resolve(import.meta.dirname, "..");
const serverBuild = path.join(root, "build", "server", "index.js");
const fingerprintFile = path.join(root, "build", ".brand-fingerprint");

const fingerprint = brandFingerprint();
const stale =
  !existsSync(serverBuild) || !existsSync(fingerprintFile) || readFileSync(fingerprintFile, "utf8") !== fingerprint;

if (stale) {
  console.log("Building the site (first start, or brand settings changed)…");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// server.ts only listens by itself when it is the entry point, so start it explicitly.
const { listen } = await import("../server.ts");
await listen();
