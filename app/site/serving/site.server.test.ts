import { describe, expect, it } from "vitest";
import { siteDefaults } from "#app/content/shared/site/data.ts";
import { resolveSiteConfig } from "./site.server.ts";

describe("resolveSiteConfig", () => {
  it("uses the brand defaults without overrides", () => {
    const site = resolveSiteConfig({});
    expect(site.email).toBe("hello@noema.example");
    expect(site.phone).toBe("+1 302 555 0142");
    expect(site.address.city).toBe("Wilmington");
    expect(site.name).toBe(siteDefaults.name);
  });

  it("applies env overrides", () => {
    const site = resolveSiteConfig({
      SITE_NAME: "Acme Debt",
      CONTACT_EMAIL: "team@acme.example",
      ADDRESS_CITY: "Dover",
    });
    expect(site.name).toBe("Acme Debt");
    expect(site.email).toBe("team@acme.example");
    expect(site.address.city).toBe("Dover");
    expect(site.address.region).toBe("Delaware");
  });

  it("names a bad override", () => {
    expect(() => resolveSiteConfig({ CONTACT_EMAIL: "nope" })).toThrow(/CONTACT_EMAIL/);
    expect(() => resolveSiteConfig({ SOCIAL_X_URL: "x.com" })).toThrow(/SOCIAL_X_URL/);
  });
});
