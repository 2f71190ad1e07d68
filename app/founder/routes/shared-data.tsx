import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/shared-data";
import { AccountHero } from "#app/founder/components/AccountHero.tsx";
import styles from "#app/founder/components/Account.module.css";
import { SharedData } from "#app/founder/components/SharedData.tsx";
import { sharedDataCopy } from "#app/content/shared/shared-data/data.ts";
import { pageMeta } from "#app/site/meta.ts";
import { wentThrough } from "#app/shared/action-answer.ts";
import { getDb } from "#app/platform/db/db.server.ts";
import { requireFounder, requireFounderPost, requireFounderUpload } from "#app/founder/server/guard.server.ts";
import { changeSharedData, uploadSharedFile } from "#app/founder/server/shared-data-actions.server.ts";
import { ownApplicationForData, sharedDataPage } from "#app/founder/server/shared-data.server.ts";
import { NO_STORE, noStoreKeepingRetryAfter } from "#app/staff/server/guard.server.ts";

const copy = sharedDataCopy.page;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, { title: copy.title, description: copy.title, path: location.pathname, noindex: true });

export const headers: Route.HeadersFunction = noStoreKeepingRetryAfter;

const applicationIdOf = (params: Route.LoaderArgs["params"]) => {
  const id = z.uuid().safeParse(params.id);
  if (!id.success) throw data(null, { status: 404, headers: NO_STORE });
  return id.data;
};

export async function loader({ request, params }: Route.LoaderArgs) {
  const email = await requireFounder(request);
  const applicationId = applicationIdOf(params);
  const application = await ownApplicationForData(getDb(), email, applicationId);
  if (!application) throw data(null, { status: 404, headers: NO_STORE });
  const query = new URL(request.url).searchParams;
  const from = z.coerce
    .number()
    .int()
    .min(0)
    .catch(0)
    .parse(query.get("from") ?? 0);
  const page = await sharedDataPage(getDb(), applicationId, from);
  const idOf = (name: string) => {
    const id = z.uuid().safeParse(query.get(name));
    return id.success ? id.data : null;
  };
  return data(
    {
      application,
      ...page,
      notice: {
        imported: idOf("imported"),
        same: idOf("same"),
        deleted: query.has("deleted"),
        corrected: query.has("corrected"),
      },
    },
    { headers: NO_STORE },
  );
}

export async function action({ request, params }: Route.ActionArgs) {
  // An upload streams its body, so its token is checked among its fields; any other post is a plain form.
  if (request.headers.get("content-type")?.startsWith("multipart/form-data"))
    return uploadSharedFile(request, applicationIdOf(params), await requireFounderUpload(request));
  return changeSharedData(applicationIdOf(params), await requireFounderPost(request));
}

export default function SharedDataPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <AccountHero eyebrow={copy.eyebrow} title={copy.title}>
        <p>{loaderData.application.business_name}</p>
      </AccountHero>
      <div className={`container ${styles.body}`}>
        <SharedData page={loaderData} failure={actionData && !wentThrough(actionData) ? actionData : undefined} />
      </div>
    </>
  );
}
