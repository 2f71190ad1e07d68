import type { Page } from "playwright-core";
import { expect } from "vitest";
import { axeViolations, VIEWPORTS } from "./browser.ts";
import type { ReceivedMail, startSmtpServer } from "./receivers.ts";

/* The founder account's e2e helpers: the mailed links, read off the test SMTP server. */

/** Both read when used: the test starts the SMTP server and the app in beforeAll. */
export function founderMailbox(smtp: () => Awaited<ReturnType<typeof startSmtpServer>>, baseURL: () => string) {
  const mailsTo = (address: string) => smtp().mails.filter((mail) => mail.to.includes(address));
  return {
    /** The mailed link, on the test server (mails name SITE_URL, which the test server doesn't set). */
    linkIn(mail: ReceivedMail | undefined): string {
      const found = /https?:\/\/\S+\/account\/link\?\S+/.exec(mail?.text ?? "")?.[0];
      if (!found) throw new Error(`no link in: ${mail?.text ?? "(no mail)"}`);
      const url = new URL(found);
      return `${baseURL()}${url.pathname}${url.search}`;
    },
    /** The mails to `address` matching `match`, once there are at least `count`. */
    async waitForMail(address: string, count: number, match: RegExp = /./) {
      await expect
        .poll(() => mailsTo(address).filter((mail) => match.test(mail.text)).length, { timeout: 20_000 })
        .toBeGreaterThanOrEqual(count);
      return mailsTo(address).filter((mail) => match.test(mail.text));
    },
  };
}

/** No axe violations at the phone and desktop widths. */
export async function expectNoViolations(page: Page, state: string) {
  for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
    await page.setViewportSize(viewport);
    expect(await axeViolations(page), `${state} at ${viewport.width}px`).toEqual([]);
  }
}
