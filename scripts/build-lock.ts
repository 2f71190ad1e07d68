// One build at a time in a checkout: two `npm start` (or a start and `npm run build`) would
// otherwise write into the same build/ folder at once, and one of them dies (decision 053).
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";

export const BUILD_LOCK_DIR = path.resolve(import.meta.dirname, "..", ".build-lock");
/** Set for the build a lock holder runs, so that build does not wait for its own lock. */
export const LOCK_HELD_ENV = "NOEMA_BUILD_LOCK_HELD";

/** No build takes this long; a lock this old was left by a machine that went away. */
const STALE_AFTER_MS = 15 * 60_000;
const POLL_MS = 500;

interface Owner {
  pid: number;
  host: string;
  startedAt: number;
}

export interface LockOptions {
  lockDir?: string;
  /** Called once, when another process holds the lock and this one starts waiting. */
  onWait?: (owner: Owner | undefined) => void;
}

/** Runs `work` holding the lock: mkdir is atomic, so only one process at a time gets past it. */
export async function withBuildLock<T>(work: () => Promise<T> | T, options: LockOptions = {}): Promise<T> {
  const lockDir = options.lockDir ?? BUILD_LOCK_DIR;
  let waiting = false;
  for (;;) {
    try {
      mkdirSync(lockDir);
      const owner: Owner = { pid: process.pid, host: hostname(), startedAt: Date.now() };
      writeFileSync(path.join(lockDir, "owner.json"), JSON.stringify(owner));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const owner = readOwner(lockDir);
    if (isStale(lockDir, owner)) {
      removeStaleLock(lockDir);
      continue;
    }
    if (!waiting) options.onWait?.(owner);
    waiting = true;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  try {
    return await work();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}

function readOwner(lockDir: string): Owner | undefined {
  try {
    return JSON.parse(readFileSync(path.join(lockDir, "owner.json"), "utf8")) as Owner;
  } catch {
    return undefined;
  }
}

/** Stale: its owner on this machine is gone, or it is older than any build (owner unknown: by the folder's age). */
function isStale(lockDir: string, owner: Owner | undefined): boolean {
  if (owner?.host === hostname() && !isAlive(owner.pid)) return true;
  let startedAt = owner?.startedAt;
  if (startedAt === undefined) {
    try {
      startedAt = statSync(lockDir).mtimeMs;
    } catch {
      return false; // gone meanwhile: the next mkdir will tell
    }
  }
  return Date.now() - startedAt > STALE_AFTER_MS;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Renamed away first: of several waiters that found it stale, exactly one removes it. */
function removeStaleLock(lockDir: string) {
  const aside = `${lockDir}.stale-${randomBytes(4).toString("hex")}`;
  try {
    renameSync(lockDir, aside);
  } catch {
    return;
  }
  console.log("Removed a stale build lock left by a process that is gone.");
  rmSync(aside, { recursive: true, force: true });
}
