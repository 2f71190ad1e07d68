import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

// One line per URL. Industry pages, and legal pages, share one template each, told apart by route id.
export default [
  index("routes/public/home.tsx"),
  route("companies", "routes/public/companies.tsx"),
  route("fintech", "routes/public/industry.tsx", { id: "industry-fintech" }),
  route("software", "routes/public/industry.tsx", { id: "industry-software" }),
  route("deeptech", "routes/public/industry.tsx", { id: "industry-deeptech" }),
  route("healthtech", "routes/public/industry.tsx", { id: "industry-healthtech" }),
  route("privacy-policy", "routes/legal/legal-page.tsx", { id: "legal-privacy-policy" }),
  route("terms-and-conditions", "routes/legal/legal-page.tsx", { id: "legal-terms-and-conditions" }),
  route("disclosures", "routes/legal/legal-page.tsx", { id: "legal-disclosures" }),
  route("insights", "routes/public/insights.tsx"),
  // Article files are named by slug: app/content/articles/<slug>.md
  route("insights/:slug", "routes/public/insight-article.tsx"),
  route("about", "routes/public/about.tsx"),
  route("contact", "routes/public/contact.tsx"),
  route("apply", "routes/public/apply.tsx"),
  route("newsletter", "routes/newsletter/newsletter.tsx"),
  route("newsletter/confirm", "routes/newsletter/newsletter.confirm.tsx"),
  route("newsletter/unsubscribe", "routes/newsletter/newsletter.unsubscribe.tsx"),
  // The link mailed to someone who sent a form without JavaScript (decision 076).
  route("confirm-submission", "routes/public/confirm-submission.tsx"),
  route("api/altcha/challenge", "routes/api/api.altcha.challenge.ts"),
  route("faqs", "routes/public/faqs.tsx"),
  route("who-we-fund", "routes/public/who-we-fund.tsx"),
  route("process", "routes/public/process.tsx"),
  route("case-studies", "routes/public/case-studies.tsx"),
  route("venture-debt-calculator", "routes/public/venture-debt-calculator.tsx"),
  // The founder account (noindex, behind an e-mailed link).
  route("account/sign-in", "routes/account/sign-in.tsx"),
  route("account/data", "routes/account/data.ts"),
  route("account/applications/:id/documents/:fileId", "routes/account/document-file.ts"),
  // Its pages' forms carry the CSRF token, which their layout hands out (decision 066).
  layout("routes/account/layout.tsx", [
    route("account", "routes/account/index.tsx"),
    route("account/link", "routes/account/link.tsx"),
    route("account/applications/:id", "routes/account/application.tsx"),
    route("account/applications/:id/documents", "routes/account/documents.tsx"),
  ]),
  // The staff app (noindex, behind a session), in its own layout.
  layout("routes/inbox/layout.tsx", [
    route("inbox", "routes/inbox/index.ts"),
    route("inbox/sign-in", "routes/inbox/sign-in.tsx"),
    route("inbox/sign-out", "routes/inbox/sign-out.ts"),
    route("inbox/privacy", "routes/inbox/privacy.tsx"),
    route("inbox/profile", "routes/inbox/profile.tsx"),
    route("inbox/privacy/access", "routes/inbox/privacy-access.ts"),
    route("inbox/admin-only", "routes/inbox/admin-only.tsx"),
    // The pipeline (decision 061): static segments, so they win over inbox/:list.
    route("inbox/board", "routes/inbox/board.tsx"),
    route("inbox/tasks", "routes/inbox/tasks.tsx"),
    route("inbox/dashboard", "routes/inbox/dashboard.tsx"),
    route("inbox/applications/:id/tasks", "routes/inbox/deal-tasks.tsx"),
    route("inbox/applications/:id/documents", "routes/inbox/documents.tsx"),
    route("inbox/applications/:id/documents/:fileId", "routes/inbox/document-file.ts"),
    route("inbox/:list", "routes/inbox/list.tsx"),
    route("inbox/:list/export", "routes/inbox/export.ts"),
    route("inbox/:list/:id", "routes/inbox/lead.tsx"),
    route("inbox/applications/:id/messages", "routes/inbox/deal-messages.tsx"),
  ]),
  route("sitemap.xml", "routes/public/sitemap[.]xml.ts"),
  route("feed.xml", "routes/public/feed[.]xml.ts"),
  route("robots.txt", "routes/public/robots[.]txt.ts"),
  route("*", "routes/public/not-found.tsx"),
] satisfies RouteConfig;
