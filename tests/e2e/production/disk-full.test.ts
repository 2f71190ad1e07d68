import { execFileSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { formErrors } from "#app/content/shared/form-errors/data.ts";
import { BENCH_ALTCHA_KEY, contactSubmissions, openFormSession, postContact } from "#tests/contact-posts.ts";
import { bySize, recordFault } from "#tests/fault-report.ts";
import { decode } from "#tests/html.ts";
import { type RunningServer, startServer } from "#tests/server.ts";

/*
 * The SQLite counterpart of database-down.test.ts: the disk under a running server fills up.
 * SQLite then rolls each write back itself; the visitor must get the clear 503 with what they
 * typed, the log one error saying the disk is full (not one per post, not a rollback error that
 * hides the cause), and the first post after space returns must be stored. Mounting a small
 * tmpfs needs root.
 */
const isRoot = process.getuid?.() === 0;
const POSTS_DURING = bySize(10, 40);
const errorLines = (output: string) => output.split("\n").filter((line) => /"level":(?:50|60)/.test(line));

describe.skipIf(!isRoot)(`a full disk under a running server (SQLite)${isRoot ? "" : ": skipped, needs root"}`, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "noema-diskfull-"));
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.stop();
    execFileSync("umount", [dataDir]);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers 503 with the values kept, logs one error naming the cause, stores again once space returns", async () => {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=6m", "tmpfs", dataDir]);
    server = await startServer({ DATA_DIR: dataDir, ALTCHA_HMAC_KEY: BENCH_ALTCHA_KEY, RATE_LIMIT_FORM_MAX: "100000" });
    const session = await openFormSession(server.url);
    const bodies = await contactSubmissions(POSTS_DURING + 2, BENCH_ALTCHA_KEY, "diskfull");
    const url = server.url;
    const post = async (body: string) => {
      const { status, html } = await postContact(url, session, body);
      return { status, html: decode(html) };
    };
    const [before, ...rest] = bodies;
    const after = rest.pop() ?? "";
    expect((await post(before ?? "")).status).toBe(200);
    const outputBefore = server.output().length;

    const filler = path.join(dataDir, "filler");
    const fd = openSync(filler, "w");
    try {
      for (;;) writeSync(fd, Buffer.alloc(64 * 1024));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
    } finally {
      closeSync(fd);
    }
    const refusals = [];
    for (const body of rest) {
      const { status, html } = await post(body);
      const typed = new URLSearchParams(body);
      refusals.push({
        status,
        explained: html.includes(formErrors.storageUnavailable),
        kept: html.includes(`value="${typed.get("lastName")}"`) && html.includes(typed.get("message") ?? ""),
      });
    }
    const readyDuring = (await fetch(`${server.url}/readyz`)).status;
    rmSync(filler);
    const afterStatus = (await post(after)).status;
    const errors = errorLines(server.output().slice(outputBefore));
    const sqlite = new Database(path.join(dataDir, "noema.sqlite"), { readonly: true });
    const stored = sqlite.prepare("select last_name from contact_messages order by created_at").all() as {
      last_name: string;
    }[];
    sqlite.close();
    const answered = refusals.filter((refusal) => refusal.status === 503 && refusal.explained && refusal.kept);
    recordFault({
      fault: "Disk full under a running server",
      database: "sqlite",
      outcome:
        `${answered.length} of ${rest.length} posts answered 503 with the values kept; ${errors.length} error logged` +
        `${errors.some((line) => line.includes("SQLITE_FULL")) ? " (SQLITE_FULL)" : ""}; /readyz ${readyDuring} (reads still work); ` +
        `the first post after space returned: ${afterStatus}`,
    });
    expect(refusals).toEqual(Array(rest.length).fill({ status: 503, explained: true, kept: true }));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("SQLITE_FULL");
    expect(afterStatus).toBe(200);
    expect(stored.map((row) => row.last_name)).toEqual(
      [before, after].map((body) => new URLSearchParams(body).get("lastName")),
    );
  });
});
