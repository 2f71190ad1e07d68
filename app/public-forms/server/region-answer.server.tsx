import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { type MiddlewareFunction, type RouterContextProvider, StaticRouter } from "react-router";
import { FORM_REGION_HEADER } from "#app/shared/forms/field-names.ts";

/** What a form route's action is given and gives back (`data(result, { status })`). */
type FormAction<Result> = (args: { request: Request; context: Readonly<RouterContextProvider> }) => Promise<{
  data: Result;
  init: ResponseInit | null;
}>;

/**
 * A route middleware for a form served as a document (decision 078). The form's module posts with
 * FORM_REGION_HEADER naming the form's region, and uses only that region of the answer: such a post runs the
 * route's own action, and its result is answered as that region alone, rendered by the component that renders it
 * in the page, instead of the whole page (decision 079: the page's render was most of the server's work per
 * submission). Any other request, a browser's own post among them, goes on to the action and the page.
 */
export function answerRegionAlone<Result>(
  regionId: string,
  action: FormAction<Result>,
  renderRegion: (result: Result) => ReactElement,
): MiddlewareFunction<Response> {
  return async ({ request, context }, next) => {
    if (request.method !== "POST" || request.headers.get(FORM_REGION_HEADER) !== regionId) return next();
    const { data, init } = await action({ request, context });
    // The region's links (a confirmation's "Return to Home") render as in the page, outside its router.
    const html = renderToStaticMarkup(
      <StaticRouter location={new URL(request.url).pathname}>{renderRegion(data)}</StaticRouter>,
    );
    const headers = new Headers(init?.headers);
    headers.set("Content-Type", "text/html; charset=utf-8");
    // It holds what this visitor typed, as the page answering their post does.
    headers.set("Cache-Control", "no-store");
    return new Response(html, { status: init?.status ?? 200, headers });
  };
}
