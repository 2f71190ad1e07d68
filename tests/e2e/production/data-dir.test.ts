import { execFileSync } from "node:child_process";
import { chmodSync, closeSync, mkdtempSync, openSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { BENCH_ALTCHA_KEY } from "#tests/contact-posts.ts";
import { recordFault } from "#tests/fault-report.ts";
import { startServer } from "#tests/server.ts";

/*
 * A data directory the server cannot write to (read-only, or on a full disk) must stop the start
 * with one clear message naming DATA_DIR and exit non-zero: no stack trace for a supervisor to
 * restart into a crash loop. Root writes through permissions, so as root the server runs as nobody.
 */
const isRoot = process.getuid?.() === 0;
const NOBODY = 65534;
const directories: string[] = [];
const mounts: string[] = [];

afterAll(() => {
  for (const mount of mounts) execFileSync("umount", [mount]);
  for (const dir of directories) rmSync(dir, { recursive: true, force: true });
});

function newDirectory() {
  const dir = mkdtempSync(path.join(tmpdir(), "noema-datadir-"));
  directories.push(dir);
  return dir;
}

/** A 64 KB tmpfs filled to the last byte: a data directory on a full disk. */
function fullDirectory() {
  const dir = newDirectory();
  execFileSync("mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", dir]);
  mounts.push(dir);
  const fd = openSync(path.join(dir, "filler"), "w");
  try {
    for (;;) writeSync(fd, Buffer.alloc(4096));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
  } finally {
    closeSync(fd);
  }
  return dir;
}

async function refusal(dataDir: string, runAs?: number): Promise<string> {
  const env = { DATA_DIR: dataDir, ALTCHA_HMAC_KEY: BENCH_ALTCHA_KEY, SESSION_SECRET: BENCH_ALTCHA_KEY };
  try {
    await (await startServer(env, { runAs })).stop();
    return "the server started";
  } catch (error) {
    // startServer rejects with the exit code and everything the server printed.
    return (error as Error).message;
  }
}

function expectClearRefusal(message: string, dataDir: string, fault: string) {
  const code = /exited with code (\d+)/.exec(message)?.[1];
  recordFault({
    fault,
    database: "sqlite",
    outcome: code
      ? `refused to start, exit code ${code}, ${message.includes(dataDir) ? "naming DATA_DIR" : "without naming DATA_DIR"}`
      : message.slice(0, 80),
  });
  expect(message).toMatch(/exited with code [1-9]/);
  expect(message).toContain("DATA_DIR");
  expect(message).toContain(dataDir);
  // One message, not a stack trace.
  expect(message).not.toMatch(/^\s+at /m);
}

describe("a data directory the server cannot write (SQLite)", () => {
  it("read-only: refuses to start, naming DATA_DIR", { timeout: 60_000 }, async () => {
    const dataDir = newDirectory();
    chmodSync(dataDir, 0o555);
    expectClearRefusal(
      await refusal(dataDir, isRoot ? NOBODY : undefined),
      dataDir,
      "Read-only data directory at start-up",
    );
  });

  it.skipIf(!isRoot)(
    `full disk: refuses to start, naming DATA_DIR${isRoot ? "" : " (skipped: mounting a small tmpfs needs root)"}`,
    { timeout: 60_000 },
    async () => {
      const dataDir = fullDirectory();
      expectClearRefusal(await refusal(dataDir), dataDir, "Full disk under the data directory at start-up");
    },
  );
});
