import { data } from "react-router";
import type { Route } from "./+types/inbox.export";
import { getDb } from "~/server/db/db.server";
import type { LeadKind } from "~/server/db/schema";
import { requestInfoContext } from "~/server/request-context.server";
import { audit } from "~/server/staff/auth.server";
import { requireStaff } from "~/server/staff/guard.server";
import { exportLeadsCsv, LEAD_KINDS } from "~/server/staff/leads.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  const kind = LEAD_KINDS.find((candidate) => candidate === params.kind) as LeadKind | undefined;
  if (!kind) throw data(null, { status: 404 });
  const db = getDb();
  const csv = await exportLeadsCsv(db, kind);
  await audit(db, {
    staffUserId: user.id,
    action: "export_csv",
    target: kind,
    ip: context.get(requestInfoContext).clientIp,
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="noema-${kind}-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
