import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { about } from "./about";
import {
  articleFrontmatterSchema,
  articles,
  articlesForIndustry,
  archiveArticles,
  featuredArticles,
  homeArticles,
  parseArticle,
  relatedArticles,
} from "./articles.server";
import { caseStudies, caseStudiesFor } from "./case-studies";
import { contactCopy, osmUrls } from "./contact";
import { faq } from "./faq";
import { funding } from "./funding";
import { home } from "./home";
import { industries, industryList } from "./industries";
import { industrySlugs } from "./industry-slugs";
import { ARTICLES_PER_PAGE, formatArticleDate } from "./insights";
import { allLegalSlugs, legalDocument, legalSlugs } from "./legal.server";
import { pages } from "./pages";
import { principles } from "./principles";
import { processContent } from "./process";
import { siteDefaults } from "./site";
import { caseStudySchema } from "./schemas/case-studies";
import { faqItemSchema } from "./schemas/faq";
import { industrySchema } from "./schemas/industries";
import { linkSchema } from "./schemas/shared";
import { teamMemberSchema } from "./schemas/team";
import { team } from "./team";
import { contentEntries, validateContent } from "./validate-content";

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

const sitePaths = new Set([
  "/",
  "/companies",
  ...industrySlugs.map((slug) => `/${slug}`),
  "/insights",
  "/about",
  "/contact",
  "/apply",
  "/faqs",
  "/who-we-fund",
  "/process",
  "/case-studies",
  ...legalSlugs.map((slug) => `/${slug}`),
]);

describe("content modules", () => {
  it.each(contentEntries.map((entry) => [entry.name, entry] as const))(
    "%s parses with its schema, unchanged",
    (_, entry) => {
      // Throws with zod's message (module, path, rule) when the copy breaks its schema.
      expect(entry.schema.parse(entry.data)).toStrictEqual(entry.data);
    },
  );

  it("validates every module that has a schema file", () => {
    const modulesWithSchemas = readdirSync(path.join(import.meta.dirname, "schemas"))
      .map((file) => file.replace(/\.ts$/, ""))
      .filter((name) => !["shared", "industry-slugs"].includes(name));
    const validated = new Set(contentEntries.map((entry) => entry.name.split(".")[0]));
    for (const name of modulesWithSchemas) expect(validated.has(name), name).toBe(true);
  });

  it("reports bad content by module and field", () => {
    const broken = { ...about, hero: { ...about.hero, title: "Abut" } };
    const aboutEntry = contentEntries.find((entry) => entry.name === "about.about");
    expect(aboutEntry).toBeDefined();
    expect(validateContent()).toEqual([]);
    expect(validateContent([{ ...aboutEntry!, data: broken }])).toEqual([
      expect.stringMatching(/^app\/content\/about\.ts about\.hero\.title: /),
    ]);
    const stripped = { ...about, extra: "unknown key" };
    expect(validateContent([{ ...aboutEntry!, data: stripped }])).toEqual([
      expect.stringMatching(/^app\/content\/about\.ts about: the schema's output differs/),
    ]);
  });

  it("keep the spec's verbatim texts", () => {
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
      "$5m+ in arr",
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
    expect(pages.companies.cta.primary).toEqual({ label: "Start Your Application", to: "/apply" });
    expect(contactCopy.subline).toBe("We're always interested in connecting with founders, investors, and partners.");
  });

  it("links only to routes that exist, never to '#'", () => {
    const links = collectLinks([home, about, pages, industries, funding, processContent, faq]);
    expect(links.length).toBeGreaterThan(15);
    for (const to of links) {
      expect(linkSchema.shape.to.safeParse(to).success, to).toBe(true);
      expect(sitePaths.has(to.split("#")[0] ?? ""), to).toBe(true);
    }
  });

  it("gives every content page a unique title and description", () => {
    const metas = [...Object.values(pages).map((page) => page.meta), ...industryList.map((industry) => industry.meta)];
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

  it("has the two leaders the spec describes, with biographies that split into paragraphs", () => {
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

describe("articles", () => {
  it("validates every article's frontmatter and renders a body", () => {
    expect(articles.length).toBeGreaterThanOrEqual(9);
    for (const article of articles) {
      expect(articleFrontmatterSchema.safeParse(article).success, article.slug).toBe(true);
      expect(article.html, article.slug).toMatch(/<h2>/);
      expect(article.readingMinutes, article.slug).toBeGreaterThanOrEqual(2);
    }
  });

  it("rejects an article with broken frontmatter, naming the file", () => {
    expect(() => parseArticle("bad.md", "---\ntitle: Hi\n---\nBody")).toThrow(/Invalid frontmatter in bad.md/);
  });

  it("rejects an article whose file name is not its slug", () => {
    const source = [
      "---",
      'title: "A perfectly reasonable title"',
      "slug: another-slug",
      'date: "2025-05-01"',
      'description: "A description that is long enough to pass the schema minimum length of sixty."',
      "author: elena-marchetti",
      "industries: [software]",
      "featured: false",
      "home: false",
      'heroAlt: "An abstract image"',
      "---",
      "Body",
    ].join("\n");
    expect(() => parseArticle("./articles/some-file.md", source)).toThrow(/must be named another-slug.md/);
  });

  it("has unique slugs", () => {
    const slugs = articles.map((article) => article.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it("has two featured articles and three home cards dated May 2025", () => {
    expect(featuredArticles()).toHaveLength(2);
    const cards = homeArticles();
    expect(cards).toHaveLength(3);
    for (const article of cards) expect(formatArticleDate(article.date)).toMatch(/^\d{1,2} May 2025$/);
  });

  it("fills more than one archive page after the featured pair", () => {
    expect(archiveArticles().length).toBeGreaterThan(ARTICLES_PER_PAGE);
    expect(archiveArticles().some((article) => article.featured)).toBe(false);
  });

  it("relates articles by shared industries, never to themselves", () => {
    for (const article of articles) {
      const related = relatedArticles(article.slug, 2);
      expect(related, article.slug).toHaveLength(2);
      expect(related.map((item) => item.slug)).not.toContain(article.slug);
    }
    expect(relatedArticles("no-such-article")).toEqual([]);
  });

  it("keeps each article between 400 and 800 words", () => {
    for (const article of articles) {
      const words = article.html
        .replace(/<[^>]+>/g, " ")
        .split(/\s+/)
        .filter(Boolean).length;
      expect(words, article.slug).toBeGreaterThanOrEqual(400);
      expect(words, article.slug).toBeLessThanOrEqual(800);
    }
  });
});
