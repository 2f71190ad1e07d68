import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { testDialects } from "#tests/database.ts";
import { documentRows, founderClient, openCapTableRequest, postFounderUpload } from "#tests/deal.ts";
import { insertApplication } from "#tests/leads.ts";
import { pdfBytes } from "#tests/sample-files.ts";
import { staffClient } from "#tests/staff.ts";
import { staffTargetFor } from "#tests/staff-target.ts";

/*
 * Issue 26 item 3: a PDF named report.hta was downloaded by staff as report.hta, and HTML named
 * evil.csv was stored as text/csv. The stored name carries the detected type's extension, markup
 * named .csv is refused, every download is a sandboxed, unsniffed attachment, and staff read next to
 * a spreadsheet that it may hold formulas.
 */

const FORMULA_WARNING = "may hold formulas";

describe.each(testDialects)("document names and download headers on %s", (dialect) => {
  const target = staffTargetFor(dialect);

  async function founderWithRequest() {
    const tag = randomUUID().slice(0, 8);
    const email = `names-${tag}@founder.example`;
    const application = await target().read((db) => insertApplication(db, { applicant_email: email }));
    const staff = await staffClient(target().baseURL, await target().createAccount("admin"));
    const requestId = await openCapTableRequest(target(), staff, application.id, tag);
    const founder = await founderClient(target(), email);
    const upload = (fileName: string, bytes: Buffer) =>
      postFounderUpload(target(), founder, { applicationId: application.id, requestId }, { fileName, bytes });
    return { application, staff, founder, upload };
  }

  const expectSafeAttachment = (response: Response, fileName: string) => {
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="${fileName}"; filename*=UTF-8''${fileName}`,
    );
    expect(response.headers.get("content-security-policy")).toBe("sandbox");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  };

  it("stores a PDF named report.hta as report.pdf and serves it sandboxed to founder and staff", async () => {
    const { application, staff, founder, upload } = await founderWithRequest();
    const pdf = pdfBytes(4096);
    expect((await upload("report.hta", pdf)).status).toBe(303);
    const [file] = (await documentRows(target(), application.id)).files;
    expect(file?.file_name).toBe("report.pdf");
    const path = `/applications/${application.id}/documents/${file!.id}`;

    const own = await fetch(`${target().baseURL}/account${path}`, { headers: { cookie: founder.cookie } });
    expectSafeAttachment(own, "report.pdf");
    expect(Buffer.from(await own.arrayBuffer()).equals(pdf)).toBe(true);
    const staffCopy = await staff.get(`/inbox${path}`);
    expectSafeAttachment(staffCopy, "report.pdf");
    expect(Buffer.from(await staffCopy.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it("refuses HTML or SVG named .csv (415) and stores nothing", async () => {
    const { application, upload } = await founderWithRequest();
    for (const text of [
      "<!DOCTYPE html><html><body><script>fetch('/inbox')</script></body></html>",
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>',
      'name,note\nAcme,"<script>alert(1)</script>"\n',
    ]) {
      const response = await upload("evil.csv", Buffer.from(text));
      expect(response.status).toBe(415);
      expect(await response.text()).toContain("whatever its name says");
    }
    expect((await documentRows(target(), application.id)).files).toEqual([]);
  });

  it("warns staff beside a CSV that it may hold formulas, and not beside a PDF", async () => {
    const { application, staff, upload } = await founderWithRequest();
    expect((await upload("accounts.pdf", pdfBytes())).status).toBe(303);
    const lead = async () => {
      const html = await (await staff.get(`/inbox/applications/${application.id}`)).text();
      return html.slice(html.indexOf('id="documents"'));
    };
    expect(await lead()).not.toContain(FORMULA_WARNING);
    expect((await upload("cohorts.csv", Buffer.from("month,revenue\n2026-01,=1+1\n"))).status).toBe(303);
    const documents = await lead();
    expect(documents.split(FORMULA_WARNING)).toHaveLength(2);
    // The warning sits with the CSV's own download link.
    const csvLink = documents.indexOf("cohorts.csv");
    expect(documents.indexOf(FORMULA_WARNING)).toBeGreaterThan(csvLink);
  });

  it("sends the staff CSV export sandboxed and unsniffed too", async () => {
    const { staff } = await founderWithRequest();
    const csv = await staff.post("/inbox/applications/export", { q: "nobody-at-all" });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; /);
    expect(csv.headers.get("content-security-policy")).toBe("sandbox");
    expect(csv.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
