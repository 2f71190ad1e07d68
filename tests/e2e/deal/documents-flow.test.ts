import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPage, waitForHydration } from "#tests/browser.ts";
import { testDialects } from "#tests/database.ts";
import { documentRows, founderLink, postDocuments } from "#tests/deal.ts";
import { expectNoViolations, founderMailbox } from "#tests/founder.ts";
import { insertApplication } from "#tests/leads.ts";
import { startSmtpServer } from "#tests/receivers.ts";
import { pdfBytes } from "#tests/sample-files.ts";
import { sharedBrowser } from "#tests/shared-browser.ts";
import { staffClient } from "#tests/staff.ts";
import { staffTargetFor } from "#tests/staff-target.ts";

/*
 * Issue 20, due diligence: staff request two documents, the founder (signed in by link) uploads a PDF with
 * the page's own form, staff see it received, download the same bytes as an attachment, and accept it.
 */

describe.each(testDialects)("document requests on %s", (dialect) => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let files: string;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    files = mkdtempSync(path.join(tmpdir(), "noema-docs-"));
  });
  afterAll(async () => {
    await smtp?.close();
    rmSync(files, { recursive: true, force: true });
  });
  const target = staffTargetFor(dialect, {
    env: () => ({ SMTP_URL: smtp.url, FOUNDER_STAGE_MAIL_DELAY_MINUTES: "0" }),
  });
  const browser = sharedBrowser();
  const { waitForMail } = founderMailbox(
    () => smtp,
    () => target().baseURL,
  );

  it("requests, uploads, downloads and accepts a document", { timeout: 120_000 }, async () => {
    const tag = randomUUID().slice(0, 8);
    const email = `docs-${tag}@founder.example`;
    const company = `Ledger Works ${tag}`;
    const application = await target().read((db) =>
      insertApplication(db, { applicant_email: email, business_name: company, annual_revenue: 4_321_987 }),
    );
    const staff = await staffClient(target().baseURL, await target().createAccount("member"));

    // Two checklist items; the same form posted twice adds nothing and mails once.
    const fields: [string, string][] = [
      ["intent", "request"],
      ["item", "management-accounts"],
      ["item", "cap-table"],
      ["other", ""],
      ["idempotencyKey", `key-${tag}`],
    ];
    for (const notice of ["requested", "nothing-new"]) {
      const response = await postDocuments(target(), staff, application.id, fields);
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe(
        `/inbox/applications/${application.id}?documents=${notice}#documents`,
      );
    }
    const [mail] = await waitForMail(email, 1, /documents/);
    expect(mail?.header("subject")).toBe("Documents requested for your application");
    expect(mail?.text).toContain(`/account/applications/${application.id}/documents`);
    expect(mail?.text).not.toMatch(/4[,.]?321[,.]?987|4\.3/);
    const queued = await target().read((db) =>
      db.selectFrom("outbox").select("id").where("kind", "=", "founder_documents_requested").execute(),
    );
    expect(queued).toHaveLength(1);

    const { page, errors, close } = await openPage(browser());
    await page.goto(await founderLink(target(), email));
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${target().baseURL}/account`);
    await page.getByRole("link", { name: "Documents for due diligence" }).click();
    await page.waitForURL(`${target().baseURL}/account/applications/${application.id}/documents`);
    const accounts = page.getByRole("article", { name: "Management accounts, last 24 months" });
    await accounts.waitFor();
    expect(await page.getByRole("article").count()).toBe(2);
    expect(await accounts.textContent()).toContain("Requested");
    await expectNoViolations(page, "documents requested");

    const pdf = pdfBytes(300 * 1024);
    const pdfPath = path.join(files, "Accounts 2025 Zürich.pdf");
    writeFileSync(pdfPath, pdf);
    await accounts.getByLabel("Files").setInputFiles(pdfPath);
    await accounts.getByRole("button", { name: "Upload" }).click();
    await page.getByText("Uploaded. The team has been told it is received.").waitFor();
    expect(await accounts.textContent()).toContain("Received");
    await expectNoViolations(page, "document received");

    const lead = await staff.get(`/inbox/applications/${application.id}`);
    const html = await lead.text();
    expect(html).toContain("Received");
    const { files: stored, chunks } = await documentRows(target(), application.id);
    expect(stored.map((file) => [file.file_name, file.status, Number(file.size_bytes)])).toEqual([
      ["Accounts 2025 Zürich.pdf", "complete", pdf.length],
    ]);
    expect(chunks).toBe(2);
    const href = `/inbox/applications/${application.id}/documents/${stored[0]!.id}`;
    expect(html).toContain(href);

    const download = await staff.get(href);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("content-disposition")).toBe(
      "attachment; filename=\"Accounts 2025 Z_rich.pdf\"; filename*=UTF-8''Accounts%202025%20Z%C3%BCrich.pdf",
    );
    expect(download.headers.get("x-content-type-options")).toBe("nosniff");
    expect(download.headers.get("cache-control")).toBe("no-store");
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
    const downloads = await target().read((db) =>
      db
        .selectFrom("audit_log")
        .select("after_value")
        .where("lead_id", "=", application.id)
        .where("action", "=", "document_downloaded")
        .execute(),
    );
    expect(downloads.map((row) => JSON.parse(row.after_value ?? "{}"))).toEqual([
      { fileName: "Accounts 2025 Zürich.pdf" },
    ]);

    // Staff review in the browser: ask for changes, the founder sees the comment and uploads again, staff accept.
    const staffView = await openPage(browser());
    const account = await target().createAccount("member");
    await target().signIn(staffView.page, account);
    await staffView.page.goto(`${target().baseURL}/inbox/applications/${application.id}`);
    // Used once hydrated: a click in the instant the page hydrates can be lost (seen under CI load).
    await waitForHydration(staffView.page, "#documents button");
    const card = staffView.page.getByRole("region", { name: "Documents" });
    await card.getByLabel("What needs to change").fill("Please add the 2024 months");
    await card.getByRole("button", { name: "Ask for changes" }).click();
    await card.getByText("Changes asked for. The founder sees your comment.").waitFor();
    await expectNoViolations(staffView.page, "staff documents card");

    await page.reload();
    expect(await accounts.textContent()).toContain("Changes needed");
    expect(await accounts.textContent()).toContain("Please add the 2024 months");
    await accounts.getByLabel("Files").setInputFiles(pdfPath);
    await accounts.getByRole("button", { name: "Upload" }).click();
    await page.getByText("Uploaded. The team has been told it is received.").waitFor();

    await staffView.page.reload();
    await waitForHydration(staffView.page, "#documents button");
    await card.getByRole("button", { name: "Accept" }).click();
    await card.getByText("Document accepted.").waitFor();
    expect(await card.textContent()).toContain("Accepted");
    expect(staffView.errors).toEqual([]);
    await staffView.close();
    await page.reload();
    expect(await accounts.textContent()).toContain("Accepted");
    expect(await accounts.getByRole("button", { name: "Upload" }).count()).toBe(0);
    // A data request's preview counts the founder's uploads (the walk found it silent on them).
    const admin = await staffClient(target().baseURL, await target().createAccount("admin"));
    const preview = await (await admin.post("/inbox/privacy", { intent: "preview", email })).text();
    expect(preview).toMatch(/Documents they uploaded \(with their applications\)<\/dt><dd>2<\/dd>/);
    expect(errors).toEqual([]);
    await close();
  });

  it("uploads with JavaScript off, through the plain multipart form", { timeout: 60_000 }, async () => {
    const tag = randomUUID().slice(0, 8);
    const email = `nojs-${tag}@founder.example`;
    const application = await target().read((db) => insertApplication(db, { applicant_email: email }));
    const staff = await staffClient(target().baseURL, await target().createAccount("member"));
    await postDocuments(target(), staff, application.id, [
      ["intent", "request"],
      ["item", "investor-deck"],
      ["other", ""],
      ["idempotencyKey", `key-${tag}`],
    ]);
    const { page, errors, close } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto(await founderLink(target(), email));
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${target().baseURL}/account`);
    await page.goto(`${target().baseURL}/account/applications/${application.id}/documents`);
    const deck = page.getByRole("article", { name: "Investor deck" });
    const first = path.join(files, `deck-${tag}.pdf`);
    const second = path.join(files, `appendix-${tag}.pdf`);
    writeFileSync(first, pdfBytes(40 * 1024));
    writeFileSync(second, pdfBytes(10 * 1024));
    await deck.getByLabel("Files").setInputFiles([first, second]);
    await deck.getByRole("button", { name: "Upload" }).click();
    await page.getByText("Uploaded. The team has been told it is received.").waitFor();
    expect(await deck.getByRole("link").allTextContents()).toEqual([`deck-${tag}.pdf`, `appendix-${tag}.pdf`]);
    expect(errors).toEqual([]);
    await close();
  });
});
