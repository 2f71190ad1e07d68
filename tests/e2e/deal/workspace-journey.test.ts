import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPage, VIEWPORTS, waitForHydration } from "#tests/browser.ts";
import { testDialects } from "#tests/database.ts";
import { founderLink } from "#tests/deal.ts";
import { insertApplication } from "#tests/leads.ts";
import { pdfBytes } from "#tests/sample-files.ts";
import { sharedBrowser } from "#tests/shared-browser.ts";
import { staffTargetFor } from "#tests/staff-target.ts";

/*
 * Issue 20, "done when", as one journey in the browser: a partner asks for two documents and writes a
 * question; the founder signs in by link, uploads a PDF and answers; the partner accepts the document,
 * moves the deal across the board by keyboard, sets a task, and finds the deal again by the founder's
 * accented name typed without its accents.
 */

describe.each(testDialects)("the deal workspace on %s", (dialect) => {
  let files: string;
  beforeAll(() => {
    files = mkdtempSync(path.join(tmpdir(), "noema-journey-"));
  });
  afterAll(() => rmSync(files, { recursive: true, force: true }));
  const target = staffTargetFor(dialect, { env: () => ({ FOUNDER_STAGE_MAIL_DELAY_MINUTES: "30" }) });
  const browser = sharedBrowser();

  it("carries a deal from first questions to the next stage, for both sides", { timeout: 180_000 }, async () => {
    const { baseURL } = target();
    const tag = randomUUID().slice(0, 8);
    const email = `jurgen-${tag}@nordlicht.example`;
    const company = `Nordlicht Speicher ${tag}`;
    const { id } = await target().read((db) =>
      insertApplication(db, {
        applicant_first_name: "Jürgen",
        applicant_last_name: "Schröder",
        applicant_email: email,
        business_name: company,
      }),
    );
    const partner = await openPage(browser(), { viewport: VIEWPORTS.desktop });
    const founder = await openPage(browser(), { viewport: VIEWPORTS.mobile });
    const staffPage = partner.page;

    // The partner asks for two documents and writes a question.
    await target().signIn(staffPage, await target().createAccount("member"));
    await staffPage.goto(`${baseURL}/inbox/applications/${id}`);
    // Each page is used once it has hydrated: a click in the same instant can be lost, which no user repeats in time.
    await waitForHydration(staffPage, "#documents button");
    const documents = staffPage.locator("#documents");
    await documents.getByLabel("Cap table").check();
    await documents.getByLabel("Investor deck").check();
    await documents.getByRole("button", { name: "Request documents" }).click();
    await documents.getByText("Documents requested.").waitFor();
    const conversation = staffPage.locator("#conversation");
    await conversation.getByLabel("Message to the founder").fill("How much of your revenue is contracted?");
    await conversation.getByRole("button", { name: "Send to the founder" }).click();
    await conversation.getByRole("status").filter({ hasText: "Sent." }).waitFor();

    // The founder signs in by link, answers, and uploads a PDF against the cap table.
    await founder.page.goto(await founderLink(target(), email));
    await founder.page.getByRole("button", { name: "Sign in" }).click();
    await founder.page.waitForURL(`${baseURL}/account`);
    await founder.page.goto(`${baseURL}/account/applications/${id}`);
    await waitForHydration(founder.page, "#conversation button");
    const thread = founder.page.locator("#conversation");
    await thread.getByText("How much of your revenue is contracted?").waitFor();
    await thread.getByLabel("Your message").fill("About 70%, on multi-year contracts.");
    await thread.getByRole("button", { name: "Send message" }).click();
    await thread.getByText("About 70%, on multi-year contracts.").waitFor();
    await founder.page.goto(`${baseURL}/account/applications/${id}/documents`);
    const capTable = founder.page.getByRole("article", { name: "Cap table" });
    const pdf = path.join(files, "cap-table.pdf");
    writeFileSync(pdf, pdfBytes(40 * 1024));
    await capTable.getByLabel("Files").setInputFiles(pdf);
    await capTable.getByRole("button", { name: "Upload" }).click();
    await founder.page.getByText("Uploaded. The team has been told it is received.").waitFor();

    // The partner reads the answer and accepts the document.
    await staffPage.goto(`${baseURL}/inbox/applications/${id}`);
    await waitForHydration(staffPage, "#documents button");
    await conversation.getByText("About 70%, on multi-year contracts.").waitFor();
    await documents.getByRole("button", { name: "Accept" }).click();
    await documents.getByText("Document accepted.").waitFor();

    // Across the board by keyboard: the partner picks the next stage in the card's "Move to" list.
    await staffPage.goto(`${baseURL}/inbox/board`);
    await waitForHydration(staffPage, `#move-${id}`);
    await staffPage.locator(`#card-${id} a`).focus();
    await staffPage.keyboard.press("Tab");
    await staffPage.keyboard.press("ArrowDown");
    expect(await staffPage.locator(`#move-${id}`).inputValue()).toBe("reviewing");
    await staffPage.keyboard.press("Tab");
    await staffPage.keyboard.press("Enter");
    await staffPage
      .getByRole("status")
      .filter({ hasText: `${company} moved to Initial Review` })
      .waitFor();
    const status = await target().read((db) =>
      db.selectFrom("applications").select("status").where("id", "=", id).executeTakeFirstOrThrow(),
    );
    expect(status.status).toBe("reviewing");

    // A task for Friday, then the deal found again by "Schroder", typed without its accent.
    await staffPage.goto(`${baseURL}/inbox/applications/${id}`);
    await waitForHydration(staffPage, "#tasks button");
    const tasks = staffPage.locator("#tasks");
    await tasks.getByLabel("Next step").fill("Call about the contracted revenue");
    await tasks.getByLabel("Due on").fill("2026-12-04");
    await tasks.getByRole("button", { name: "Add task" }).click();
    await tasks.getByText("Call about the contracted revenue", { exact: true }).waitFor();
    await staffPage.goto(`${baseURL}/inbox/applications`);
    await staffPage.getByLabel(/^Search/).fill(`schroder ${tag}`);
    await staffPage.keyboard.press("Enter");
    await staffPage.getByRole("link", { name: company }).click();
    await staffPage.getByRole("heading", { level: 1, name: company }).waitFor();

    expect([...partner.errors, ...founder.errors]).toEqual([]);
    await partner.close();
    await founder.close();
  });
});
