import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { startServer } from "#tests/server.ts";
import { type LighthouseSummary, runLighthouseWithRetries, startLighthouse } from "#tests/quality/lighthouse.ts";
import { ROOT } from "./processes.ts";
import type { BenchReport } from "./report.ts";

/** The table of the last full audit (AUDIT.json), when there is one. */
export function lighthouseFromAudit(): BenchReport["lighthouse"] {
  const auditJson = path.join(ROOT, "AUDIT.json");
  if (!existsSync(auditJson)) return undefined;
  const audit = JSON.parse(readFileSync(auditJson, "utf8")) as { generatedAt: string; lighthouse: LighthouseSummary[] };
  return { source: `AUDIT.json (npm run audit, ${audit.generatedAt})`, summaries: audit.lighthouse };
}

/** The last audit's table or, without one, the four CI routes now; none in smoke mode. */
export async function lighthouseSection(
  smoke: boolean,
  log: (message: string) => void,
): Promise<BenchReport["lighthouse"]> {
  const fromAudit = lighthouseFromAudit();
  if (fromAudit || smoke) return fromAudit;
  log("Lighthouse on the four CI routes (no AUDIT.json yet)");
  const server = await startServer();
  const lighthouse = await startLighthouse();
  try {
    const summaries: LighthouseSummary[] = [];
    for (const route of ["/", "/about", "/contact", "/apply"]) {
      for (const preset of ["mobile", "desktop"] as const) {
        summaries.push(await runLighthouseWithRetries(lighthouse, server.url, route, preset));
      }
    }
    return { source: "this run (four routes; npm run audit covers all)", summaries };
  } finally {
    await lighthouse.close();
    await server.stop();
  }
}
