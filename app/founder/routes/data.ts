import type { Route } from "./+types/data";
import { founderExport, requireFounder } from "#app/founder/server/guard.server.ts";

/** The founder's own data as one JSON file (what they gave us; the firm's notes stay internal). */
export async function loader({ request }: Route.LoaderArgs) {
  const email = await requireFounder(request);
  const body = JSON.stringify(await founderExport(email), null, 2);
  return new Response(body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": 'attachment; filename="noema-capital-my-data.json"',
      "Cache-Control": "no-store",
    },
  });
}
