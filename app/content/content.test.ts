import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { articles, articlesForIndustry } from "#app/site/insights/articles.server.ts";
import { about, aboutPage, principles } from "#app/content/pages/about/copy.ts";
import { caseStudiesPage } from "#app/content/pages/case-studies/copy.ts";
import { companiesPage } from "#app/content/pages/companies/copy.ts";
import { contactCopy, osmUrls } from "#app/content/pages/contact/copy.ts";
import { faqsPage } from "#app/content/pages/faqs/copy.ts";
import { home, homePage } from "#app/content/pages/home/copy.ts";
import { insightsPage } from "#app/content/pages/insights/copy.ts";
import { processPage } from "#app/content/pages/process/copy.ts";
import { whoWeFundPage } from "#app/content/pages/who-we-fund/copy.ts";
import { linkSchema } from "#app/content/shared/blocks/schema.ts";
import { caseStudies, caseStudiesFor } from "#app/content/shared/case-studies/data.ts";
import { caseStudySchema } from "#app/content/shared/case-studies/schema.ts";
import { faq } from "#app/content/shared/faq/data.ts";
import { formCopy } from "#app/content/shared/form-copy/data.ts";
import { faqItemSchema } from "#app/content/shared/faq/schema.ts";
import { funding } from "#app/content/shared/funding/data.ts";
import { industries, industryList, industrySlugs } from "#app/content/shared/industries/data.ts";
import { industrySchema } from "#app/content/shared/industries/schema.ts";
import { allLegalSlugs, legalDocument, legalSlugs } from "#app/site/legal/documents.server.ts";
import { processContent } from "#app/content/shared/process/data.ts";
import { siteDefaults } from "#app/content/shared/site/data.ts";
import { team } from "#app/content/shared/team/data.ts";
import { teamMemberSchema } from "#app/content/shared/team/schema.ts";
import { contentEntries, validateContent } from "./validate-content.ts";
import { fixedPaths } from "#tests/routes.ts";

/** Title, description and hero copy of every content page (industries and articles carry their own). */
const pageCopies = [
  homePage,
  companiesPage,
  insightsPage,
  aboutPage,
  faqsPage,
  whoWeFundPage,
  processPage,
  caseStudiesPage,
];

/** Every `to` in a content object, wherever it sits. */
function collectLinks(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => collectLinks(item, found));
  else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (typeof record.to === "string" && typeof record.label === "string") found.push(record.to);
    Object.values(record).forEach((item) => collectLinks(item, found));
  }
  return found;
}

const sitePaths = new Set(fixedPaths());

