/**
 * The content pages served as static documents (decision 064): server-rendered HTML with no React
 * runtime, the same bytes for every visitor. Articles (`/insights/<slug>`) are documents too.
 * Pure data, so the browser-side speculation rules can read it.
 */
export const documentPaths = [
  "/",
  "/companies",
  "/fintech",
  "/software",
  "/deeptech",
  "/healthtech",
  "/insights",
  "/about",
  "/faqs",
  "/who-we-fund",
  "/process",
  "/case-studies",
  "/terms-and-conditions",
  "/disclosures",
  "/privacy-policy",
] as const;

/** URL patterns of every document, for Speculation Rules' `href_matches`. */
export const documentUrlPatterns = [...documentPaths, "/insights/*"];
