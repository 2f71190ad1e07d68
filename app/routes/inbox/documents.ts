import { data, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/documents";
import { IDEMPOTENCY_FIELD } from "~/forms/shared/field-names";
import { isFreeOfControlCharacters } from "~/forms/shared/fields.schema";
import { verifyCsrf, verifyOrigin } from "~/server/csrf.server";
import { getDatabase } from "~/server/db/db.server";
import { requestDocuments, reviewRequest } from "~/server/documents/requests.server";
import { requestInfoContext } from "~/server/request-context.server";
import { NO_STORE, readStaffForm, requireStaff } from "~/server/staff/guard.server";

/* The lead page's Documents card posts here; every answer goes back to the lead page (`?documents=`). */

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => isFreeOfControlCharacters(value), "control characters");

const actionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("request"),
    item: z.array(z.string().max(40)).max(20),
    other: text(200),
    [IDEMPOTENCY_FIELD]: z.string().min(8).max(100),
  }),
  z.object({ intent: z.literal("accept"), requestId: z.uuid() }),
  z.object({ intent: z.literal("changes"), requestId: z.uuid(), comment: text(1000) }),
]);

function applicationIdOf(params: Route.LoaderArgs["params"]): string {
  const id = z.uuid().safeParse(params.id);
  if (!id.success) throw data(null, { status: 404, headers: NO_STORE });
  return id.data;
}

const back = (id: string, notice: string) =>
  redirect(`/inbox/applications/${id}?documents=${notice}#documents`, { status: 303, headers: NO_STORE });

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  return redirect(`/inbox/applications/${applicationIdOf(params)}`, { headers: NO_STORE });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const id = applicationIdOf(params);
  const formData = await readStaffForm(request);
  if (!verifyOrigin(request) || !verifyCsrf(request, formData)) return back(id, "forbidden");
  const parsed = actionSchema.safeParse({
    ...Object.fromEntries(formData),
    item: formData.getAll("item").map(String),
    other: String(formData.get("other") ?? ""),
  });
  if (!parsed.success) throw data(null, { status: 400, headers: NO_STORE });
  const input = parsed.data;
  const actor = { id: user.id, ip: context.get(requestInfoContext).clientIp };
  const handle = getDatabase();
  if (input.intent === "request") {
    if (input.item.length === 0 && !input.other) return back(id, "nothing-chosen");
    const wanted = { itemKeys: input.item, other: input.other || undefined };
    const outcome = await requestDocuments(handle, id, wanted, actor, input[IDEMPOTENCY_FIELD]);
    if (outcome === "not-found") throw data(null, { status: 404, headers: NO_STORE });
    return back(id, outcome === "done" ? "requested" : "nothing-new");
  }
  if (input.intent === "changes" && !input.comment) return back(id, "comment-required");
  const review =
    input.intent === "accept"
      ? { decision: "accept" as const }
      : { decision: "changes" as const, comment: input.comment };
  const outcome = await reviewRequest(handle, id, input.requestId, review, actor);
  if (outcome === "not-found") throw data(null, { status: 404, headers: NO_STORE });
  if (outcome === "not-allowed") throw data(null, { status: 409, headers: NO_STORE });
  return back(id, input.intent === "accept" ? "accepted" : "changes");
}
