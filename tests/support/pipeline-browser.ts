import type { Page } from "playwright-core";

/** Signs a staff member in through the sign-in form, as a partner would. */
export async function signInStaff(page: Page, baseURL: string, account: { email: string; password: string }) {
  await page.goto(`${baseURL}/inbox/sign-in`);
  await page.getByLabel("Work e-mail").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(`${baseURL}/inbox/applications`);
}
