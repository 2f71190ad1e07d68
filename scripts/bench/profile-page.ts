// `node scripts/bench/profile-page.ts`: the production server under `node --cpu-prof` while benchmark 1's
// connections GET PROFILE_PATH (default /contact) for PROFILE_SECONDS (default 10), as benchmarks 1 and 2 load a
// document (no Accept-Encoding). PROFILE_BASELINE=1 profiles their baseline instead: node:http sending the same
// file with the same headers (static-server.ts). Prints the load and the .cpuprofile's path; read it with
// profile-top.ts (PROFILE_SKIP_SECONDS=3 leaves start-up out).
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { SERVER_NODE_FLAGS } from "#server/memory.ts";
import { startServer, waitForListening } from "#tests/server.ts";
import { runLoad } from "./load.ts";
import { pageConnections } from "./options.ts";
import { ROOT, documentHeaders } from "./processes.ts";

const pagePath = process.env.PROFILE_PATH ?? "/contact";
const duration = Number(process.env.PROFILE_SECONDS ?? 10);
const profileDir = mkdtempSync(path.join(tmpdir(), "noema-profile-"));
const profile = ["--cpu-prof", `--cpu-prof-dir=${profileDir}`];
const app = await startServer({}, { command: [process.execPath, ...SERVER_NODE_FLAGS, ...profile, "server/index.ts"] });
let url = app.url;
let stopBaseline = async () => {};
try {
  if (process.env.PROFILE_BASELINE === "1") {
    const headersFile = path.join(profileDir, "headers.json");
    writeFileSync(headersFile, JSON.stringify(await documentHeaders(`${app.url}${pagePath}`)));
    const server = path.join(import.meta.dirname, "static-server.ts");
    const child = spawn(process.execPath, [...profile, server, path.join(ROOT, "build", "client"), headersFile]);
    url = await waitForListening(child, "The static server");
    stopBaseline = () => new Promise((resolve) => child.once("exit", resolve).kill("SIGTERM"));
  }
  await (await fetch(`${url}${pagePath}`)).text();
  const load = await runLoad({ url: `${url}${pagePath}`, connections: pageConnections, duration });
  console.log(`GET ${url}${pagePath}: ${JSON.stringify(load)}`);
} finally {
  // Each profile is written when its process exits.
  await stopBaseline();
  await app.stop();
}
for (const file of readdirSync(profileDir).filter((name) => name.endsWith(".cpuprofile")))
  console.log(path.join(profileDir, file));
