import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { applyThroughWizard } from "#tests/application-wizard.ts";
import { createStaffAccount } from "#tests/staff.ts";
import { axeViolations, downloadText, openPage } from "#tests/browser.ts";
import { sharedBrowser } from "#tests/shared-browser.ts";

const baseURL = inject("baseURL");
const dataDir = inject("dataDir");
const tag = randomUUID().slice(0, 8);
const applicantEmail = `founder-${tag}@fjord-${tag}.example`;
const company = `Fjord Robotics ${tag}`;
const browser = sharedBrowser();
let admin: { email: string; name: string; password: string };

async function signIn(page: Page) {
  await page.goto(`${baseURL}/inbox`);
  await page.waitForURL(/\/inbox\/sign-in/);
  await page.getByLabel("Work e-mail").fill(admin.email);
  await page.getByLabel("Password").fill(admin.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(`${baseURL}/inbox/applications`);
}

async function searchApplications(page: Page, query: string) {
  await page.getByLabel(/^Search/).fill(query);
  await page.getByRole("button", { name: "Apply" }).click();
  await page.waitForURL(new RegExp(`[?&]q=${encodeURIComponent(query).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
}

beforeAll(async () => {
  admin = createStaffAccount(dataDir, "admin", "Astrid Admin");
});

describe("a partner works an application through", () => {
  it("applies, finds, assigns, moves, notes, exports, erases, finds nothing and signs out", async () => {
    const { page, errors, close } = await openPage(browser());
    await applyThroughWizard(
      page,
      baseURL,
      {
        firstName: "Ingrid",
        lastName: "Halvorsen",
        email: applicantEmail,
        phone: "+47 22 12 34 56",
        linkedin: "linkedin.com/in/ingrid-halvorsen",
        businessName: company,
        website: "fjord-robotics.example",
        country: "SE",
      },
      {
        annualRevenue: "$3,400,000",
        estimatedRunway: "14",
        cashBalance: "1200000",
        recentEquityRaise: "5000000",
        useOfProceeds: "Working Capital",
        businessDescription: "Warehouse robots.\nSold per robot-month.",
        majorInvestors: "Nordic Ventures",
      },
    );
    await signIn(page);

    await searchApplications(page, applicantEmail.toUpperCase());
    await page.getByRole("link", { name: company }).click();
    // The list's view (the search) comes along, for "Back" and previous/next.
    await page.waitForURL(/\/inbox\/applications\/[0-9a-f-]{36}(?:\?.*)?$/);
    const leadUrl = page.url();
    const reply = page.getByRole("link", { name: "Reply by e-mail" });
    expect(await reply.getAttribute("href")).toBe(
      `mailto:${applicantEmail}?subject=${encodeURIComponent(`Your application to Noema Capital: ${company}`)}`,
    );
    const fields = page.locator("dl");
    await fields.getByText("$3,400,000").waitFor();
    await fields.getByText("Sweden").waitFor();
    expect(await fields.getByText("Warehouse robots.").innerText()).toBe("Warehouse robots.\nSold per robot-month.");

    await page.getByLabel("Assigned to").selectOption({ label: admin.name });
    await page.getByRole("button", { name: "Assign" }).click();
    await page.getByRole("status").getByText("Saved.").waitFor();
    for (const status of ["Initial Review", "Due Diligence"]) {
      await page.getByLabel("Move to").selectOption({ label: status });
      await page.getByRole("button", { name: "Move" }).click();
      await page.locator("section", { hasText: "Workflow" }).getByText(status, { exact: true }).waitFor();
    }
    await page.getByLabel("New note").fill("Intro call booked; deck received.");
    await page.getByRole("button", { name: "Add note" }).click();
    await page.locator("li", { hasText: "Intro call booked; deck received." }).waitFor();
    const history = page.locator("section", { hasText: "History" });
    await history.getByText("moved it from Initial Review to Due Diligence").waitFor();
    await history.getByText(`assigned it to ${admin.name}`).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${baseURL}/inbox/applications?status=due_diligence&assignee=me&q=${encodeURIComponent(company)}`);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export CSV" }).click(),
    ]);
    const csv = await downloadText(download);
    const [header] = csv.split("\n");
    expect(header).toContain("Work e-mail");
    // Exactly one record (its description holds a line break, so lines are not records).
    expect(csv.split(applicantEmail)).toHaveLength(2);
    // Stages and countries in words, for a spreadsheet reader (issue 20); a UTF-8 byte-order mark first.
    expect(csv.startsWith("\uFEFFID,")).toBe(true);
    expect(csv).toContain(`,Due Diligence,${admin.name},Ingrid,Halvorsen,${applicantEmail},`);
    expect(csv).toContain(",3400000,");
    expect(csv).toContain('"Warehouse robots.\nSold per robot-month."');

    await page.getByRole("link", { name: "Data requests" }).click();
    await page.getByLabel("Their e-mail address").fill(applicantEmail);
    await page.getByRole("button", { name: "Show what we hold" }).click();
    await page.getByRole("heading", { name: `What we hold about ${applicantEmail}` }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel("Type the e-mail address again to confirm").fill(applicantEmail);
    await page.getByRole("button", { name: "Erase everything listed" }).click();
    await page
      .getByRole("status")
      .getByText(/Erased \d+ rows/)
      .waitFor();

    await page.getByRole("link", { name: /^Applications/ }).click();
    await searchApplications(page, applicantEmail);
    await page.getByText("Nothing matches this view.").waitFor();
    expect((await page.goto(leadUrl))?.status()).toBe(404);

    await page.goto(`${baseURL}/inbox/applications`);
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(/\/inbox\/sign-in/);
    const after = await page.evaluate(async () => (await fetch("/inbox/applications", { redirect: "manual" })).type);
    expect(after).toBe("opaqueredirect");
    expect(errors.filter((error) => !error.includes("404"))).toEqual([]);
    await close();
  });
});
