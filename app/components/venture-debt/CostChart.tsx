import type { VentureDebtCalculatorContent } from "~/content/pages/venture-debt-calculator/copy";
import { CHART, chartModel, polyline } from "~/lib/venture-debt/chart";
import type { CalculatorInputs, CalculatorResult } from "~/lib/venture-debt/calculator";
import { fill } from "~/lib/venture-debt/format";
import type { CurrencyCode } from "~/content/shared/money/currencies";
import { formatCompactMoney, formatMoney } from "~/lib/money/format-money";
import { DetailsTable } from "./DetailsTable";
import styles from "./CostChart.module.css";

type ChartCopy = VentureDebtCalculatorContent["chart"];

/** Plain SVG, rendered on the server like the rest of the page; the table below says the same in text. */
export function CostChart({
  copy,
  inputs,
  result,
  currency,
}: {
  copy: ChartCopy;
  inputs: CalculatorInputs;
  result: CalculatorResult;
  /** The currency of every amount. */
  currency: CurrencyCode;
}) {
  const model = chartModel(inputs, result.cost.interest + result.cost.fee, result.breakEvenExitUsd);
  const bottom = CHART.height - CHART.bottom;
  // Two markers close together: the second label drops a line so they do not overlap.
  const markersClose = model.breakEvenX !== undefined && Math.abs(model.breakEvenX - model.exitX) < 110;
  const description = fill(copy.description, { breakEven: formatCompactMoney(result.breakEvenExitUsd, currency) });
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
          <desc id="cost-chart-desc">{description}</desc>
          <g className={styles.grid}>
            {model.yTicks.map((tick) => (
              <g key={tick}>
                <line x1={CHART.left} x2={CHART.width - CHART.right} y1={model.toY(tick)} y2={model.toY(tick)} />
                {/* Zero is labelled once, on the x axis. */}
                {tick > 0 ? (
                  <text x={CHART.left - 8} y={model.toY(tick)} dy="0.32em" textAnchor="end">
                    {formatCompactMoney(tick, currency)}
                  </text>
                ) : null}
              </g>
            ))}
            {model.xTicks.map((tick) => (
              <text key={tick} x={model.toX(tick)} y={bottom + 24} textAnchor="middle">
                {formatCompactMoney(tick, currency)}
              </text>
            ))}
            <text x={(CHART.left + CHART.width - CHART.right) / 2} y={CHART.height - 4} textAnchor="middle">
              {copy.xAxis}
            </text>
          </g>
          {model.breakEvenX !== undefined ? (
            <g className={styles.marker}>
              <line x1={model.breakEvenX} x2={model.breakEvenX} y1={CHART.top} y2={bottom} />
              <text x={model.breakEvenX + 6} y={CHART.top + 12}>
                {copy.breakEvenMarker}
              </text>
            </g>
          ) : null}
          <g className={styles.exitMarker}>
            <line x1={model.exitX} x2={model.exitX} y1={CHART.top} y2={bottom} />
            <text x={model.exitX - 6} y={CHART.top + (markersClose ? 40 : 12)} textAnchor="end">
              {copy.exitMarker}
            </text>
          </g>
          <polyline className={styles.dilutionLine} points={polyline(model.dilution)} />
          <polyline className={styles.debtLine} points={polyline(model.debt)} />
        </svg>
        <figcaption className={styles.caption}>{description}</figcaption>
      </figure>
      <DetailsTable
        summary={copy.tableSummary}
        caption={copy.heading}
        columns={[copy.xAxis, copy.debtLine, copy.dilutionLine]}
      >
        {model.rows.map((row) => (
          <tr key={row.exitUsd}>
            <th scope="row">{formatCompactMoney(row.exitUsd, currency)}</th>
            <td>{formatMoney(row.debtUsd, currency)}</td>
            <td>{formatMoney(row.dilutionUsd, currency)}</td>
          </tr>
        ))}
      </DetailsTable>
    </>
  );
}
