import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "#tests/server.ts";

/*
 * Two `npm start` at once after the brand settings changed: both find the build stale. They run
 * in a copy of the project, so this rebuild never touches the build the other tests serve.
 */
const ROOT = path.resolve(import.meta.dirname, "../../..");
const PROJECT_FILES = [
  "app",
  "server",
  "scripts",
  "public",
  "build",
  "package.json",
  "react-router.config.ts",
  "vite.config.ts",
  "tsconfig.json",
];

describe("two npm start at once with changed brand settings", () => {
  const copy = mkdtempSync(path.join(tmpdir(), "noema-start-"));
  const servers: RunningServer[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(copy, { recursive: true, force: true });
  });

  it("builds once, and both serve the new settings", { timeout: 240_000 }, async () => {
    for (const entry of PROJECT_FILES) cpSync(path.join(ROOT, entry), path.join(copy, entry), { recursive: true });
    symlinkSync(path.join(ROOT, "node_modules"), path.join(copy, "node_modules"));
    const siteUrl = `https://start-${Date.now().toString(36)}.noema.example`;
    const start = () => startServer({ SITE_URL: siteUrl }, { command: ["npm", "start", "--silent", "--prefix", copy] });

    const started = await Promise.allSettled([start(), start()]);
    for (const result of started) if (result.status === "fulfilled") servers.push(result.value);
    expect(started.filter((result) => result.status === "rejected")).toEqual([]);

    const outputs = servers.map((server) => server.output());
    expect(outputs.filter((output) => output.includes("Building the site")).length).toBe(1);
    for (const server of servers) {
      const home = await (await fetch(`${server.url}/`)).text();
      expect(home).toContain(siteUrl);
    }
  });
});
