import { getHeapStatistics } from "node:v8";

/*
 * V8 sizes its heap from the machine's memory (gigabytes here) and grows it lazily, so under
 * load an instance reached 876 MB RSS with about 100 MB of live objects. These flags bound the
 * young generation (the semi-spaces) and the old space; V8 only reads them at process start, so
 * they sit on the command line: package.json's start script, the tests' and the bench's server,
 * and the systemd unit in docs/operations.md. Measured: peak RSS 289 MB under SSR and page load
 * instead of 563 MB, for about a tenth of SSR throughput.
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=8", "--max-old-space-size=160"] as const;

const OLD_SPACE_MB = 160;

/** A line for the start-up log when the process runs without the flags (their heap limit is ~200 MB). */
export function memoryFlagsWarning(): string | undefined {
  const limitMb = getHeapStatistics().heap_size_limit / 2 ** 20;
  if (limitMb <= OLD_SPACE_MB * 1.5) return undefined;
  return `Started without ${SERVER_NODE_FLAGS.join(" ")} (heap limit ${Math.round(limitMb)} MB): memory under load may grow past 300 MB. See docs/operations.md.`;
}
