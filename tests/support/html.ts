/** Fetch-based helpers for the page tests: fast, no browser needed. */

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'", nbsp: " " };

export function decode(text: string): string {
  return text.replace(/&(#x27|#39|amp|lt|gt|quot|nbsp);/g, (_, name: string) => entities[name] ?? "");
}

/** Visible text of the <main> element, tags stripped and whitespace collapsed. */
export function mainText(html: string): string {
  const main = html.match(/<main[^>]*>([\s\S]*)<\/main>/)?.[1] ?? "";
  return decode(main.replace(/<(script|style)[\s\S]*?<\/\1>/g, " ").replace(/<[^>]+>/g, " ")).replace(/\s+/g, " ");
}

export function mainHtml(html: string): string {
  return html.match(/<main[^>]*>([\s\S]*)<\/main>/)?.[1] ?? "";
}

export interface Anchor {
  href: string;
  text: string;
}

export function anchors(html: string): Anchor[] {
  return [...html.matchAll(/<a\s([^>]*)>([\s\S]*?)<\/a>/g)].map((match) => ({
    href: decode(match[1]?.match(/href="([^"]*)"/)?.[1] ?? ""),
    text: decode((match[2] ?? "").replace(/<[^>]+>/g, " "))
      .replace(/\s+/g, " ")
      .trim(),
  }));
}

/** The href of the first link in <main> whose text matches exactly. */
export function hrefOf(html: string, text: string): string | undefined {
  return anchors(mainHtml(html)).find((anchor) => anchor.text === text)?.href;
}

export function metaContent(html: string, key: string): string | undefined {
  const pattern = new RegExp(`<meta[^>]*(?:name|property)="${key}"[^>]*content="([^"]*)"`);
  return decode(html.match(pattern)?.[1] ?? "") || undefined;
}

export function canonical(html: string): string | undefined {
  return html.match(/<link[^>]*rel="canonical"[^>]*href="([^"]*)"/)?.[1];
}

export function jsonLdTypes(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => (JSON.parse(match[1] ?? "{}") as { "@type"?: string })["@type"] ?? "",
  );
}

/** Image and media URLs referenced by src/srcset/poster in the page. */
export function mediaUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/\s(?:src|poster)="(\/[^"]+)"/gi)) urls.add(decode(match[1] ?? ""));
  for (const match of html.matchAll(/\s(?:srcset|imagesrcset)="([^"]+)"/gi)) {
    for (const candidate of decode(match[1] ?? "").split(",")) {
      const url = candidate.trim().split(/\s+/)[0];
      if (url?.startsWith("/")) urls.add(url);
    }
  }
  return [...urls].filter((url) => !url.startsWith("/assets/"));
}

const cache = new Map<string, Promise<{ status: number; type: string; body: string }>>();

/** GET once per URL per test file. */
export function get(url: string) {
  let entry = cache.get(url);
  if (!entry) {
    entry = fetch(url, { redirect: "manual" }).then(async (response) => ({
      status: response.status,
      type: response.headers.get("content-type") ?? "",
      body: /^text\/|xml/.test(response.headers.get("content-type") ?? "")
        ? await response.text()
        : (await response.arrayBuffer(), ""),
    }));
    cache.set(url, entry);
  }
  return entry;
}
