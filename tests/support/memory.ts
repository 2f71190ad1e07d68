import { readFileSync } from "node:fs";

/** Peak RSS an instance may reach under the bench's and the soak's load (issue 13). */
export const RSS_BOUND_BYTES = 300 * 2 ** 20;

/** Resident set size of a process, in bytes (Linux /proc). */
export function rssBytes(pid: number): number {
  const kb = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m)?.[1];
  if (!kb) throw new Error(`No VmRSS for process ${pid}`);
  return Number(kb) * 1024;
}

/** Samples RSS every 100 ms until stopped (or until the process exits); returns the peak. */
export function samplePeakRss(pid: number): { stop: () => number } {
  let peak = rssBytes(pid);
  const sample = () => {
    try {
      peak = Math.max(peak, rssBytes(pid));
    } catch {
      // The process has exited (a crash the caller reports): the peak so far stands.
      clearInterval(timer);
    }
  };
  const timer = setInterval(sample, 100);
  return {
    stop: () => {
      clearInterval(timer);
      sample();
      return peak;
    },
  };
}
