import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testDialects } from "#tests/database.ts";
import { insertApplication, insertStaff } from "#tests/leads.ts";
import { receiveFounderUpload } from "#tests/founder-upload.ts";
import { pdfBytes } from "#tests/sample-files.ts";
import { completeUpload } from "./founder-documents.server.ts";
import { documentRequests, requestDocuments } from "./requests.server.ts";
import { applicationBytes } from "./storage.server.ts";

/*
 * Issue 26 item 2: the 250 MB an application may hold was read when each upload started, counting only
 * completed files, so uploads sent side by side all passed it. The total is checked again as each
 * upload completes: exactly the ones that fit are stored.
 */

const MB = 1024 * 1024;

describe.each(testDialects)("an application's 250 MB under parallel uploads on %s", (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(() => database?.dispose());

  it("stores exactly the parallel uploads that fit, and nothing of the others", { timeout: 120_000 }, async () => {
    const { handle } = database;
    const staff = await insertStaff(handle.db);
    const email = `quota-${dialect}@founder.example`;
    const application = await insertApplication(handle.db, { applicant_email: email });
    expect(
      await requestDocuments(handle, application.id, { itemKeys: ["cap-table"] }, { id: staff.id }, "quota-key"),
    ).toBe("done");
    const [request] = await documentRequests(handle.db, application.id);
    // 234 MB already held (a row's size is what the budget counts): room for two 8 MB files, not three.
    await handle.db
      .insertInto("document_files")
      .values({
        id: randomUUID(),
        request_id: request!.id,
        application_id: application.id,
        file_name: "earlier.pdf",
        content_type: "application/pdf",
        size_bytes: 234 * MB,
        status: "complete",
        created_at: new Date().toISOString(),
      })
      .execute();

    const sendOne = async (name: string) => {
      const founder = { email, applicationId: application.id, requestId: request!.id };
      const upload = await receiveFounderUpload(handle, founder, { fileName: name, bytes: pdfBytes(8 * MB) });
      if (!upload.ok) throw new Error(upload.error);
      return upload;
    };
    // All three are received before any completes, then they complete at once: the race the review found.
    const received = await Promise.all(["a.pdf", "b.pdf", "c.pdf"].map(sendOne));
    const outcomes = await Promise.all(received.map((upload) => completeUpload(handle, upload.target, upload.fileIds)));

    expect(outcomes.toSorted()).toEqual(["applicationFull", "done", "done"]);
    expect(await applicationBytes(handle.db, application.id)).toBe(250 * MB);
    const rows = await handle.db
      .selectFrom("document_files")
      .select(["file_name", "status"])
      .where("application_id", "=", application.id)
      .execute();
    expect(rows.filter((row) => row.status !== "complete")).toEqual([]);
    expect(rows).toHaveLength(3);
    const chunkFiles = await handle.db.selectFrom("document_chunks").select("file_id").distinct().execute();
    expect(chunkFiles).toHaveLength(2);
  });
});
