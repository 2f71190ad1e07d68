import { describe, expect, inject, it } from "vitest";
import { principles as operatingPrinciples } from "#app/content/pages/about/copy.ts";
import { articlePaths } from "#app/site/document/prerender-paths.ts";
import { anchors, canonical, get, hrefOf, jsonLdTypes, mainHtml, mainText, metaContent } from "#tests/html.ts";
import { publicPaths } from "#tests/routes.ts";

const baseURL = inject("baseURL");
const page = async (path: string) => (await get(baseURL + path)).body;
const lower = (text: string) => text.toLowerCase();

/** Texts the spec quotes; they must appear exactly (case-insensitive only where the spec lists lower-case items). */
describe("spec texts, verbatim", () => {
  it("home: headline, tagline, sections and calls to action", async () => {
    const html = await page("/");
    const text = mainText(html);
    for (const quote of [
      "Intelligent Capital for the Innovation Economy",
      "Venture debt for startups who build boldly.",
      "Who We Are",
      "Europe's first AI-driven investment firm",
      "noēma",
      "Partner Led",
      "AI-First",
      "Pan-European",
      "Full Stack Capital Expertise",
      "AI-first Sourcing and Underwriting",
      "Strong Sector Understanding",
    ]) {
      expect(text, quote).toContain(quote);
    }
    expect(hrefOf(html, "Join the waitlist")).toBe("/apply");
    expect(hrefOf(html, "About Noema")).toBe("/about");
    expect(hrefOf(html, "For Companies")).toBe("/companies");
    const pdfLinks = anchors(mainHtml(html)).filter((anchor) => anchor.href.endsWith(".pdf"));
    expect(pdfLinks).toHaveLength(3);
    expect(text.match(/\d{1,2} May 2025/g)).toHaveLength(3);
  });

  it("companies: Who We Fund criteria and products, Our Process with timeframes, FAQ facts and the closing CTA", async () => {
    const html = await page("/companies");
    const text = mainText(html);
    for (const quote of [
      "Who We Fund",
      "Series A+ companies",
      "$5M+ in ARR",
      "12+ months of operating history",
      "Software & SaaS",
      "Fintech",
      "Healthtech",
      "DeepTech",
      "Bridge Loans",
      "Sales & Marketing Capital",
      "Venture Debt",
      "SaaS Finance",
      "Our Process",
      "$2 million to $7 million",
      "25-50% of the last equity round",
      "No board seats are required.",
    ]) {
      expect(text, quote).toContain(quote);
    }
    for (const quote of [
      "ideally backed by institutional investors",
      "consistent yoy growth",
      "healthy gross margins",
      "credible path to profitability",
      "low customer concentration",
    ]) {
      expect(lower(text), quote).toContain(quote);
    }
    const process = html.match(/<section[^>]*id="process"[\s\S]*?<\/section>/)?.[0] ?? "";
    const steps = mainText(`<main>${process}</main>`);
    for (const step of [
      ["01", "Initial Application", "1 Day"],
      ["02", "Initial Review", "3-5 days"],
      ["03", "Due Diligence", "1-3 weeks"],
      ["04", "Funding", "1-2 weeks"],
    ]) {
      for (const part of step) expect(steps, step.join(" ")).toContain(part);
    }
    expect((mainHtml(html).match(/<details/g) ?? []).length).toBeGreaterThanOrEqual(6);
    expect(hrefOf(html, "Start Your Application")).toBe("/apply");
  });

  it("industry pages: one template, intro CTA, three Why cards, three case studies and four insights each, the sector's own first", async () => {
    const titles = new Set<string>();
    for (const slug of ["fintech", "software", "deeptech", "healthtech"]) {
      const html = await page(`/${slug}`);
      const main = mainHtml(html);
      titles.add(main.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? "");
      expect(hrefOf(html, "Join the waitlist"), slug).toBe("/apply");
      const whySection = main.match(/aria-labelledby="why-heading"[\s\S]*?<\/section>/)?.[0] ?? "";
      expect((whySection.match(/<h3/g) ?? []).length, `${slug} why cards`).toBe(3);
      const caseLinks = anchors(main).filter((anchor) => anchor.text.startsWith("Case Study"));
      expect(caseLinks, slug).toHaveLength(3);
      for (const link of caseLinks) expect(link.href).toMatch(/^\/case-studies#[a-z0-9-]+$/);
      const insightLinks = anchors(main).filter((anchor) => anchor.href.startsWith("/insights/"));
      expect(insightLinks, slug).toHaveLength(4);
      // The first card is an article written for this sector alone, not one every sector shares.
      expect(insightLinks[0]?.href, slug).not.toMatch(/ai-underwriting|european-venture-debt-market/);
    }
    expect(titles.size).toBe(4);
  });

  it("about: header, tagline, sections, six numbered principles and the closing CTA", async () => {
    const html = await page("/about");
    const text = mainText(html);
    expect(mainHtml(html)).toMatch(/<h1[^>]*>About<\/h1>/);
    for (const quote of [
      "Smarter venture debt. Powered by AI. Aligned with founders.",
      "Our Mission",
      "non-dilutive, AI-powered capital for Europe's most ambitious tech founders",
      "Our Operating Principles",
      "Leadership",
      "Managing Partner",
      "General Partner & COO",
      "Investment Philosophy",
      "growth potential, cash efficiency and market dynamics",
      "Ready to Scale Your Company?",
    ]) {
      expect(text, quote).toContain(quote);
    }
    const principles = mainHtml(html).match(/aria-labelledby="principles-heading"[\s\S]*?<\/ol>/)?.[0] ?? "";
    const principleText = mainText(`<main>${principles}</main>`);
    // The titles' words are pinned in app/content/content.test.ts; here they must render, numbered, in order.
    operatingPrinciples.forEach(({ title }, index) =>
      expect(principleText).toMatch(new RegExp(`\\b${index + 1}\\s*\\.\\s*${title}`)),
    );
    expect(hrefOf(html, "Join the waitlist")).toBe("/apply");
    expect(hrefOf(html, "Contact Us")).toBe("/contact");
  });

  it("insights: two featured articles, the archive and 'Load More Articles' as a ?page=2 link", async () => {
    const html = await page("/insights");
    const main = mainHtml(html);
    const featured = main.match(/aria-labelledby="featured-heading"[\s\S]*?<\/section>/)?.[0] ?? "";
    expect(anchors(featured).filter((anchor) => anchor.href.startsWith("/insights/"))).toHaveLength(2);
    expect(hrefOf(html, "Load More Articles")).toBe("/insights?page=2#more");
  });

  it("legal pages: last updated 23 May 2025 and a contact e-mail link", async () => {
    for (const path of ["/privacy-policy", "/terms-and-conditions", "/disclosures"]) {
      const html = await page(path);
      expect(mainText(html), path).toContain("Last updated: 23 May 2025");
      expect(
        anchors(mainHtml(html)).some((anchor) => anchor.href.startsWith("mailto:")),
        path,
      ).toBe(true);
    }
    const privacy = mainText(await page("/privacy-policy"));
    for (const topic of [
      "Contact form",
      "Venture debt application",
      "Newsletter",
      "do not use tracking",
      "How long we keep it",
      "Your rights",
    ]) {
      expect(privacy, topic).toContain(topic);
    }
  });

  it("faqs, who-we-fund, process and case-studies are real pages from the shared content", async () => {
    // Issue 26: the firm's dollars, with their euro value and its ECB day beside them; case studies in their own currency.
    const faqs = mainText(await page("/faqs"));
    expect(faqs).toContain("$2 million to $7 million (about €1.8 million to €6.4 million)");
    expect(faqs).toContain("at the ECB reference rate of 15 Mar 2024");
    const whoWeFund = mainText(await page("/who-we-fund"));
    expect(whoWeFund).toContain("$5M+ in ARR (about €4.6M)");
    expect(whoWeFund).toContain("Euro figures are approximate, at the ECB reference rate of 15 Mar 2024.");
    const studies = mainText(await page("/case-studies"));
    expect(studies).toContain("€4M venture debt");
    expect(studies).not.toMatch(/(?<!US)\$\d/);
    expect(mainText(await page("/process"))).toContain("Due Diligence");
    const caseStudies = mainHtml(await page("/case-studies"));
    expect((caseStudies.match(/<article[^>]*id="[a-z0-9-]+"/g) ?? []).length).toBeGreaterThanOrEqual(12);
    for (const path of ["/faqs", "/who-we-fund", "/process", "/case-studies"]) {
      expect(mainText(await page(path)), path).not.toMatch(/works!/);
    }
  });

  it("article pages show title, date, reading time, hero image, body and related links; unknown slugs are 404", async () => {
    const html = await page("/insights/ai-underwriting-venture-debt");
    const main = mainHtml(html);
    expect(main).toMatch(/<h1[^>]*>How AI Underwriting Changes the Venture Debt Conversation<\/h1>/);
    expect(main).toMatch(/datetime="2025-05-20"/i);
    expect(mainText(html)).toMatch(/\d+ min read/);
    expect(main).toMatch(/<img[^>]*width="1280"[^>]*height="720"/i);
    expect((main.match(/<h2/g) ?? []).length).toBeGreaterThan(3);
    const related = main.match(/aria-labelledby="related-heading"[\s\S]*?<\/section>/)?.[0] ?? "";
    expect(anchors(related).filter((anchor) => anchor.href.startsWith("/insights/")).length).toBe(2);
    expect((await get(`${baseURL}/insights/no-such-article`)).status).toBe(404);
  });
});

describe("metadata", () => {
  it("every page has a unique description, a canonical URL, Open Graph and Twitter tags with an image", async () => {
    const descriptions = new Map<string, string>();
    for (const path of publicPaths) {
      const html = await page(path);
      const description = metaContent(html, "description");
      expect(description, path).toBeTruthy();
      descriptions.set(path, description ?? "");
      expect(canonical(html), path).toMatch(new RegExp(`^https?://[^/]+${path === "/" ? "/" : path}$`));
      for (const key of ["og:title", "og:description", "og:url", "og:image", "twitter:card", "twitter:image"]) {
        expect(metaContent(html, key), `${path} ${key}`).toBeTruthy();
      }
    }
    expect(new Set(descriptions.values()).size).toBe(descriptions.size);
  });

  it("has JSON-LD: Organization on home, FAQPage on the FAQ pages, Article on articles", async () => {
    expect(jsonLdTypes(await page("/"))).toContain("Organization");
    expect(jsonLdTypes(await page("/faqs"))).toContain("FAQPage");
    expect(jsonLdTypes(await page("/companies"))).toContain("FAQPage");
    for (const path of articlePaths()) expect(jsonLdTypes(await page(path)), path).toContain("Article");
  });

  it("lists every public page and article in /sitemap.xml, and /robots.txt points to it", async () => {
    const sitemap = await get(`${baseURL}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.type).toContain("xml");
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
    expect(new Set(locs)).toEqual(new Set(publicPaths));
    const robots = await get(`${baseURL}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.body).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  });
});
