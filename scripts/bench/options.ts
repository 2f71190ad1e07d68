import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { ROOT } from "./processes.ts";
import type { ResilienceSize } from "./resilience.ts";

// `--smoke` runs every benchmark for about a second so `npm test` keeps this code working.
// `--only prerendered` or `--only forms` runs just that section (to iterate on it) and prints the
// figures; the published BENCHMARKS files stay as they are. `--only inbox`, `--only export`, `--only fuzz`
// or `--only resilience` runs that section at bench size and replaces just it in BENCHMARKS.md/.json.
// `--only upload` uploads a 25 MB document and prints the server's RSS before, at peak and after.
// `--only edge-cache` measures a page through the nginx cache beside nginx serving the same file, and
// replaces just that section (with --smoke: one-second runs, printed, the published files untouched).
// `--only interaction` types into the three form pages on a 4× slower CPU (INP, the first message) and replaces
// just that section. `--only load` reruns benchmarks 1–5 and 1b (pages, forms, memory, bytes, the nginx cache) and replaces
// just those sections.
const { values } = parseArgs({
  options: {
    smoke: { type: "boolean", default: false },
    only: { type: "string" },
    out: { type: "string" },
    // Re-render the Markdown from the JSON (and the Lighthouse table from AUDIT.json) without measuring.
    "render-only": { type: "boolean", default: false },
  },
});

export const SECTIONS = [
  "forms",
  "prerendered",
  "load",
  "edge-cache",
  "inbox",
  "export",
  "fuzz",
  "resilience",
  "upload",
  "interaction",
] as const;
export type Section = (typeof SECTIONS)[number];
if (values.only !== undefined && !(SECTIONS as readonly string[]).includes(values.only)) {
  console.error(
    `--only accepts ${SECTIONS.map((name) => JSON.stringify(name)).join(", ")}, not ${JSON.stringify(values.only)}`,
  );
  process.exit(2);
}

export const smoke = values.smoke;
export const only = values.only as Section | undefined;
export const renderOnly = values["render-only"];
/** The report's path without extension; smoke and partial runs never overwrite the published one. */
export const out =
  values.out ??
  (only === "forms"
    ? path.join(tmpdir(), "noema-bench-forms")
    : smoke
      ? path.join(tmpdir(), "noema-bench-smoke")
      : path.join(ROOT, "BENCHMARKS"));

// The fuzz: ≥ 100,000 requests per database (a few hundred in smoke mode); FUZZ_SEED replays a failure.
export const fuzzRequests = Number(process.env.FUZZ_REQUESTS ?? (smoke ? 300 : 100_000));
export const fuzzSeed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
// Crashes, faults and soak (issue 13): 20 kills per database, the fault tests at full size and a
// 60-second soak; one kill, one fault and 3 s in smoke mode.
export const resilienceSize: ResilienceSize = smoke
  ? { kills: 1, soakSeconds: 3, soakRate: 10, faults: "smoke" }
  : { kills: 20, soakSeconds: 60, soakRate: 50, faults: "full" };
export const seconds = smoke ? 1 : 10;
export const pageConnections = 32;
export const formConnections = 10;

const startedAt = Date.now();
export const log = (message: string) =>
  console.log(`[bench ${((Date.now() - startedAt) / 1000).toFixed(0)} s] ${message}`);
