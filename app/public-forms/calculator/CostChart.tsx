import type { VentureDebtCalculatorContent } from "#app/content/pages/venture-debt-calculator/copy.ts";
import { CHART } from "./chart.ts";
import { TICKS } from "./results-view.ts";
import { type View, attrsOf, shownOf, textOf } from "./view.ts";
import { DetailsTable } from "./DetailsTable.tsx";
import styles from "./CostChart.module.css";

type ChartCopy = VentureDebtCalculatorContent["chart"];

/** Plain SVG, rendered on the server like the rest of the page; the table below says the same in text. */
export function CostChart({ copy, view }: { copy: ChartCopy; view: View }) {
  const bottom = CHART.height - CHART.bottom;
  return (
    <>
      <figure className={styles.chart}>
        <ul className={styles.chartLegend} aria-hidden="true">
          <li data-series="dilution">{copy.dilutionLine}</li>
          <li data-series="debt">{copy.debtLine}</li>
        </ul>
        <svg
          viewBox={`0 0 ${CHART.width} ${CHART.height}`}
          role="img"
          aria-labelledby="cost-chart-title cost-chart-desc"
          className={styles.chartSvg}
        >
          <title id="cost-chart-title">{copy.heading}</title>
          <desc id="cost-chart-desc" {...textOf(view, "chart-description")} />
          <g className={styles.grid}>
            {TICKS.map((index) => (
              <g key={index}>
                <line x1={CHART.left} x2={CHART.width - CHART.right} {...attrsOf(view, `y-tick-${index}-line`)} />
                {/* Zero is labelled once, on the x axis. */}
                {index > 0 ? (
                  <text
                    x={CHART.left - 8}
                    dy="0.32em"
                    textAnchor="end"
                    {...attrsOf(view, `y-tick-${index}-text`)}
                    {...textOf(view, `y-tick-${index}`)}
                  />
                ) : null}
              </g>
            ))}
            {TICKS.map((index) => (
              <text
                key={index}
                y={bottom + 24}
                textAnchor="middle"
                {...attrsOf(view, `x-tick-${index}`)}
                {...textOf(view, `x-tick-${index}`)}
              />
            ))}
            <text x={(CHART.left + CHART.width - CHART.right) / 2} y={CHART.height - 4} textAnchor="middle">
              {copy.xAxis}
            </text>
          </g>
          <g className={styles.marker} {...shownOf(view, "break-even-marker")}>
            <line y1={CHART.top} {...attrsOf(view, "break-even-line")} />
            <text y={CHART.top + 12} {...attrsOf(view, "break-even-text")}>
              {copy.breakEvenMarker}
            </text>
          </g>
          <g className={styles.exitMarker}>
            <line y1={CHART.top} {...attrsOf(view, "exit-line")} />
            <text textAnchor="end" {...attrsOf(view, "exit-text")}>
              {copy.exitMarker}
            </text>
          </g>
          <polyline className={styles.dilutionLine} {...attrsOf(view, "dilution-line")} />
          <polyline className={styles.debtLine} {...attrsOf(view, "debt-line")} />
        </svg>
        <figcaption className={styles.caption} {...textOf(view, "chart-description")} />
      </figure>
      <DetailsTable
        summary={copy.tableSummary}
        caption={copy.heading}
        columns={[copy.xAxis, copy.debtLine, copy.dilutionLine]}
        rows={view.rows.chart ?? []}
        rowsKey="chart"
      />
    </>
  );
}
