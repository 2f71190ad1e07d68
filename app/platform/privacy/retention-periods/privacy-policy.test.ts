import { describe, expect, it } from "vitest";
import { siteDefaults } from "#app/content/shared/site/data.ts";
import { legalDocument } from "#app/site/legal/documents.server.ts";
import { retention } from "./data.ts";

describe("the privacy policy and the purge share their periods", () => {
  it("states every period from app/platform/privacy/retention-periods/data.ts", () => {
    const { html } = legalDocument("privacy-policy", siteDefaults);
    expect(html).not.toMatch(/\{retention\./);
    expect(html).toContain(`Contact messages: ${retention.contactMonths} months`);
    expect(html).toContain(`Applications: ${retention.applicationMonths} months`);
    expect(html).toContain(`kept for ${retention.unsubscribedMonths} months`);
    expect(html).toContain(`at most ${retention.securityHours} hours`);
    expect(html).toContain(`${retention.deliveredOutboxDays} days after they were delivered`);
  });
});
