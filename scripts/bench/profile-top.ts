// `node scripts/bench/profile-top.ts <file.cpuprofile> [rows] [name,name…]`: where a CPU profile's time went, as
// text. Self time per place (a package under node_modules, Node's own code, the build, the server) and per
// function, each with its share of the profile and of the time not idle; with names, the time spent inside each
// function of that name, callees included. PROFILE_SKIP_SECONDS leaves out the profile's first seconds (start-up,
// migrations, warming). Decisions 040 and 079 read their figures from it.
import { readFileSync } from "node:fs";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, rowsArgument, namesArgument] = process.argv.slice(2);
if (!file) {
  console.error("usage: node scripts/bench/profile-top.ts <file.cpuprofile> [rows] [name,name…]");
  process.exit(2);
}
const rows = Number(rowsArgument ?? 40);
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parents = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
const inclusiveNames = new Set(namesArgument?.split(",").filter(Boolean));
const inclusive = new Map<string, number>();

/** The names of `inclusiveNames` on a sample's stack, each once. */
function namedOnStack(id: number): Set<string> {
  const found = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
    const name = nodes.get(at)?.callFrame.functionName ?? "";
    if (inclusiveNames.has(name)) found.add(name);
  }
  return found;
}

/** Where a frame's code lives: a package, Node itself, the app's build, or V8's own bookkeeping. */
function placeOf({ url, functionName }: ProfileNode["callFrame"]): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg?.[1]) return pkg[1];
  if (url.startsWith("node:")) return "node";
  if (url.includes("/build/server/")) return "build (app)";
  if (url.includes("/server/")) return "server/";
  if (url === "") return functionName.startsWith("(") ? functionName : "native";
  return "other";
}

const selfByFunction = new Map<string, number>();
const selfByPlace = new Map<string, number>();
let total = 0;
let idle = 0;
const skipMicros = Number(process.env.PROFILE_SKIP_SECONDS ?? 0) * 1e6;
let elapsed = 0;
profile.samples.forEach((id, index) => {
  const node = nodes.get(id);
  const micros = profile.timeDeltas[index] ?? 0;
  elapsed += micros;
  if (!node || elapsed < skipMicros) return;
  total += micros;
  const frame = node.callFrame;
  if (frame.functionName === "(idle)") idle += micros;
  const name = `${frame.functionName || "(anonymous)"} ${frame.url.replace(/^.*node_modules\//, "")}:${frame.lineNumber + 1}`;
  selfByFunction.set(name, (selfByFunction.get(name) ?? 0) + micros);
  const place = placeOf(frame);
  selfByPlace.set(place, (selfByPlace.get(place) ?? 0) + micros);
  if (inclusiveNames.size > 0)
    for (const named of namedOnStack(id)) inclusive.set(named, (inclusive.get(named) ?? 0) + micros);
});

const busy = Math.max(1, total - idle);
const line = (label: string, micros: number) =>
  `${((100 * micros) / total).toFixed(1).padStart(5)} %  ${((100 * micros) / busy).toFixed(1).padStart(5)} % busy  ${(micros / 1000).toFixed(0).padStart(7)} ms  ${label}`;
console.log(`profile ${(total / 1e6).toFixed(1)} s, idle ${((100 * idle) / total).toFixed(1)} %`);
console.log("\nSelf time by place");
for (const [place, micros] of [...selfByPlace].sort((a, b) => b[1] - a[1])) console.log(line(place, micros));
console.log(`\nSelf time by function (top ${rows})`);
for (const [name, micros] of [...selfByFunction].sort((a, b) => b[1] - a[1]).slice(0, rows))
  console.log(line(name, micros));
if (inclusiveNames.size > 0) {
  console.log("\nInside these functions, callees included");
  for (const name of inclusiveNames) console.log(line(name, inclusive.get(name) ?? 0));
}
