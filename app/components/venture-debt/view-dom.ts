import type { View } from "~/lib/venture-debt/view";

/** Each table body's first row as the server rendered it: the shape of every row the script writes. */
const rowShapes = new WeakMap<HTMLTableSectionElement, HTMLTableRowElement>();

function writeRows(body: HTMLTableSectionElement, rows: string[][]) {
  let shape = rowShapes.get(body);
  if (!shape) {
    const first = body.rows[0];
    if (!first) return;
    shape = first.cloneNode(true) as HTMLTableRowElement;
    rowShapes.set(body, shape);
  }
  const model = shape;
  body.replaceChildren(
    ...rows.map((cells) => {
      const row = model.cloneNode(true) as HTMLTableRowElement;
      cells.forEach((text, index) => {
        const cell = row.cells[index];
        if (cell) cell.textContent = text;
      });
      return row;
    }),
  );
}

/**
 * Writes a view into the places the server's markup marks (app/lib/venture-debt/view.ts): texts, attributes, what
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
