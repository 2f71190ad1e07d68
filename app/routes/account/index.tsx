import { data, Form, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/index";
import { AccountHero } from "~/components/account/AccountHero";
import { ApplicationStanding } from "~/components/account/ApplicationStanding";
import styles from "~/components/account/Account.module.css";
import { FounderContactForm } from "~/components/account/FounderContactForm";
import { FounderDataPanel } from "~/components/account/FounderDataPanel";
import { accountCopy } from "~/content/pages/account/copy";
import { processContent } from "~/content/shared/process/data";
import { CsrfField } from "~/forms/shared/CsrfField";
import { linkedinField, phoneField, requiredText } from "~/forms/shared/fields.schema";
import { pageMeta } from "~/lib/meta";
import { verifyCsrf, verifyOrigin } from "~/server/csrf.server";
import { getDatabase, getDb } from "~/server/db/db.server";
import {
  founderApplications,
  requestFounderLink,
  updateContactDetails,
  withdrawApplication,
} from "~/server/founder/applications.server";
import { founderUnread } from "~/server/deals/messages.server";
import { founderWaiting } from "~/server/founder/waiting.server";
import { founderFail, requireFounder } from "~/server/founder/guard.server";
import { destroyFounderSession } from "~/server/founder/sessions.server";
import { requestInfoContext } from "~/server/request-context.server";
import { cookieIsSecure } from "~/server/staff/auth.server";
import { NO_STORE, readStaffForm } from "~/server/staff/guard.server";

const copy = accountCopy.account;

const actionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("contact"),
    firstName: requiredText(100),
    lastName: requiredText(100),
    phone: phoneField,
    linkedin: linkedinField,
  }),
  z.object({ intent: z.literal("withdraw"), id: z.uuid(), confirm: z.literal("on") }),
  z.object({ intent: z.literal("erase") }),
  z.object({ intent: z.literal("sign-out") }),
]);

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: copy.title, description: copy.title, path: "/account", noindex: true });

export const headers = () => NO_STORE;

export async function loader({ request }: Route.LoaderArgs) {
  const email = await requireFounder(request);
  const [applications, unread, waiting] = await Promise.all([
    founderApplications(getDb(), email),
    founderUnread(getDb(), email),
    founderWaiting(getDb(), email),
  ]);
  return data({ email, applications, unread, waiting, steps: processContent.steps }, { headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const email = await requireFounder(request);
  const formData = await readStaffForm(request);
  if (!verifyOrigin(request) || !verifyCsrf(request, formData)) return founderFail(403, accountCopy.signIn.forbidden);
  const parsed = actionSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? "");
    return founderFail(400, parsed.error.issues[0]?.message ?? copy.invalid, { field, intent: formData.get("intent") });
  }
  const input = parsed.data;
  const handle = getDatabase();
  const done = (message: string, intent: string) => data({ ok: true as const, message, intent }, { headers: NO_STORE });
  switch (input.intent) {
    case "contact":
      await updateContactDetails(handle, email, {
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone ?? null,
        linkedin: input.linkedin ?? null,
      });
      return done(copy.contact.saved, "contact");
    case "withdraw": {
      const outcome = await withdrawApplication(handle, email, input.id);
      if (outcome === "not-found") throw data(null, { status: 404, headers: NO_STORE });
      if (outcome === "closed") return founderFail(409, copy.closed, { intent: "withdraw" });
      return done(copy.withdrawn, "withdraw");
    }
    case "erase":
      await requestFounderLink(handle, email, "erase");
      return done(copy.data.eraseSent, "erase");
    case "sign-out": {
      const cookie = await destroyFounderSession(
        handle.db,
        request,
        cookieIsSecure(context.get(requestInfoContext).secure),
      );
      throw redirect("/account/sign-in", { headers: { ...NO_STORE, "Set-Cookie": cookie } });
    }
  }
}

export default function FounderAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { email, applications, unread, waiting, steps } = loaderData;
  const first = applications[0];
  const answer = (intent: string) =>
    actionData && "intent" in actionData && actionData.intent === intent ? actionData : undefined;
  return (
    <>
      <AccountHero eyebrow={copy.eyebrow} title={copy.title}>
        <div className={styles.who}>
          <p>{copy.signedInAs.replace("{email}", email)}</p>
          <Form method="post">
            <CsrfField />
            <input type="hidden" name="intent" value="sign-out" />
            <button type="submit" className="button button-ghost">
              {copy.signOut}
            </button>
          </Form>
        </div>
      </AccountHero>
      <div className={`container ${styles.body}`}>
        <div aria-live="polite">
          {answer("withdraw") ? (
            <p role="status" className={answer("withdraw")?.ok ? styles.notice : styles.error}>
              {answer("withdraw")?.message}
            </p>
          ) : null}
        </div>
        {applications.length === 0 ? <p role="status">{copy.none}</p> : null}
        {applications.map((application) => (
          <ApplicationStanding
            key={application.id}
            application={application}
            steps={steps}
            unread={unread[application.id]}
            waiting={waiting[application.id]}
          />
        ))}
        {first ? <FounderContactForm application={first} answer={answer("contact")} /> : null}
        <FounderDataPanel answer={answer("erase")} />
      </div>
    </>
  );
}
