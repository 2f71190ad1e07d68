import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { navigation } from "#app/content/shared/navigation/data.ts";
import { pageMeta } from "#app/site/meta.ts";
import { loadAsDocument, staticDocument } from "#app/site/document/static-document.ts";

// Unknown paths answer a real 404 (see docs/decisions/002-real-404.md); the root ErrorBoundary renders the page.
export function loader() {
  throw data(null, { status: 404 });
}

// A static document: no React runtime in the browser (decision 064).
export const handle = staticDocument;
export const clientLoader = loadAsDocument;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, {
    title: navigation.notFound.title,
    description: navigation.notFound.body,
    path: location.pathname,
    noindex: true,
  });

export default function NotFoundRoute() {
  return null;
}
