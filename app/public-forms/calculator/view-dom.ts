import type { View } from "./view.ts";

/** Each table body's first row as the server rendered it: the shape of every row the script writes. */
const rowShapes = new WeakMap<HTMLTableSectionElement, HTMLTableRowElement>();

/** Rewrites a table body in place: cells whose text changed, then rows added or taken away (a term is 6-120 months). */
function writeRows(body: HTMLTableSectionElement, rows: string[][]) {
  let shape = rowShapes.get(body);
  if (!shape) {
    const first = body.rows[0];
    if (!first) return;
    shape = first.cloneNode(true) as HTMLTableRowElement;
    rowShapes.set(body, shape);
  }
  while (body.rows.length > rows.length) body.rows[body.rows.length - 1]?.remove();
  while (body.rows.length < rows.length) body.append(shape.cloneNode(true));
  rows.forEach((cells, index) => {
    const row = body.rows[index];
    cells.forEach((text, column) => {
      const cell = row?.cells[column];
      if (cell && cell.textContent !== text) cell.textContent = text;
    });
  });
}

/**
 * Writes a view into the places the server's markup marks (app/public-forms/calculator/view.ts): texts, attributes, what
 * shows, and table rows. Keys the view does not hold are left as they are.
 */
export function writeView(root: ParentNode, view: View): void {
  for (const element of root.querySelectorAll<HTMLElement | SVGElement>("[data-text]")) {
    const text = view.texts[element.dataset.text ?? ""];
    if (text !== undefined && element.textContent !== text) element.textContent = text;
  }
  for (const element of root.querySelectorAll<HTMLElement | SVGElement>("[data-attrs]")) {
    for (const [name, value] of Object.entries(view.attrs[element.dataset.attrs ?? ""] ?? {})) {
      if (value === null) element.removeAttribute(name);
      else if (element.getAttribute(name) !== value) element.setAttribute(name, value);
    }
  }
  for (const element of root.querySelectorAll<HTMLElement | SVGElement>("[data-shown]")) {
    const shown = view.shown[element.dataset.shown ?? ""];
    if (shown !== undefined) element.toggleAttribute("hidden", !shown);
  }
  for (const body of root.querySelectorAll<HTMLTableSectionElement>("tbody[data-rows]")) {
    const rows = view.rows[body.dataset.rows ?? ""];
    if (rows) writeRows(body, rows);
  }
}
