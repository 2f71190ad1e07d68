// Prerendered pages as templates: read once at start-up, split around their placeholders,
// filled per request with one bulk copy and a small copy per placeholder.
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

export type Slot = "nonce" | "csrf";

/** A page split once around its placeholders: segments[i] comes before slots[i]. */
export interface PageTemplate {
  segments: Buffer[];
  slots: Slot[];
  staticLength: number;
  /** The page laid out for one pair of value lengths (in practice there is only one pair). */
  layouts: Map<number, Layout>;
}

/** Every static byte already at its final offset; the values go at `offsets`. */
interface Layout {
  base: Buffer;
  offsets: number[];
  /** Bodies of this layout whose responses have finished, ready to be overwritten. */
  spare: Buffer[];
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function splitTemplate(html: string, marks: Record<Slot, string>): PageTemplate {
  const pattern = new RegExp(`${escapeRegExp(marks.nonce)}|${escapeRegExp(marks.csrf)}`, "g");
  const segments: Buffer[] = [];
  const slots: Slot[] = [];
  let last = 0;
  for (const match of html.matchAll(pattern)) {
    segments.push(Buffer.from(html.slice(last, match.index), "utf8"));
    slots.push(match[0] === marks.nonce ? "nonce" : "csrf");
    last = match.index + match[0].length;
  }
  segments.push(Buffer.from(html.slice(last), "utf8"));
  const staticLength = segments.reduce((sum, segment) => sum + segment.length, 0);
  return { segments, slots, staticLength, layouts: new Map() };
}

/** Every prerendered page under `clientDir` (its `index.html` files), keyed by URL path. */
export function loadPrerenderedPages(clientDir: string, marks: Record<Slot, string>): Map<string, PageTemplate> {
  const pages = new Map<string, PageTemplate>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) {
        if (full !== path.join(clientDir, "assets")) walk(full);
      } else if (entry === "index.html") {
        const rel = path.relative(clientDir, path.dirname(full)).split(path.sep).join("/");
        pages.set(rel === "" ? "/" : `/${rel}`, splitTemplate(readFileSync(full, "utf8"), marks));
      }
    }
  };
  walk(clientDir);
  return pages;
}

function layoutFor(template: PageTemplate, nonceLength: number, csrfLength: number): Layout {
  const key = nonceLength * 65536 + csrfLength;
  let layout = template.layouts.get(key);
  if (layout) return layout;
  const { segments, slots } = template;
  let length = template.staticLength;
  for (const slot of slots) length += slot === "nonce" ? nonceLength : csrfLength;
  const base = Buffer.alloc(length);
  const offsets: number[] = [];
  let offset = 0;
  for (let i = 0; i < slots.length; i++) {
    base.set(segments[i] as Buffer, offset);
    offset += (segments[i] as Buffer).length;
    offsets.push(offset);
    offset += slots[i] === "nonce" ? nonceLength : csrfLength;
  }
  base.set(segments[slots.length] as Buffer, offset);
  layout = { base, offsets, spare: [] };
  if (template.layouts.size < 8) template.layouts.set(key, layout);
  return layout;
}

/** The page with both values in place: one bulk copy and a small copy per placeholder. */
export function fillTemplate(template: PageTemplate, values: Record<Slot, string>): Buffer {
  // Both values are ASCII (base64 and base64url), so latin1 bytes are their UTF-8 bytes.
  const nonce = Buffer.from(values.nonce, "latin1");
  const csrf = Buffer.from(values.csrf, "latin1");
  const { base, offsets, spare } = layoutFor(template, nonce.length, csrf.length);
  // Every byte is overwritten below, so a recycled body shows nothing of the response it served.
  const body = spare.pop() ?? Buffer.allocUnsafe(base.length);
  body.set(base);
  const slots = template.slots;
  for (let i = 0; i < offsets.length; i++) body.set(slots[i] === "nonce" ? nonce : csrf, offsets[i]);
  return body;
}

const SPARE_BODIES = 64;

/**
 * Hands back a body from fillTemplate once nothing can read it any more: after its response's
 * "finish", when the socket has taken every byte. Never call it for a response that may still be writing.
 */
export function recycleBody(template: PageTemplate, body: Buffer) {
  for (const layout of template.layouts.values()) {
    if (layout.base.length === body.length) {
      if (layout.spare.length < SPARE_BODIES) layout.spare.push(body);
      return;
    }
  }
}
