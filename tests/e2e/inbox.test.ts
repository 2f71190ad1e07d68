import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import Database from "better-sqlite3";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axeViolations, launchBrowser, openPage } from "./support/browser";

const baseURL = inject("baseURL");
const dataDir = inject("dataDir");
const ROOT = path.resolve(import.meta.dirname, "../..");
const email = `staff-${randomUUID().slice(0, 8)}@noema.example`;
const password = "a-long-staff-password";
const company = `Inbox Test Robotics ${randomUUID().slice(0, 6)}`;
let browser: Browser;
let leadId: string;

beforeAll(async () => {
  execFileSync(process.execPath, ["scripts/staff-create.ts", "--email", email, "--name", "Ana Staff"], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, STAFF_PASSWORD: password, LOG_LEVEL: "silent" },
  });
  // A stored contact message, as the form pipeline would leave it.
  leadId = randomUUID();
  const db = new Database(path.join(dataDir, "noema.sqlite"));
  db.prepare(
    "insert into contact_messages (id, first_name, last_name, email, company, subject, message, created_at) values (?, ?, ?, ?, ?, ?, ?, ?)",
  ).run(
    leadId,
    "Mia",
    "Keller",
    "mia@example.com",
    company,
    "Founder Inquiry",
    '=HYPERLINK("x") We want to talk.',
    new Date().toISOString(),
  );
  db.close();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("staff inbox", () => {
  it("is private: pages redirect to sign-in and the export refuses strangers", async () => {
    const response = await fetch(`${baseURL}/inbox`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/inbox/sign-in?next=%2Finbox");
    const exportResponse = await fetch(`${baseURL}/inbox/export/contact`, { redirect: "manual" });
    expect(exportResponse.status).toBe(302);
  });

  it("rejects a wrong password with a message and keeps the e-mail", async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${baseURL}/inbox/sign-in`);
    await page.getByLabel("Work e-mail").fill(email);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert").textContent()).resolves.toContain("don't match an account");
    expect(await page.getByLabel("Work e-mail").inputValue()).toBe(email);
    await close();
  });

  it("lets staff sign in, review a lead, note it, set its status, export it and sign out", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(`${baseURL}/inbox`);
    await page.waitForURL(/\/inbox\/sign-in/);
    await page.getByLabel("Work e-mail").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${baseURL}/inbox`);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("link", { name: new RegExp(company) }).click();
    await page.waitForURL(`${baseURL}/inbox/contact/${leadId}`);
    await page.locator("main dd").getByText("mia@example.com").waitFor({ timeout: 10_000 });

    await page.getByLabel("Add note").fill("Called Mia; intro deck requested.");
    await page.getByRole("button", { name: "Add note" }).click();
    await page.locator("main li").getByText("Called Mia; intro deck requested.").waitFor({ timeout: 10_000 });

    await page.getByLabel("Review status").selectOption("contacted");
    await page.getByRole("button", { name: "Save status" }).click();
    await page.getByText("Saved.").waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${baseURL}/inbox?status=contacted`);
    await page.getByRole("link", { name: new RegExp(company) }).waitFor({ timeout: 10_000 });

    const csv = await page.evaluate(async () => (await fetch("/inbox/export/contact")).text());
    expect(csv.split("\n")[0]).toContain("review_status");
    expect(csv).toContain(company);
    expect(csv).toContain("contacted");
    expect(csv).toContain(`'=HYPERLINK`);

    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(/\/inbox\/sign-in/);
    const after = await page.evaluate(async () => (await fetch("/inbox", { redirect: "manual" })).type);
    expect(after).toBe("opaqueredirect");
    expect(errors).toEqual([]);
    await close();
  });
});
