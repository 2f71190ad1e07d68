import { markGeometry } from "./brand-mark.ts";

/** The mark at the wordmark's height: the same "N" of nodes as the favicon and share images. */
const mark = markGeometry({ x: 0, y: 2, size: 28, stroke: 1.6, node: 2.6 });

/** Wordmark: the brass mark and the brand name, coloured by CSS. */
export function Logo({ name }: { name: string }) {
  return (
    <svg viewBox="0 0 196 32" width="196" height="32" role="img" aria-label={name} focusable="false">
      <g fill="none" stroke="var(--accent)">
        <circle cx={mark.ring.cx} cy={mark.ring.cy} r={mark.ring.r} strokeWidth={mark.ring.strokeWidth} />
        <path d={mark.d} strokeWidth={mark.strokeWidth} strokeLinecap="round" strokeLinejoin="round" />
      </g>
      <g fill="var(--accent)">
        {mark.nodes.map((node) => (
          <circle key={`${node.cx} ${node.cy}`} cx={node.cx} cy={node.cy} r={node.r} />
        ))}
      </g>
      <text
        x="34"
        y="22.5"
        fill="currentColor"
        fontFamily="Fraunces, Georgia, serif"
        fontSize="20"
        fontWeight="500"
        letterSpacing="0.5"
      >
        {name}
      </text>
    </svg>
  );
}
