import { stringify } from "csv-stringify/sync";
import { data } from "react-router";
import type { Route } from "./+types/kpi-pack-template";
import { requireFounder } from "#app/founder/server/guard.server.ts";
import { NO_STORE } from "#app/staff/server/guard.server.ts";
import { KPI_ROWS } from "#app/underwriting/kpi/kpi-pack-csv.server.ts";
import { kpiTemplateMonths } from "#app/underwriting/kpi/kpi-template.ts";
import { kpiTemplateXlsx } from "#app/underwriting/kpi/kpi-template-xlsx.server.ts";

const TYPES = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
} as const;

/** The firm's KPI pack to fill in, XLSX or CSV: one row per figure, one column for each of the last 12 months. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireFounder(request);
  const format = params.format;
  if (format !== "csv" && format !== "xlsx") throw data(null, { status: 404, headers: NO_STORE });
  const months = kpiTemplateMonths(new Date());
  const body =
    format === "xlsx"
      ? new Uint8Array(kpiTemplateXlsx(months))
      : stringify([["Figure", ...months], ...Object.keys(KPI_ROWS).map((name) => [name, ...months.map(() => "")])]);
  return new Response(body, {
    headers: {
      "Content-Type": TYPES[format],
      "Content-Disposition": `attachment; filename="noema-kpi-pack.${format}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
