import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testDialects } from "#tests/database.ts";
import { insertApplication, insertStaff } from "#tests/leads.ts";
import { receiveFounderUpload } from "#tests/founder-upload.ts";
import { pdfBytes } from "#tests/sample-files.ts";
import { backupSqlite } from "#app/platform/db/backup.server.ts";
import { openDatabase } from "#app/platform/db/db.server.ts";
import { accessExport } from "#app/platform/privacy/access.server.ts";
import { eraseByEmail } from "#app/platform/privacy/erasure.server.ts";
import { purgeExpired } from "#app/platform/privacy/retention.server.ts";
import { completeUpload, founderUploadTarget } from "./founder-documents.server.ts";
import { documentRequests, requestDocuments, reviewRequest } from "./requests.server.ts";
import { readChunks } from "./storage.server.ts";

const staff = { id: "" };

describe.each(testDialects)("due-diligence documents on %s", (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    staff.id = (await insertStaff(database.handle.db)).id;
  });
  afterAll(() => database?.dispose());

  /** An application with two requests and one PDF uploaded against the first. */
  async function withUpload(email: string) {
    const { handle } = database;
    const application = await insertApplication(handle.db, { applicant_email: email });
    const wanted = { itemKeys: ["cap-table", "investor-deck"] };
    expect(await requestDocuments(handle, application.id, wanted, staff, "form-key-1")).toBe("done");
    const [request] = await documentRequests(handle.db, application.id);
    const pdf = pdfBytes(300 * 1024);
    const founder = { email, applicationId: application.id, requestId: request!.id };
    const upload = await receiveFounderUpload(handle, founder, { fileName: "cap table.pdf", bytes: pdf });
    if (!upload.ok) throw new Error(upload.error);
    await completeUpload(handle, upload.target, upload.fileIds);
    return { application, requestId: request!.id, fileId: upload.fileIds[0]!, pdf };
  }

  const outboxFor = (leadId: string) =>
    database.handle.db
      .selectFrom("outbox")
      .select("payload")
      .where("kind", "=", "founder_documents_requested")
      .where("payload", "like", `%${leadId}%`)
      .execute();

  it("adds each request once and queues one e-mail, however often the form is posted", async () => {
    const { handle } = database;
    const application = await insertApplication(handle.db);
    const wanted = { itemKeys: ["cap-table"], other: "Board minutes" };
    expect(await requestDocuments(handle, application.id, wanted, staff, "key-a")).toBe("done");
    expect(await requestDocuments(handle, application.id, wanted, staff, "key-a")).toBe("nothing-new");
    // A new form asking for the same checklist item adds nothing either.
    expect(await requestDocuments(handle, application.id, { itemKeys: ["cap-table"] }, staff, "key-b")).toBe(
      "nothing-new",
    );
    expect((await documentRequests(handle.db, application.id)).map((request) => request.title)).toEqual([
      "Board minutes",
      "Cap table",
    ]);
    // The same free-text request again, from a new form, while the first is open: refused, nothing added.
    expect(
      await requestDocuments(handle, application.id, { itemKeys: [], other: " board MINUTES " }, staff, "key-c"),
    ).toBe("duplicate");
    expect(
      await requestDocuments(
        handle,
        application.id,
        { itemKeys: ["investor-deck"], other: "Board minutes" },
        staff,
        "key-d",
      ),
    ).toBe("duplicate");
    expect(await documentRequests(handle.db, application.id)).toHaveLength(2);
    const mails = await outboxFor(application.id);
    expect(mails).toHaveLength(1);
    expect(JSON.parse(mails[0]!.payload)).toEqual({
      leadId: application.id,
      email: application.applicant_email,
      firstName: application.applicant_first_name,
    });
  });

  it("moves a request through received, changes needed, received again and accepted", async () => {
    const { handle } = database;
    const email = `review-${dialect}@founder.example`;
    const { application, requestId } = await withUpload(email);
    const stateOf = async () =>
      (await documentRequests(handle.db, application.id)).find((request) => request.id === requestId);
    expect((await stateOf())?.status).toBe("received");
    const changes = { decision: "changes" as const, comment: "Please send the signed version" };
    expect(await reviewRequest(handle, application.id, requestId, changes, staff)).toBe("done");
    expect(await stateOf()).toMatchObject({ status: "changes_needed", staffComment: "Please send the signed version" });
    // Nothing new received: accepting is refused until the founder uploads again.
    expect(await reviewRequest(handle, application.id, requestId, { decision: "accept" }, staff)).toBe("not-allowed");
    const target = await founderUploadTarget(handle.db, email, application.id, requestId);
    if (typeof target === "string") throw new Error(target);
    await completeUpload(handle, target, []);
    expect(await reviewRequest(handle, application.id, requestId, { decision: "accept" }, staff)).toBe("done");
    expect((await stateOf())?.status).toBe("accepted");
    expect(await founderUploadTarget(handle.db, email, application.id, requestId)).toBe("closed");
    expect(await founderUploadTarget(handle.db, "someone@else.example", application.id, requestId)).toBe("notFound");
  });

  it("lists documents in the access export without their bytes, and erases them with the person", async () => {
    const { handle } = database;
    const email = `erase-${dialect}@founder.example`;
    const { application, fileId } = await withUpload(email);
    const exported = await accessExport(handle.db, email);
    expect(exported.documents).toEqual([
      expect.objectContaining({
        application_id: application.id,
        title: "Cap table",
        status: "received",
        files: [expect.objectContaining({ file_name: "cap table.pdf", size_bytes: 300 * 1024 })],
      }),
      expect.objectContaining({ title: "Investor deck", status: "requested", files: [] }),
    ]);
    expect(JSON.stringify(exported)).not.toContain("%PDF");
    await eraseByEmail(handle, email, null);
    const left = await handle.db.selectFrom("document_chunks").select("seq").where("file_id", "=", fileId).execute();
    expect(left).toEqual([]);
    expect(await documentRequests(handle.db, application.id)).toEqual([]);
  });

  it("purges documents with their application and uploads never finished", async () => {
    const { handle } = database;
    const { application, fileId } = await withUpload(`purge-${dialect}@founder.example`);
    await handle.db
      .updateTable("document_files")
      .set({ status: "uploading", created_at: "2020-01-01T00:00:00.000Z" })
      .where("id", "=", fileId)
      .execute();
    const purged = await purgeExpired(handle.db);
    expect(purged.documents).toBe(1);
    expect(await handle.db.selectFrom("document_files").select("id").where("id", "=", fileId).execute()).toEqual([]);
    await handle.db.deleteFrom("applications").where("id", "=", application.id).execute();
    await purgeExpired(handle.db);
    expect(await documentRequests(handle.db, application.id)).toEqual([]);
  });

  it.runIf(dialect === "sqlite")("keeps documents in a database backup", async () => {
    const { handle } = database;
    const { fileId, pdf } = await withUpload("backup@founder.example");
    const dir = mkdtempSync(path.join(tmpdir(), "noema-docs-backup-"));
    try {
      const file = path.join(dir, "copy.sqlite");
      await backupSqlite(handle.sqliteFile!, file);
      const copy = openDatabase({ sqliteFile: file });
      const parts: Uint8Array[] = [];
      for await (const chunk of readChunks(copy.db, fileId)) parts.push(chunk);
      await copy.close();
      expect(Buffer.concat(parts).equals(pdf)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
