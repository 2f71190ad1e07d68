import { Marked } from "marked";

/*
 * A partner's memo is Markdown rendered on the server with marked, which does not sanitise: so raw HTML
 * is shown as text, a link keeps its href only for http(s) and mailto, and an image shows its alt text.
 * Everything else marked writes is escaped by marked itself; the page then sets the result as HTML.
 * Headings go one level down, under the page's own h2.
 */

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

const SAFE_HREF = /^(?:https?:\/\/|mailto:)/i;

const memoMarked = new Marked({
  gfm: true,
  async: false,
  renderer: {
    // The memo sits under the page's own h2: its "#" is an h2 beside it, "##" an h3 under it.
    heading({ tokens, depth }) {
      const level = Math.min(depth + 1, 6);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
    html({ text }) {
      return escapeHtml(text);
    },
    link({ href, tokens }) {
      // false: marked's own link, which escapes the href and the text.
      return SAFE_HREF.test(href.trim()) ? false : this.parser.parseInline(tokens);
    },
    image({ text }) {
      return escapeHtml(text);
    },
  },
});

export function renderMemo(markdown: string): string {
  return memoMarked.parse(markdown, { async: false });
}
