import { type RouteConfig, index, route } from "@react-router/dev/routes";

// One line per URL. Industry pages share one template, told apart by route id.
export default [
  index("routes/home.tsx"),
  route("companies", "routes/companies.tsx"),
  route("fintech", "routes/industry.tsx", { id: "industry-fintech" }),
  route("software", "routes/industry.tsx", { id: "industry-software" }),
  route("deeptech", "routes/industry.tsx", { id: "industry-deeptech" }),
  route("healthtech", "routes/industry.tsx", { id: "industry-healthtech" }),
  route("insights", "routes/insights.tsx"),
  // Article files are named by slug: app/content/articles/<slug>.md
  route("insights/:slug", "routes/insight-article.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("apply", "routes/apply.tsx"),
  route("newsletter", "routes/newsletter.tsx"),
  route("newsletter/confirm", "routes/newsletter.confirm.tsx"),
  route("newsletter/unsubscribe", "routes/newsletter.unsubscribe.tsx"),
  route("api/altcha/challenge", "routes/api.altcha.challenge.ts"),
  route("faqs", "routes/faqs.tsx"),
  route("who-we-fund", "routes/who-we-fund.tsx"),
  route("process", "routes/process.tsx"),
  route("case-studies", "routes/case-studies.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("terms-and-conditions", "routes/terms-and-conditions.tsx"),
  route("disclosures", "routes/disclosures.tsx"),
  // Staff-only lead inbox (noindex, behind a session).
  route("inbox", "routes/inbox.tsx"),
  route("inbox/sign-in", "routes/inbox.sign-in.tsx"),
  route("inbox/sign-out", "routes/inbox.sign-out.ts"),
  route("inbox/export/:kind", "routes/inbox.export.ts"),
  route("inbox/:kind/:id", "routes/inbox.lead.tsx"),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
