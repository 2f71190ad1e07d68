import styles from "./Dashboard.module.css";

export interface Bar {
  label: string;
  value: number;
  /** The value as the table beside it writes it. */
  shown: string;
}

const WIDTH = 320;
const LABEL = 120;
const ROW = 22;

/**
 * Horizontal bars drawn on the server as plain SVG: no script. Hidden from assistive technology,
 * since the table beside it carries the same figures (decision 061).
 */
export function BarChart({ bars, title, max }: { bars: Bar[]; title: string; max?: number }) {
  const top = Math.max(max ?? 0, ...bars.map((bar) => bar.value), 1);
  const height = Math.max(bars.length, 1) * ROW;
  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${WIDTH} ${height}`}
      width={WIDTH}
      height={height}
      aria-hidden="true"
      focusable="false"
    >
      <title>{title}</title>
      {bars.map((bar, index) => {
        const y = index * ROW;
        const length = ((WIDTH - LABEL - 48) * bar.value) / top;
        return (
          <g key={bar.label}>
            <text x={0} y={y + 15} className={styles.label}>
              {bar.label.length > 18 ? `${bar.label.slice(0, 17)}…` : bar.label}
            </text>
            <rect
              x={LABEL}
              y={y + 4}
              width={Math.max(length, bar.value > 0 ? 2 : 0)}
              height={ROW - 8}
              className={styles.bar}
            />
            <text x={LABEL + length + 4} y={y + 15} className={styles.value}>
              {bar.shown}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
