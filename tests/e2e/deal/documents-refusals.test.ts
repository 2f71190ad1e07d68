import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { testDialects } from "#tests/database.ts";
import { documentRows, founderClient, openCapTableRequest, postFounderUpload } from "#tests/deal.ts";
import { insertApplication } from "#tests/leads.ts";
import { postOnNewConnection } from "#tests/raw-http.ts";
import { elfBytes, multipartBody, pdfBytes, peBytes } from "#tests/sample-files.ts";
import { staffClient } from "#tests/staff.ts";
import { staffTargetFor } from "#tests/staff-target.ts";

/*
 * Issue 20: hostile uploads are refused with a clear message and a 4xx, and leave nothing stored: a
 * renamed executable, a file over 25 MB, a body cut off mid-file, and another founder's ids.
 */

const BOUNDARY = "----noema-e2e-boundary";

describe.each(testDialects)("document upload refusals on %s", (dialect) => {
  const target = staffTargetFor(dialect);

  /** A founder with an application and one open request; staff asked for it through the lead page's form. */
  async function founderWithRequest() {
    const tag = randomUUID().slice(0, 8);
    const email = `refusal-${tag}@founder.example`;
    const application = await target().read((db) => insertApplication(db, { applicant_email: email }));
    const staff = await staffClient(target().baseURL, await target().createAccount("member"));
    const requestId = await openCapTableRequest(target(), staff, application.id, tag);
    return { email, application, requestId, founder: await founderClient(target(), email), staff };
  }

  function upload(
    founder: { cookie: string; csrf: string },
    applicationId: string,
    requestId: string,
    file: { fileName: string; bytes: Buffer },
  ) {
    return postFounderUpload(target(), founder, { applicationId, requestId }, file);
  }

  const nothingStored = async (applicationId: string) => {
    const rows = await documentRows(target(), applicationId);
    expect({ files: rows.files.length, chunks: rows.chunks, orphanChunks: rows.orphanChunks }).toEqual({
      files: 0,
      chunks: 0,
      orphanChunks: 0,
    });
  };

  it("refuses executables named .pdf (415, with the message on the page)", async () => {
    const { application, requestId, founder } = await founderWithRequest();
    for (const bytes of [elfBytes(), peBytes()]) {
      const response = await upload(founder, application.id, requestId, { fileName: "invoice.pdf", bytes });
      expect(response.status).toBe(415);
      expect(await response.text()).toContain(
        "it is not a PDF, XLSX, XLS, CSV, DOCX, PNG or JPEG, whatever its name says",
      );
      await nothingStored(application.id);
    }
  });

  it("refuses a 26 MB file (413, with the message on the page)", { timeout: 60_000 }, async () => {
    const { application, requestId, founder } = await founderWithRequest();
    const response = await upload(founder, application.id, requestId, {
      fileName: "accounts.pdf",
      bytes: pdfBytes(26 * 1024 * 1024),
    });
    expect(response.status).toBe(413);
    expect(await response.text()).toContain("This file is over 25 MB");
    await nothingStored(application.id);
  });

  it("refuses a body cut off mid-file (400) and keeps no part of it", async () => {
    const { application, requestId, founder } = await founderWithRequest();
    const body = multipartBody(BOUNDARY, [
      { name: "csrf", value: founder.csrf },
      { name: "requestId", value: requestId },
      { name: "files", fileName: "accounts.pdf", bytes: pdfBytes(900 * 1024) },
    ]);
    const answer = await postOnNewConnection(
      `${target().baseURL}/account/applications/${application.id}/documents`,
      {
        cookie: founder.cookie,
        origin: target().baseURL,
        "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
      },
      body.subarray(0, 700 * 1024).toString("latin1"),
    );
    expect(answer).toMatchObject({ status: 400 });
    expect("body" in answer ? answer.body : "").toContain("The upload did not arrive whole");
    await nothingStored(application.id);
  });

  it("answers 404 to another founder's document, request and application", async () => {
    const owner = await founderWithRequest();
    const stored = await upload(owner.founder, owner.application.id, owner.requestId, {
      fileName: "cap-table.pdf",
      bytes: pdfBytes(),
    });
    expect(stored.status).toBe(303);
    const [file] = (await documentRows(target(), owner.application.id)).files;
    const other = await founderWithRequest();
    const download = await fetch(
      `${target().baseURL}/account/applications/${owner.application.id}/documents/${file!.id}`,
      { headers: { cookie: other.founder.cookie }, redirect: "manual" },
    );
    expect(download.status).toBe(404);
    const ownDownload = await fetch(
      `${target().baseURL}/account/applications/${owner.application.id}/documents/${file!.id}`,
      { headers: { cookie: owner.founder.cookie }, redirect: "manual" },
    );
    expect(ownDownload.status).toBe(200);
    // Into the other founder's application, and into their request from one's own application.
    const intoTheirs = await upload(other.founder, owner.application.id, owner.requestId, {
      fileName: "x.pdf",
      bytes: pdfBytes(),
    });
    expect(intoTheirs.status).toBe(404);
    const theirRequest = await upload(other.founder, other.application.id, owner.requestId, {
      fileName: "x.pdf",
      bytes: pdfBytes(),
    });
    expect(theirRequest.status).toBe(404);
    await nothingStored(other.application.id);
    expect((await documentRows(target(), owner.application.id)).files).toHaveLength(1);
    const page = await fetch(`${target().baseURL}/account/applications/${owner.application.id}/documents`, {
      headers: { cookie: other.founder.cookie },
      redirect: "manual",
    });
    expect(page.status).toBe(404);
  });

  it("refuses an upload whose CSRF token does not match (403) before storing anything", async () => {
    const { application, requestId, founder } = await founderWithRequest();
    const response = await upload({ ...founder, csrf: "x".repeat(43) }, application.id, requestId, {
      fileName: "accounts.pdf",
      bytes: pdfBytes(),
    });
    expect(response.status).toBe(403);
    await nothingStored(application.id);
  });
});
