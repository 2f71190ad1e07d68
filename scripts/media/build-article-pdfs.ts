// A typeset PDF of every Markdown article, printed by Chromium. The PDFs are committed,
// so the server needs no browser. Idempotent: the same Markdown gives the same bytes.
// Usage: npx node scripts/media/build-article-pdfs.ts   (SITE_URL sets the links' origin; localhost is ignored)
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { marked } from "marked";
import { siteDefaults } from "#app/content/shared/site/data.ts";
import { team } from "#app/content/shared/team/data.ts";
import {
  PUBLIC_DIR,
  ensureDir,
  fileSize,
  fontFaceCss,
  kb,
  launchBrowser,
  readArticles,
  sizeLine,
  type ArticleMeta,
} from "./lib.ts";

const PDF_DIR = path.join(PUBLIC_DIR, "insights/pdf");
const PDF_BUDGET_BYTES = 200 * 1024;
const WORDS_PER_MINUTE = 220; // same rate as the article pages

// Committed PDFs outlive the dev server: never print a localhost link into them.
const PUBLIC_FALLBACK_URL = `https://${siteDefaults.email.split("@")[1] ?? "noema.example"}`;
const configuredUrl = process.env.SITE_URL ?? siteDefaults.url;
const siteUrl = (/^https?:\/\/(?:localhost|127\.)/.test(configuredUrl) ? PUBLIC_FALLBACK_URL : configuredUrl).replace(
  /\/$/,
  "",
);

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function byline(authorSlug: string): { name: string; role: string } {
  const member = team.find((person) => person.slug === authorSlug);
  if (member) return { name: member.name, role: member.role };
  const name = authorSlug
    .split("-")
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(" ");
  return { name, role: siteDefaults.name };
}

function longDate(isoDate: string): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    date,
  );
}

