import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { Page } from "playwright-core";
import { readRows, waitForCaptcha } from "./form-page.ts";

/** Form ids of the application wizard's steps; a field's id is `${STEP}-${name}`. */
export const STEP1 = "application-step-1";
export const STEP2 = "application-step-2";

const SELECTS = new Set([
  "currency",
  "country",
  "referralSource",
  "fundingRoundType",
  "useOfProceeds",
  "revenueModel",
  "industry",
]);

export const step1Defaults = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@analytical.example",
  phone: "+41 44 668 18 00",
  linkedin: "linkedin.com/in/ada-lovelace",
  jobTitle: "CEO",
  businessName: "Analytical Engines",
  website: "https://www.analytical.example",
  country: "CH",
  referralSource: "From an investor",
};

export const step2Defaults = {
  // The wizard suggests CHF for a Swiss company; these tests' figures are in dollars.
  currency: "USD",
  annualRevenue: "$6,500,000",
  cashBalance: "2400000",
  estimatedRunway: "18",
  debtOutstanding: "0",
  recentEquityRaise: "12000000",
  fundingDate: "2024-03",
  fundingRoundType: "Series A",
  useOfProceeds: "Runway extension",
  revenueModel: "B2B Subscription",
  industry: "Software Services",
  businessDescription: "Planning software for factories.",
  majorInvestors: "Example Ventures",
};

async function fillStep(page: Page, step: string, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    if (SELECTS.has(name)) await page.selectOption(`#${step}-${name}`, value);
    else await page.fill(`#${step}-${name}`, value);
  }
}

export function fillStep1(page: Page, values: Partial<typeof step1Defaults> = {}) {
  return fillStep(page, STEP1, { ...step1Defaults, ...values });
}

export function fillStep2(page: Page, values: Partial<typeof step2Defaults> = {}) {
  return fillStep(page, STEP2, { ...step2Defaults, ...values });
}

/** Applies through the wizard in the browser (JavaScript on) and waits for 'Application Received'. */
export async function applyThroughWizard(
  page: Page,
  baseURL: string,
  step1: Partial<typeof step1Defaults>,
  step2: Partial<typeof step2Defaults> = {},
) {
  // The wizard's script checks the step in the browser (decision 078): Continue waits for it, so the step changes
  // in the browser rather than through the server.
  const checkLoaded = page.waitForResponse(/\/assets\/wizard-script-[^/]*\.js$/);
  await page.goto(`${baseURL}/apply`, { waitUntil: "networkidle" });
  await fillStep1(page, step1);
  await checkLoaded;
  await page.click("button[value=continue]");
  await page.getByRole("heading", { level: 1, name: "Business Details" }).waitFor();
  await fillStep2(page, step2);
  await waitForCaptcha(page, `#${STEP2}`, "button[value=submit]");
  await page.click("button[value=submit]");
  await page.getByRole("heading", { level: 1, name: "Application Received" }).waitFor();
}

export interface StoredApplication {
  applicant_first_name: string;
  applicant_last_name: string;
  applicant_email: string;
  applicant_phone: string | null;
  applicant_linkedin: string | null;
  country: string;
  annual_revenue: number;
  cash_balance: number;
  estimated_runway: number;
  funding_date: string;
}

/** The stored application rows of one business, as the wizard saved them. */
export function storedApplications(dataDir: string, businessName: string) {
  return readRows<StoredApplication>(
    dataDir,
    `SELECT applicant_first_name, applicant_last_name, applicant_email, applicant_phone, applicant_linkedin,
       country, annual_revenue, cash_balance, estimated_runway, funding_date FROM applications WHERE business_name = ?`,
    businessName,
  );
}

/**
 * With JavaScript off the ALTCHA widget cannot run, so the test does its work: solve the server's
 * challenge here and put the payload in the form, as the widget would.
 */
export async function addSolvedCaptcha(page: Page, baseURL: string, formSelector: string) {
  const challenge: Challenge = await (await fetch(`${baseURL}/api/altcha/challenge`)).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  const altcha = Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
  await page.$eval(
    formSelector,
    (form, value) => {
      const input = document.createElement("input");
      input.type = "hidden";
      input.name = "altcha";
      input.value = value;
      form.append(input);
    },
    altcha,
  );
}
