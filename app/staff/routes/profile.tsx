import { data, Form, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/profile";
import styles from "#app/staff/components/Inbox.module.css";
import { OutcomeMessage } from "#app/shared/ui/OutcomeMessage.tsx";
import { inboxCopy } from "#app/content/shared/inbox/data.ts";
import { staffWorkspaceCopy } from "#app/content/shared/staff-workspace/data.ts";
import { CsrfField } from "#app/shared/forms/CsrfField.tsx";
import { formatDateTime } from "#app/staff/view/format.ts";
import { isTimeZone, timeZones } from "#app/staff/view/time-zone.ts";
import { pageMeta } from "#app/site/meta.ts";
import { actionAnswer } from "#app/shared/action-answer.server.ts";
import { getDatabase } from "#app/platform/db/db.server.ts";
import { getEnv } from "#app/platform/env.server.ts";
import { recordAudit } from "#app/staff/server/audit.server.ts";
import { requestInfoContext } from "#app/platform/request-context.server.ts";
import { NO_STORE, requireStaff, requireStaffPost } from "#app/staff/server/guard.server.ts";

const copy = staffWorkspaceCopy.profile;
/** "" keeps the firm's zone (FIRM_TIME_ZONE), so a change of it reaches everyone who never chose. */
const actionSchema = z.object({ timeZone: z.union([z.literal(""), z.string().max(64).refine(isTimeZone)]) });

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: copy.title, description: copy.intro, path: "/inbox/profile", noindex: true });

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  const row = await getDatabase()
    .db.selectFrom("staff_users")
    .select("time_zone")
    .where("id", "=", user.id)
    .executeTakeFirst();
  return data(
    {
      chosen: row?.time_zone ?? "",
      firmZone: getEnv().FIRM_TIME_ZONE,
      zones: timeZones(),
      now: new Date().toISOString(),
    },
    { headers: NO_STORE },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const post = await requireStaffPost(request);
  if (!post.ok) return actionAnswer(post.status, inboxCopy.signIn.forbidden);
  const { user, formData } = post;
  const parsed = actionSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return actionAnswer(400, copy.unknownZone);
  const timeZone = parsed.data.timeZone || null;
  const handle = getDatabase();
  await handle.write(async (trx) => {
    await trx.updateTable("staff_users").set({ time_zone: timeZone }).where("id", "=", user.id).execute();
    await recordAudit(trx, {
      staffUserId: user.id,
      ip: context.get(requestInfoContext).clientIp,
      action: "profile_time_zone",
      after: { timeZone },
    });
  });
  return actionAnswer(200, copy.saved);
}

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { chosen, firmZone, zones, now } = loaderData;
  const busy = useNavigation().state !== "idle";
  return (
    <div className={styles.page}>
      <h1>{copy.title}</h1>
      <p className={styles.muted}>{copy.intro}</p>
      <OutcomeMessage outcome={actionData} okClassName={styles.status} failedClassName={styles.error} />
      <section className={styles.card} aria-labelledby="zone-title">
        <h2 id="zone-title">{copy.timeZone}</h2>
        <Form method="post" key={chosen}>
          <CsrfField />
          <label htmlFor="time-zone">{copy.timeZoneLabel}</label>
          <select id="time-zone" name="timeZone" defaultValue={chosen} aria-describedby="zone-now">
            <option value="">{copy.firmDefault.replace("{zone}", firmZone)}</option>
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll("_", " ")}
              </option>
            ))}
          </select>
          <p id="zone-now" className={styles.muted}>
            {copy.now.replace("{time}", formatDateTime(now, chosen || firmZone))}
          </p>
          <button type="submit" className={styles.button} disabled={busy}>
            {copy.save}
          </button>
        </Form>
      </section>
    </div>
  );
}
