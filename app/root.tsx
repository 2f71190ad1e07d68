import { useEffect } from "react";
import interFont from "@fontsource-variable/inter/index.css?url";
import frauncesFont from "@fontsource/fraunces/latin-500.css?url";
import frauncesLatin500 from "@fontsource/fraunces/files/fraunces-latin-500-normal.woff2?url";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useMatches,
} from "react-router";
import type { Route } from "./+types/root";
import { Footer } from "#app/site/layout/Footer.tsx";
import { Header } from "#app/site/layout/Header.tsx";
import { FRAGMENT_SCROLL_DELAY_MS, ScrollManager } from "#app/site/layout/ScrollManager.tsx";
import { DocumentScripts } from "#app/site/document/DocumentScripts.tsx";
import { isStaticDocument } from "#app/site/document/static-document.ts";
import { NotFound } from "#app/site/components/errors/NotFound.tsx";
import { navigation } from "#app/content/shared/navigation/data.ts";
import { insightsFeed } from "#app/content/articles/feed.ts";
import { useNonce } from "#app/platform/nonce.ts";
import globalStyles from "#app/styles/global.css?url";
import { getSiteConfig } from "#app/site/serving/site.server.ts";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  // Feed readers discover the insights feed from any page (its route: routes/public/feed[.]xml.ts).
  { rel: "alternate", type: "application/rss+xml", title: insightsFeed.title, href: insightsFeed.path },
  // Fetched with the HTML, not after the CSS: text painted in a fallback font and swapped later shifts the layout (CLS).
  { rel: "preload", href: frauncesLatin500, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "stylesheet", href: interFont },
  { rel: "stylesheet", href: frauncesFont },
  { rel: "stylesheet", href: globalStyles },
];

export function loader() {
  return { site: getSiteConfig() };
}

// Brand facts do not change between navigations.
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

const ZOD_WITHOUT_EVAL = "globalThis.__zod_globalConfig={jitless:true}";

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const matches = useMatches();
  // The staff app (/inbox) brings its own layout: no marketing header, footer or waitlist call.
  const staffApp = matches.some((match) => (match.handle as { staffApp?: boolean } | undefined)?.staffApp);
  // Content pages are documents (decision 064): no React Router scripts, no nonce, the same bytes for all.
  const staticDocument = isStaticDocument(matches);
  // Said on <html> once React runs the page: the document script's plain-post fallbacks then stand down.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <html lang="en" data-fragment-delay={FRAGMENT_SCROLL_DELAY_MS}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1220" />
        <Meta />
        <Links />
      </head>
      <body>
        <a href="#main-content" className="skip-link">
          {navigation.skipLink}
        </a>
        {staffApp ? (
          children
        ) : (
          <>
            <Header />
            <main id="main-content" tabIndex={-1}>
              {children}
            </main>
            <Footer />
          </>
        )}
        {staticDocument ? (
          <DocumentScripts speculation captcha />
        ) : (
          <>
            <ScrollManager />
            <DocumentScripts nonce={nonce} speculation={!staffApp} captcha={false} />
            {/* Before any module runs: zod must not probe `new Function`, which the CSP (no eval) reports as a violation. */}
            <script nonce={nonce} dangerouslySetInnerHTML={{ __html: ZOD_WITHOUT_EVAL }} />
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const { serverError } = navigation;
  return (
    <section className="page-hero on-dark">
      <title>{serverError.title}</title>
      <div className="container">
        <span className="eyebrow">
          {serverError.eyebrow} {status}
        </span>
        <h1>{serverError.title}</h1>
        <p>{serverError.body}</p>
      </div>
    </section>
  );
}
