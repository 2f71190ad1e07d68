/*
 * What the calculator shows, as strings and numbers keyed by name (decision 078). The server's React components
 * render a view into the page and mark each place with its key (data-text, data-attrs, data-shown, data-rows);
 * the page's script (app/public-forms/calculator/calculator-script.ts) computes a view from the same functions as
 * the founder types and writes it into those places. Every figure and word therefore has one source.
 */

/** One attribute value; null removes the attribute. */
export type AttrValue = string | null;

export interface View {
  /** Text content by key. */
  texts: Record<string, string>;
  /** Attributes by key. */
  attrs: Record<string, Record<string, AttrValue>>;
  /** Whether the element with this key shows. */
  shown: Record<string, boolean>;
  /** Table bodies by key: a row per entry, a cell text per column. */
  rows: Record<string, string[][]>;
}

export const emptyView = (): View => ({ texts: {}, attrs: {}, shown: {}, rows: {} });

/** A view's attributes as React props: a removed attribute is left out. */
export function attrProps(attrs: Record<string, AttrValue> | undefined): Record<string, string> {
  const props: Record<string, string> = {};
  for (const [name, value] of Object.entries(attrs ?? {})) if (value !== null) props[name] = value;
  return props;
}

/** The markup hooks of one text: its key, and its text as React children. */
export const textOf = (view: View, key: string) => ({ "data-text": key, children: view.texts[key] ?? "" });

/** The markup hooks of one set of attributes: its key and the attributes themselves. */
export const attrsOf = (view: View, key: string) => ({ "data-attrs": key, ...attrProps(view.attrs[key]) });

/** The markup hooks of an element that shows or hides: its key, and `hidden` where it does not show. */
export const shownOf = (view: View, key: string) => ({ "data-shown": key, hidden: !view.shown[key] });
