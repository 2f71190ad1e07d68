// Document upload (issue 20, decision 060): a founder uploads a 25 MB PDF to the production server (its
// 160 MB heap, SERVER_NODE_FLAGS) on SQLite; reports the server's RSS before, at its peak during the
// upload, and after, so a parser that buffered the file would show as a ~25 MB (or larger) rise.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { migrateToLatest, openDatabase } from "#app/platform/db/db.server.ts";
import { MAX_FILE_BYTES } from "#app/deal/documents/server/file-types.server.ts";
import { mintFounderLink } from "#app/founder/server/links.server.ts";
import { insertApplication } from "#tests/leads.ts";
import { rssBytes, samplePeakRss } from "#tests/memory.ts";
import { multipartBody, pdfBytes } from "#tests/sample-files.ts";
import { startServer } from "#tests/server.ts";

export interface UploadBench {
  status: number;
  fileBytes: number;
  seconds: number;
  idleRssBytes: number;
  peakRssBytes: number;
  afterRssBytes: number;
  /** The peak during a second 25 MB upload, after the first. */
  secondPeakRssBytes: number;
  storedBytes: number;
}

const cookieOf = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${name}=`))
    ?.split(";")[0];

export async function benchUpload(log: (line: string) => void = console.log): Promise<UploadBench> {
  const dir = mkdtempSync(path.join(tmpdir(), "noema-bench-upload-"));
  const handle = openDatabase({ sqliteFile: path.join(dir, "noema.sqlite") });
  const server = await startServer({ DATA_DIR: dir, OUTBOX_WORKER: "off" }).catch(async (error: unknown) => {
    await handle.close();
    throw error;
  });
  try {
    await migrateToLatest(handle);
    const email = `bench-${randomUUID().slice(0, 8)}@founder.example`;
    const application = await insertApplication(handle.db, { applicant_email: email });
    const requestId = randomUUID();
    const at = new Date().toISOString();
    await handle.db
      .insertInto("document_requests")
      .values({
        id: requestId,
        application_id: application.id,
        item_key: "management-accounts",
        title: "Management accounts",
        status: "requested",
        staff_comment: null,
        requested_by: null,
        idempotency_key: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    const token = await mintFounderLink(handle.db, email, "sign_in");
    const signedIn = await fetch(`${server.url}/account/link`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token, purpose: "sign_in" }),
    });
    const session = cookieOf(signedIn, "noema_founder_session") ?? "";
    const page = await fetch(`${server.url}/account`, { headers: { cookie: session } });
    const csrfCookie = cookieOf(page, "noema_csrf") ?? "";
    const boundary = "----noema-bench";
    const pid = server.process.pid ?? 0;
    const send = async (file: Buffer) => {
      const body = multipartBody(boundary, [
        { name: "csrf", value: csrfCookie.split("=")[1] ?? "" },
        { name: "requestId", value: requestId },
        { name: "files", fileName: "management-accounts.pdf", bytes: file },
      ]);
      // Let earlier garbage settle, so "before" is the idle figure.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const before = rssBytes(pid);
      const rss = samplePeakRss(pid);
      const started = performance.now();
      const response = await fetch(`${server.url}/account/applications/${application.id}/documents`, {
        method: "POST",
        redirect: "manual",
        headers: {
          cookie: `${session}; ${csrfCookie}`,
          origin: server.url,
          "content-type": `multipart/form-data; boundary=${boundary}`,
        },
        body: new Uint8Array(body),
      });
      await response.arrayBuffer();
      const seconds = Number(((performance.now() - started) / 1000).toFixed(1));
      return { status: response.status, seconds, before, peak: rss.stop(), after: rssBytes(pid) };
    };
    // A 2.5 MB upload first: it warms the code paths, and its peak is the baseline a buffering parser would
    // exceed by the file's size.
    const warm = await send(pdfBytes(MAX_FILE_BYTES / 10));
    const file = pdfBytes(MAX_FILE_BYTES);
    const full = await send(file);
    // A second one: a parser that kept what it read would grow again by the file's size.
    const again = await send(file);
    const { status, seconds } = full;
    const idleRssBytes = full.before;
    const peakRssBytes = full.peak;
    const afterRssBytes = full.after;
    log(`  second 25 MB upload: HTTP ${again.status}, RSS before ${mb(again.before)}, peak ${mb(again.peak)}`);
    log(`  warm-up 2.5 MB upload: HTTP ${warm.status}, RSS before ${mb(warm.before)}, peak ${mb(warm.peak)}`);
    const stored = await handle.db
      .selectFrom("document_files")
      .select("size_bytes")
      .where("application_id", "=", application.id)
      .where("status", "=", "complete")
      .orderBy("size_bytes", "desc")
      .executeTakeFirst();
    const result = {
      status,
      secondPeakRssBytes: again.peak,
      fileBytes: file.length,
      seconds,
      idleRssBytes,
      peakRssBytes,
      afterRssBytes,
      storedBytes: Number(stored?.size_bytes ?? 0),
    };
    log(renderUpload(result).join("\n"));
    return result;
  } finally {
    await server.stop();
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

/** The report's section: the upload's RSS beside the same server's idle RSS (its baseline) in one run. */
export function renderUploadSection(bench: UploadBench): string[] {
  return [
    "## Document upload (25 MB)",
    "",
    "A founder's 25 MB PDF posted to the production server (160 MB heap) on SQLite, then a second one: the server's resident memory before (the baseline), at its peak during each upload and after. A parser that held the file would add at least its 25 MB on each upload.",
    "",
    "| | RSS | Change from before |",
    "| --- | --- | --- |",
    `| before (baseline) | ${mb(bench.idleRssBytes)} | |`,
    `| peak, first upload (${bench.seconds} s, HTTP ${bench.status}) | ${mb(bench.peakRssBytes)} | +${mb(bench.peakRssBytes - bench.idleRssBytes)} |`,
    `| after | ${mb(bench.afterRssBytes)} | +${mb(bench.afterRssBytes - bench.idleRssBytes)} |`,
    `| peak, second upload | ${mb(bench.secondPeakRssBytes)} | +${mb(bench.secondPeakRssBytes - bench.idleRssBytes)} |`,
    "",
  ];
}

export function renderUpload(bench: UploadBench): string[] {
  return [
    `document upload (SQLite): ${mb(bench.fileBytes)} PDF → HTTP ${bench.status} in ${bench.seconds} s; stored ${mb(bench.storedBytes)}`,
    `  server RSS before ${mb(bench.idleRssBytes)}, peak ${mb(bench.peakRssBytes)} (+${mb(bench.peakRssBytes - bench.idleRssBytes)}), after ${mb(bench.afterRssBytes)}; a second 25 MB upload peaks at ${mb(bench.secondPeakRssBytes)}`,
  ];
}
