// `node scripts/bench/page-cpu.ts`: the server CPU (user + system, from /proc) each GET of PAGE_CPU_PATH (default
// /contact) costs the production server and node:http sending the same response (benchmark 2's baseline), over
// the same fixed number of requests each (PAGE_CPU_REQUESTS, default 40,000), in alternating rounds. Throughput on
// a shared machine moves with the other work on it; CPU per request holds (decision 040), so this is the figure
// to compare a change of the fast path by.
import { readFileSync, writeFileSync } from "node:fs";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startServer } from "#tests/server.ts";
import { runLoad } from "./load.ts";
import { pageConnections } from "./options.ts";
import { ROOT, documentHeaders, startStaticServer } from "./processes.ts";

const pagePath = process.env.PAGE_CPU_PATH ?? "/contact";
const requests = Number(process.env.PAGE_CPU_REQUESTS ?? 40_000);
const rounds = 3;
/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** User plus system CPU of a process so far, in microseconds. */
function cpuMicros(pid: number): number {
  // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / TICKS_PER_SECOND;
}

const app = await startServer();
const headersFile = path.join(mkdtempSync(path.join(tmpdir(), "noema-page-cpu-")), "headers.json");
writeFileSync(headersFile, JSON.stringify(await documentHeaders(`${app.url}${pagePath}`)));
const baseline = await startStaticServer(path.join(ROOT, "build", "client"), headersFile);
const servers = [
  { name: "Noema server", url: app.url, pid: app.process.pid ?? 0, micros: 0, answered: 0 },
  { name: "node:http, the same response", url: baseline.url, pid: baseline.pid, micros: 0, answered: 0 },
];
try {
  for (const server of servers) await runLoad({ url: `${server.url}${pagePath}`, connections: 8, duration: 1 });
  for (let round = 0; round < rounds; round++) {
    for (const server of round % 2 === 0 ? servers : [...servers].reverse()) {
      const before = cpuMicros(server.pid);
      const load = await runLoad({
        url: `${server.url}${pagePath}`,
        connections: pageConnections,
        duration: 120,
        amount: requests,
      });
      server.micros += cpuMicros(server.pid) - before;
      server.answered += load.total - load.failed;
    }
  }
  for (const server of servers)
    console.log(`${server.name.padEnd(30)} ${(server.micros / server.answered).toFixed(1)} µs CPU per request`);
  const [noema, nodeHttp] = servers.map((server) => server.micros / server.answered);
  console.log(`node:http / Noema, CPU per request: ${((nodeHttp ?? 0) / (noema ?? 1)).toFixed(2)}`);
} finally {
  await baseline.stop();
  await app.stop();
}