function articleHtml(article: ArticleMeta, logoSvg: string): string {
  const author = byline(article.author);
  const minutes = Math.max(1, Math.ceil(article.body.split(/\s+/).filter(Boolean).length / WORDS_PER_MINUTE));
  // Site-relative links must still work once the PDF is downloaded.
  const body = marked.parse(article.body, { async: false, gfm: true }).replace(/href="\/(?!\/)/g, `href="${siteUrl}/`);
  const articleUrl = `${siteUrl}/insights/${article.slug}`;
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<title>${escapeHtml(article.title)} | ${escapeHtml(siteDefaults.name)}</title>
<meta name="author" content="${escapeHtml(author.name)}">
<style>
${fontFaceCss()}
@page { size: A4; margin: 22mm 20mm 24mm; }
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; font-family: "Inter Variable", sans-serif; font-size: 10.5pt; line-height: 1.62; color: #1b2333; font-variation-settings: "opsz" 14; }
header.brand { display: flex; align-items: center; justify-content: space-between; padding-bottom: 9mm; border-bottom: 0.6pt solid #d8d2c4; margin-bottom: 10mm; color: #0b1220; }
header.brand svg { height: 9mm; width: auto; }
header.brand .kicker { font-size: 8pt; letter-spacing: 0.16em; text-transform: uppercase; color: #8a6a2a; font-weight: 600; }
h1 { font-family: "Fraunces", serif; font-weight: 500; font-size: 27pt; line-height: 1.12; letter-spacing: -0.01em; color: #0b1220; margin: 0 0 5mm; text-wrap: balance; }
.lede { font-size: 12.5pt; line-height: 1.5; color: #4a5468; margin: 0 0 6mm; }
.meta { display: flex; gap: 6mm; font-size: 8.5pt; color: #4a5468; padding: 3mm 0; border-top: 0.6pt solid #d8d2c4; border-bottom: 0.6pt solid #d8d2c4; margin-bottom: 9mm; }
.meta strong { color: #0b1220; font-weight: 600; }
.rule { width: 18mm; height: 1.2pt; background: #c9a45c; margin: 0 0 6mm; }
main h2 { font-family: "Fraunces", serif; font-weight: 600; font-size: 15pt; line-height: 1.25; color: #0b1220; margin: 8mm 0 2.5mm; break-after: avoid; }
main h3 { font-family: "Fraunces", serif; font-weight: 600; font-size: 12pt; color: #0b1220; margin: 6mm 0 2mm; break-after: avoid; }
main p { margin: 0 0 3.2mm; orphans: 3; widows: 3; }
main ul, main ol { margin: 0 0 3.5mm; padding-left: 6mm; }
main li { margin-bottom: 1.6mm; }
main li::marker { color: #8a6a2a; }
main strong { font-weight: 620; color: #0b1220; }
main a { color: #0b1220; text-decoration-color: #c9a45c; text-underline-offset: 2px; }
main blockquote { margin: 5mm 0; padding: 1mm 0 1mm 5mm; border-left: 1.5pt solid #c9a45c; font-family: "Fraunces", serif; font-size: 12.5pt; color: #1c2740; }
main table { border-collapse: collapse; width: 100%; margin: 4mm 0 5mm; font-size: 9pt; break-inside: avoid; }
main th, main td { text-align: left; padding: 2mm 2.5mm; border-bottom: 0.6pt solid #d8d2c4; vertical-align: top; }
main th { font-weight: 600; color: #0b1220; border-bottom-color: #0b1220; }
main code { font-size: 9pt; background: #f1ede4; padding: 0 1mm; border-radius: 2px; }
main hr { border: 0; border-top: 0.6pt solid #d8d2c4; margin: 6mm 0; }
footer.end { margin-top: 10mm; padding-top: 4mm; border-top: 0.6pt solid #d8d2c4; font-size: 8.5pt; color: #4a5468; break-inside: avoid; }
footer.end a { color: #8a6a2a; }
</style>
</head>
<body>
<header class="brand">${logoSvg}<span class="kicker">Insights</span></header>
<h1>${escapeHtml(article.title)}</h1>
${article.description ? `<p class="lede">${escapeHtml(article.description)}</p>` : ""}
<div class="meta">
  <span><strong>${escapeHtml(author.name)}</strong>, ${escapeHtml(author.role)}</span>
  <span>${escapeHtml(longDate(article.date))}</span>
  <span>${minutes} min read</span>
</div>
<div class="rule"></div>
<main>${body}</main>
<footer class="end">
  <p>${escapeHtml(siteDefaults.name)} · ${escapeHtml(siteDefaults.tagline)}<br>
  Read online at <a href="${articleUrl}">${escapeHtml(articleUrl)}</a> · <a href="mailto:${siteDefaults.email}">${escapeHtml(siteDefaults.email)}</a></p>
  <p>This article is for information only and is not an offer of credit or investment advice.</p>
</footer>
</body>
</html>`;
}

// Chromium stamps the print time into the PDF; pin it to the article date so reruns are byte-identical.
function pinPdfDates(pdf: Buffer, isoDate: string): Buffer {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? isoDate.replace(/-/g, "") : "20250101";
  // Same length as the original stamp, so the cross-reference offsets stay valid.
  const text = pdf.toString("latin1").replace(/D:\d{14}/g, `D:${day}000000`);
  return Buffer.from(text, "latin1");
}

async function main(): Promise<void> {
  const articles = readArticles();
  if (articles.length === 0) {
    console.log("No articles in app/content/articles yet.");
    return;
  }
  ensureDir(PDF_DIR);
  const logoSvg = readFileSync(path.join(PUBLIC_DIR, "brand/logo.svg"), "utf8");
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    for (const article of articles) {
      await page.setContent(articleHtml(article, logoSvg), { waitUntil: "load" });
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const pdf = await page.pdf({
        format: "A4",
        preferCSSPageSize: true,
        printBackground: true,
        tagged: true,
        outline: true,
        displayHeaderFooter: true,
        headerTemplate: "<span></span>",
        footerTemplate: `<div style="width:100%;font-family:sans-serif;font-size:7pt;color:#8a94ab;padding:0 20mm;display:flex;justify-content:space-between"><span>${escapeHtml(siteDefaults.name)} · ${escapeHtml(article.title)}</span><span><span class="pageNumber"></span> / <span class="totalPages"></span></span></div>`,
      });
      const file = path.join(PDF_DIR, `${article.slug}.pdf`);
      writeFileSync(file, pinPdfDates(pdf, article.date));
      const size = fileSize(file);
      if (size > PDF_BUDGET_BYTES) throw new Error(`${file} is ${kb(size)}, over the 200 KB budget`);
      console.log(sizeLine(file, 58));
    }
  } finally {
    await browser.close();
  }
}

await main();
