/**
 * The firm's mark: an "N" traced as four nodes, in a thin ring where it stands beside the name. One
 * geometry for the header and footer logo (Logo.tsx) and for the favicon, share images and brand
 * files that scripts/media/build-brand.ts writes, so every place shows the same mark.
 */

/** The N's nodes on a 40-unit square, each with its weight (its radius relative to the others). */
const NODES: readonly [x: number, y: number, weight: number][] = [
  [12.5, 28, 1],
  [12.5, 12, 0.8],
  [27.5, 28, 0.8],
  [27.5, 12, 1.15],
];

export interface MarkOptions {
  /** Top-left corner and edge of the square the mark fills. */
  x: number;
  y: number;
  size: number;
  /** Line width and node radius on the 40-unit square. */
  stroke: number;
  node: number;
}

export interface MarkGeometry {
  /** The N's line, through the nodes in order. */
  d: string;
  strokeWidth: number;
  nodes: { cx: number; cy: number; r: number }[];
  ring: { cx: number; cy: number; r: number; strokeWidth: number };
}

export function markGeometry({ x, y, size, stroke, node }: MarkOptions): MarkGeometry {
  const s = size / 40;
  const at = ([px, py]: readonly [number, number, number]) => `${x + px * s} ${y + py * s}`;
  return {
    d: `M${NODES.map(at).join("L")}`,
    strokeWidth: stroke * s,
    nodes: NODES.map(([px, py, weight]) => ({ cx: x + px * s, cy: y + py * s, r: node * weight * s })),
    ring: { cx: x + 20 * s, cy: y + 20 * s, r: 18.75 * s, strokeWidth: 1.5 * s },
  };
}