describe("content modules", () => {
  it.each(contentEntries.map((entry) => [`${entry.file} ${entry.exportName}`, entry] as const))(
    "%s parses with its schema, unchanged",
    (_, entry) => {
      // Throws with zod's message (module, path, rule) when the copy breaks its schema.
      expect(entry.schema.parse(entry.data)).toStrictEqual(entry.data);
    },
  );

  it("validates every module that has a schema file", () => {
    // Every pages/<page>/schema.ts and shared/<topic>/schema.ts, except the building blocks the others extend.
    const foldersWithSchemas = readdirSync(import.meta.dirname, { recursive: true, encoding: "utf8" })
      .filter((file) => path.basename(file) === "schema.ts")
      .map((file) => path.dirname(file).split(path.sep).join("/"))
      .filter((folder) => folder !== "shared/blocks");
    expect(foldersWithSchemas.length).toBeGreaterThanOrEqual(17);
    const validated = new Set(contentEntries.map((entry) => path.posix.dirname(entry.file)));
    for (const folder of foldersWithSchemas) expect(validated.has(folder), folder).toBe(true);
  });

  it("reports bad content by module and field", () => {
    const broken = { ...about, hero: { ...about.hero, title: "Abut" } };
    const aboutEntry = contentEntries.find((entry) => entry.exportName === "about");
    expect(aboutEntry).toBeDefined();
    expect(validateContent()).toEqual([]);
    expect(validateContent([{ ...aboutEntry!, data: broken }])).toEqual([
      expect.stringMatching(/^app\/content\/pages\/about\/copy\.ts about\.hero\.title: /),
    ]);
    const stripped = { ...about, extra: "unknown key" };
    expect(validateContent([{ ...aboutEntry!, data: stripped }])).toEqual([
      expect.stringMatching(/^app\/content\/pages\/about\/copy\.ts about: the schema's output differs/),
    ]);
  });

  it("keep the texts the firm wants quoted verbatim", () => {
    expect(home.hero.title).toBe("Intelligent Capital for the Innovation Economy");
    expect(home.hero.tagline).toBe("Venture debt for startups who build boldly.");
    expect(home.pillars.items.map((item) => item.title)).toEqual(["Partner Led", "AI-First", "Pan-European"]);
    expect(home.edge.items.map((item) => item.title)).toEqual([
      "Full Stack Capital Expertise",
      "AI-first Sourcing and Underwriting",
      "Strong Sector Understanding",
    ]);
    expect(principles.map((principle) => principle.title)).toEqual([
      "Capital Is a Product",
      "Evidence based, Insights driven",
      "Preserve Founder Leverage",
      "Underwrite the Future, Not the Past",
      "Act with Velocity and Clarity",
      "Partner beyond Capital",
    ]);
    expect(principles.map((principle) => principle.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(processContent.steps.map((step) => `${step.step} ${step.title} (${step.timeframe})`)).toEqual([
      "01 Initial Application (1 Day)",
      "02 Initial Review (3-5 days)",
      "03 Due Diligence (1-3 weeks)",
      "04 Funding (1-2 weeks)",
    ]);
    const items = Object.fromEntries(
      funding.categories.map((category) => [category.id, category.items.map((item) => item.toLowerCase())]),
    );
    expect(items.criteria).toEqual([
      "series a+ companies",
      // The firm's words, with the euro value beside them (issue 26).
      "$5m+ in arr (about €4.6m)",
      "12+ months of operating history",
      "ideally backed by institutional investors",
    ]);
    expect(items.metrics).toEqual([
      "consistent yoy growth",
      "healthy gross margins",
      "credible path to profitability",
      "low customer concentration",
    ]);
    expect(items.industries).toEqual(["software & saas", "fintech", "healthtech", "deeptech"]);
    expect(items.products).toEqual(["bridge loans", "sales & marketing capital", "venture debt", "saas finance"]);
    const answers = faq.items.map((item) => item.answer).join(" ");
    expect(answers).toContain("$2 million to $7 million");
    expect(answers).toContain("25-50% of the last equity round");
    expect(answers).toContain("No board seats are required.");
    expect(about.hero.tagline).toBe("Smarter venture debt. Powered by AI. Aligned with founders.");
    expect(about.cta.heading).toBe("Ready to Scale Your Company?");
    expect([about.cta.primary, about.cta.secondary]).toEqual([
      { label: "Join the waitlist", to: "/apply" },
      { label: "Contact Us", to: "/contact" },
    ]);
    expect(companiesPage.cta.primary).toEqual({ label: "Start Your Application", to: "/apply" });
    expect(contactCopy.subline).toBe("We're always interested in connecting with founders, investors, and partners.");
  });

  it("links only to routes that exist, never to '#'", () => {
    const links = collectLinks([home, about, pageCopies, industries, funding, processContent, faq]);
    expect(links.length).toBeGreaterThan(15);
    for (const to of links) {
      expect(linkSchema.shape.to.safeParse(to).success, to).toBe(true);
      expect(sitePaths.has(to.split("#")[0] ?? ""), to).toBe(true);
    }
  });

  it("gives every content page a unique title and description", () => {
    const metas = [...pageCopies.map((page) => page.meta), ...industryList.map((industry) => industry.meta)];
    expect(new Set(metas.map((meta) => meta.title)).size).toBe(metas.length);
    expect(new Set(metas.map((meta) => meta.description)).size).toBe(metas.length);
  });

  it("validates team, FAQ, industries and case studies against their schemas", () => {
    for (const member of team) expect(teamMemberSchema.safeParse(member).success, member.slug).toBe(true);
    for (const item of faq.items) expect(faqItemSchema.safeParse(item).success, item.id).toBe(true);
    for (const industry of industryList) expect(industrySchema.safeParse(industry).success, industry.slug).toBe(true);
    for (const study of caseStudies) expect(caseStudySchema.safeParse(study).success, study.id).toBe(true);
    expect(new Set(faq.items.map((item) => item.id)).size).toBe(faq.items.length);
  });

  it("has the two leaders, Managing Partner and General Partner & COO, with biographies that split into paragraphs", () => {
    const leaders = team.filter((member) => member.leadership);
    expect(leaders.map((member) => member.role)).toEqual(["Managing Partner", "General Partner & COO"]);
    expect(leaders[0]?.longBio).toMatch(/over 50 .*transactions/);
    expect(leaders[0]?.longBio).toContain("18+ years");
    expect(leaders[1]?.longBio).toContain("16+ years");
    for (const member of team) {
      expect(member.longBio.split("\n").length, member.slug).toBeGreaterThanOrEqual(3);
      expect(
        member.socials.some((social) => social.network === "linkedin"),
        member.slug,
      ).toBe(true);
    }
    expect(new Set(team.map((member) => member.slug)).size).toBe(team.length);
  });
});

describe("cross references", () => {
  it("gives each industry three case studies with unique anchors and two insights", () => {
    expect(new Set(caseStudies.map((study) => study.id)).size).toBe(caseStudies.length);
    for (const slug of industrySlugs) {
      expect(caseStudiesFor(slug), slug).toHaveLength(3);
      expect(articlesForIndustry(slug, 2), slug).toHaveLength(2);
      expect(industries[slug].slug).toBe(slug);
    }
  });

  it("leads each sector page with the sector's own articles, not the ones every sector shares", () => {
    const general = articles.filter((article) => article.industries.length === industrySlugs.length);
    for (const slug of industrySlugs) {
      const [first, second] = articlesForIndustry(slug);
      expect(first?.industries, slug).toEqual([slug]);
      expect(
        general.map((article) => article.slug),
        slug,
      ).not.toContain(second?.slug);
    }
    const shown = new Set(industrySlugs.flatMap((slug) => articlesForIndustry(slug).map((article) => article.slug)));
    const sectorSpecific = articles.filter((article) => article.industries.length < industrySlugs.length);
    expect(sectorSpecific.filter((article) => !shown.has(article.slug)).map((a) => a.slug)).toEqual([]);
  });

  it("names a team member as every article's author", () => {
    const slugs = new Set(team.map((member) => member.slug));
    for (const article of articles) expect(slugs.has(article.author), article.slug).toBe(true);
  });

  it("fills the legal templates from the site config with the update date and a mailto link", () => {
    expect(allLegalSlugs().sort()).toEqual([...legalSlugs].sort());
    for (const slug of legalSlugs) {
      const document = legalDocument(slug, siteDefaults);
      expect(document.lastUpdated).toBe("23 May 2025");
      expect(document.html).toContain(`href="mailto:${siteDefaults.email}"`);
      expect(document.html).not.toMatch(/\{(legalName|address|emailLink)\}/);
    }
  });

  it("points the map at the office and escapes nothing it should not", () => {
    const urls = osmUrls(contactCopy.map.latitude, contactCopy.map.longitude);
    expect(urls.embed).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=[-\d.,]+&layer=mapnik&marker=/,
    );
    expect(urls.link).toMatch(/^https:\/\/www\.openstreetmap\.org\//);
  });
});

describe("the application's step names", () => {
  it("heads step 2 with the name its stepper shows (issue 26: 'Business Information' beside 'Business Details')", () => {
    const [, businessStep] = formCopy.application.steps;
    expect(businessStep.heading).toBe(businessStep.title);
  });
});
