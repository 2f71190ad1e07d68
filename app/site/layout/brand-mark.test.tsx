import { readFileSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { markGeometry } from "./brand-mark.ts";
import { Logo } from "./Logo.tsx";

const publicFile = (file: string) => readFileSync(path.resolve(import.meta.dirname, "../../../public", file), "utf8");

/** The N's line scaled onto a unit square, so marks of any size compare. */
function unitLine(d: string): number[] {
  const numbers = [...d.matchAll(/-?\d+(?:\.\d+)?/g)].map((match) => Number(match[0]));
  const xs = numbers.filter((_, index) => index % 2 === 0);
  const ys = numbers.filter((_, index) => index % 2 === 1);
  const [minX, minY] = [Math.min(...xs), Math.min(...ys)];
  const span = Math.max(...xs) - minX;
  return numbers.map((value, index) => Number(((value - (index % 2 === 0 ? minX : minY)) / span).toFixed(3)));
}

describe("one mark everywhere", () => {
  it("the favicon and the brand files are drawn from brand-mark's geometry", () => {
    expect(publicFile("favicon.svg")).toContain(
      `d="${markGeometry({ x: 4, y: 4, size: 56, stroke: 3.4, node: 3.6 }).d}"`,
    );
    expect(publicFile("brand/mark.svg")).toContain(
      `d="${markGeometry({ x: 0, y: 0, size: 40, stroke: 1.6, node: 2.6 }).d}"`,
    );
  });

  it("the header and footer logo draws the favicon's N of nodes, not another letter", () => {
    const logo = renderToStaticMarkup(<Logo name="Noema Capital" />);
    const logoLine = logo.match(/<path d="([^"]+)"/)?.[1] ?? "";
    const faviconLine = publicFile("favicon.svg").match(/<path d="([^"]+)"/)?.[1] ?? "";
    expect(unitLine(logoLine)).toEqual(unitLine(faviconLine));
    expect(logo.match(/<circle/g)).toHaveLength(5); // the ring and four nodes
  });
});
