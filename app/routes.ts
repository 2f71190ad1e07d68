import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

// One line per URL. Industry pages, and legal pages, share one template each, told apart by route id.
export default [
  index("site/routes/home.tsx"),
  route("companies", "site/routes/companies.tsx"),
  route("fintech", "site/routes/industry.tsx", { id: "industry-fintech" }),
  route("software", "site/routes/industry.tsx", { id: "industry-software" }),
  route("deeptech", "site/routes/industry.tsx", { id: "industry-deeptech" }),
  route("healthtech", "site/routes/industry.tsx", { id: "industry-healthtech" }),
  route("privacy-policy", "site/routes/legal-page.tsx", { id: "legal-privacy-policy" }),
  route("terms-and-conditions", "site/routes/legal-page.tsx", { id: "legal-terms-and-conditions" }),
  route("disclosures", "site/routes/legal-page.tsx", { id: "legal-disclosures" }),
  route("insights", "site/routes/insights.tsx"),
  // Article files are named by slug: app/content/articles/<slug>.md
  route("insights/:slug", "site/routes/insight-article.tsx"),
  route("about", "site/routes/about.tsx"),
  route("contact", "public-forms/contact/contact.tsx"),
  route("apply", "public-forms/application/apply.tsx"),
  route("newsletter", "public-forms/newsletter/newsletter.tsx"),
  route("newsletter/confirm", "public-forms/newsletter/newsletter.confirm.tsx"),
  route("newsletter/unsubscribe", "public-forms/newsletter/newsletter.unsubscribe.tsx"),
  // The link mailed to someone who sent a form without JavaScript (decision 076).
  route("confirm-submission", "public-forms/confirm-submission/confirm-submission.tsx"),
  route("api/altcha/challenge", "platform/captcha/api.altcha.challenge.ts"),
  route("faqs", "site/routes/faqs.tsx"),
  route("who-we-fund", "site/routes/who-we-fund.tsx"),
  route("process", "site/routes/process.tsx"),
  route("case-studies", "site/routes/case-studies.tsx"),
  route("venture-debt-calculator", "public-forms/calculator/venture-debt-calculator.tsx"),
  // The founder account (noindex, behind an e-mailed link).
  route("account/sign-in", "founder/routes/sign-in.tsx"),
  route("account/data", "founder/routes/data.ts"),
  route("account/applications/:id/documents/:fileId", "founder/routes/document-file.ts"),
  // Its pages' forms carry the CSRF token, which their layout hands out (decision 066).
  layout("founder/routes/layout.tsx", { id: "founder-layout" }, [
    route("account", "founder/routes/index.tsx"),
    route("account/link", "founder/routes/link.tsx"),
    route("account/applications/:id", "founder/routes/application.tsx"),
    route("account/applications/:id/documents", "founder/routes/documents.tsx"),
    route("account/applications/:id/offer", "founder/routes/offer.tsx"),
  ]),
  // The staff app (noindex, behind a session), in its own layout.
  layout("staff/routes/layout.tsx", { id: "staff-layout" }, [
    route("inbox", "staff/routes/index.ts"),
    route("inbox/sign-in", "staff/routes/sign-in.tsx"),
    route("inbox/sign-out", "staff/routes/sign-out.ts"),
    route("inbox/privacy", "staff/routes/privacy.tsx"),
    route("inbox/profile", "staff/routes/profile.tsx"),
    route("inbox/privacy/access", "staff/routes/privacy-access.ts"),
    route("inbox/admin-only", "staff/routes/admin-only.tsx"),
    // The pipeline (decision 061): static segments, so they win over inbox/:list.
    route("inbox/board", "staff/routes/board.tsx"),
    route("inbox/tasks", "staff/routes/tasks.tsx"),
    route("inbox/dashboard", "staff/routes/dashboard.tsx"),
    route("inbox/applications/:id/tasks", "staff/routes/deal-tasks.tsx"),
    route("inbox/applications/:id/documents", "staff/routes/documents.tsx"),
    route("inbox/applications/:id/proposal", "staff/routes/deal-proposal.tsx"),
    route("inbox/applications/:id/documents/:fileId", "staff/routes/document-file.ts"),
    route("inbox/:list", "staff/routes/list.tsx"),
    route("inbox/:list/export", "staff/routes/export.ts"),
    route("inbox/:list/:id", "staff/routes/lead.tsx"),
    route("inbox/applications/:id/messages", "staff/routes/deal-messages.tsx"),
  ]),
  route("sitemap.xml", "site/routes/sitemap[.]xml.ts"),
  route("feed.xml", "site/routes/feed[.]xml.ts"),
  route("robots.txt", "site/routes/robots[.]txt.ts"),
  route("*", "site/routes/not-found.tsx"),
] satisfies RouteConfig;
