import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { withBuildLock } from "./build-lock.ts";

const freshLockDir = () => path.join(mkdtempSync(path.join(tmpdir(), "noema-lock-")), ".build-lock");
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("build lock", () => {
  it("lets one holder in at a time and removes the lock afterwards", async () => {
    const lockDir = freshLockDir();
    const events: string[] = [];
    const onWait = vi.fn();
    const hold = (name: string) =>
      withBuildLock(
        async () => {
          events.push(`${name} in`);
          await pause(600);
          events.push(`${name} out`);
        },
        { lockDir, onWait },
      );
    await Promise.all([hold("a"), hold("b")]);
    expect(events).toEqual(["a in", "a out", "b in", "b out"]);
    expect(onWait).toHaveBeenCalledTimes(1);
    expect(existsSync(lockDir)).toBe(false);
  });

  it("takes over a lock whose owner process is gone", async () => {
    const lockDir = freshLockDir();
    const gone = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]).stdout.toString();
    mkdirSync(lockDir);
    writeFileSync(
      path.join(lockDir, "owner.json"),
      JSON.stringify({ pid: Number(gone), host: hostname(), startedAt: Date.now() }),
    );
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    await expect(withBuildLock(() => "built", { lockDir })).resolves.toBe("built");
    expect(log).toHaveBeenCalledWith(expect.stringContaining("stale build lock"));
    log.mockRestore();
  });

  it("waits for a lock whose owner is alive", async () => {
    const lockDir = freshLockDir();
    mkdirSync(lockDir);
    writeFileSync(
      path.join(lockDir, "owner.json"),
      JSON.stringify({ pid: process.pid, host: hostname(), startedAt: Date.now() }),
    );
    let ran = false;
    const held = withBuildLock(() => (ran = true), { lockDir });
    await pause(700);
    expect(ran).toBe(false);
    rmSync(lockDir, { recursive: true });
    await held;
    expect(ran).toBe(true);
  });
});
