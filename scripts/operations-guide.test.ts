import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { migrateToLatest, openDatabase } from "#app/platform/db/db.server.ts";
import { storeContactMessage } from "#app/public-forms/server/stores.server.ts";
import { applyTestEnv } from "#tests/env.ts";
import { numberedContact } from "#tests/outbox.ts";

/*
 * Issue 13: "the operations guide's commands work as written". The upgrade
 * block of docs/operations.md §6 is read from the guide and run here, with
 * only the machine's paths swapped for the test's and `sudo -u noema` dropped.
 */

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "..");
const guide = readFileSync(path.join(ROOT, "docs", "operations.md"), "utf8");

/** The shell lines of §6's code block that define `noema` or run a database script through it. */
function upgradeLines(): string[] {
  const section = guide.slice(guide.indexOf("## 6."), guide.indexOf("## 7."));
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1] ?? "";
  return block.split("\n").filter((line) => /^noema\(\)|^noema scripts\/db-/.test(line));
}

describe("docs/operations.md §6, run as written", () => {
  let dataDir: string;
  let envFile: string;

  beforeEach(() => {
    applyTestEnv();
    dataDir = mkdtempSync(path.join(tmpdir(), "noema-guide-"));
    envFile = path.join(dataDir, "noema.env");
    writeFileSync(envFile, `NODE_ENV=production\nDATA_DIR=${dataDir}/var\nLOG_LEVEL=warn\n`);
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it("backs up and migrates the database named in the env file, not ./data", async () => {
    const lines = upgradeLines();
    expect(lines).toEqual([
      expect.stringMatching(/^noema\(\) \{ sudo -u noema .*--env-file=\/etc\/noema\/noema\.env "\$@"; \}/),
      expect.stringMatching(/^noema scripts\/db-backup\.ts/),
      expect.stringMatching(/^noema scripts\/db-migrate\.ts/),
    ]);
    // An existing deployment: a database with one lead in DATA_DIR.
    const live = openDatabase({ sqliteFile: path.join(dataDir, "var", "noema.sqlite") });
    await migrateToLatest(live);
    await live.write((trx) => storeContactMessage(trx, numberedContact(1), new Date()));
    await live.close();

    const script = lines
      .join("\n")
      .replaceAll("sudo -u noema ", "")
      .replaceAll("/srv/noema", ROOT)
      .replaceAll("/etc/noema/noema.env", envFile);
    // The guide's commands see only what the env file gives them, as under sudo.
    const { DATA_DIR: _dataDir, DATABASE_URL: _databaseUrl, ...inherited } = process.env;
    const { stdout } = await run("bash", ["-euo", "pipefail", "-c", script], { cwd: ROOT, env: inherited });

    expect(stdout).toMatch(/integrity ok/);
    expect(readdirSync(path.join(dataDir, "var", "backups"))).toHaveLength(1);
    expect(stdout).toContain(`Database (sqlite, ${path.join(dataDir, "var", "noema.sqlite")}) is up to date.`);
  });
});

describe("docs/operations.md §3, the nginx files it names", () => {
  const operationsDir = path.join(ROOT, "docs", "operations");
  const shipped = readdirSync(operationsDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(operationsDir, path.join(entry.parentPath, entry.name)));

  it("names every shipped file, and ships every file it installs", () => {
    for (const file of shipped) expect(guide, file).toContain(path.basename(file));
    const installed = [...guide.matchAll(/docs\/operations\/([\w./-]+\.conf)/g)].map((match) => match[1]);
    expect(installed.length).toBeGreaterThan(0);
    for (const file of installed) expect(shipped, file).toContain(file);
  });

  it("installs every file a shipped configuration includes", () => {
    const includes = shipped.flatMap((file) => [
      ...readFileSync(path.join(operationsDir, file), "utf8").matchAll(/^\s*include (noema\/[\w.-]+);/gm),
    ]);
    for (const [, include] of includes) {
      // build-id.conf is the build's own file, installed by the deploy step.
      const source = include === "noema/build-id.conf" ? "/srv/noema/build/nginx-build-id.conf" : include;
      expect(guide, include).toContain(source);
      expect(guide, include).toContain(`/etc/nginx/${include}`.replace(/[\w.-]+\.conf$/, ""));
    }
  });
});
