import { useEffect, useRef } from "react";
import { data, Form, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/index";
import { AccountHero } from "#app/founder/components/AccountHero.tsx";
import { ApplicationStanding } from "#app/founder/components/ApplicationStanding.tsx";
import styles from "#app/founder/components/Account.module.css";
import { FounderContactForm } from "#app/founder/components/FounderContactForm.tsx";
import { FounderDataPanel } from "#app/founder/components/FounderDataPanel.tsx";
import { OutcomeMessage } from "#app/shared/ui/OutcomeMessage.tsx";
import { accountCopy } from "#app/content/pages/account/copy.ts";
import { processContent } from "#app/content/shared/process/data.ts";
import { CsrfField } from "#app/shared/forms/CsrfField.tsx";
import {
  founderContactErrors,
  founderContactSchema,
  founderContactValues,
} from "#app/founder/forms/founder-contact.schema.ts";
import { pageMeta } from "#app/site/meta.ts";
import { getDatabase, getDb } from "#app/platform/db/db.server.ts";
import {
  founderApplications,
  requestFounderLink,
  updateContactDetails,
  withdrawApplication,
} from "#app/founder/server/applications.server.ts";
import { founderUnread } from "#app/deal/thread/messages.server.ts";
import { founderWaiting } from "#app/founder/server/waiting.server.ts";
import { actionAnswer } from "#app/shared/action-answer.server.ts";
import { requireFounder, requireFounderPost } from "#app/founder/server/guard.server.ts";
import { destroyFounderSession } from "#app/founder/server/sessions.server.ts";
import { requestInfoContext } from "#app/platform/request-context.server.ts";
import { cookieIsSecure } from "#app/staff/server/auth.server.ts";
import { NO_STORE } from "#app/staff/server/guard.server.ts";

const copy = accountCopy.account;

const actionSchema = z.discriminatedUnion("intent", [
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

/** Saves the founder's contact details, or refuses them field by field with what was typed (issue 18). */
async function saveContact(email: string, formData: FormData) {
  const parsed = founderContactSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    const errors = founderContactErrors(parsed.error);
    return actionAnswer(400, copy.invalid, {
      intent: "contact" as const,
      errors,
      values: founderContactValues(formData),
    });
  }
  const { firstName, lastName, phone, linkedin } = parsed.data;
  await updateContactDetails(getDatabase(), email, {
    firstName,
    lastName,
    phone: phone ?? null,
    linkedin: linkedin ?? null,
  });
  return actionAnswer(200, copy.contact.saved, { intent: "contact" as const });
}

export async function action({ request, context }: Route.ActionArgs) {
  const post = await requireFounderPost(request);
  const { formData } = post;
  const intent = String(formData.get("intent") ?? "");
  if (!post.ok) {
    // Said beside the form that was sent, with what was typed, so a refused save is never silent.
    const typed = intent === "contact" ? { values: founderContactValues(formData) } : {};
    return actionAnswer(post.status, accountCopy.signIn.forbidden, { intent, ...typed });
  }
  const { email } = post;
  if (intent === "contact") return saveContact(email, formData);
  const parsed = actionSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? "");
    return actionAnswer(400, parsed.error.issues[0]?.message ?? copy.invalid, { field, intent });
  }
  const input = parsed.data;
  const handle = getDatabase();
  const done = (message: string, intent: string) => actionAnswer(200, message, { intent });
  switch (input.intent) {
    case "withdraw": {
      const outcome = await withdrawApplication(handle, email, input.id);
      if (outcome === "not-found") throw data(null, { status: 404, headers: NO_STORE });
      if (outcome === "closed") return actionAnswer(409, copy.closed, { intent: "withdraw" });
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
  const elsewhere = actionData && !answer("contact") && !answer("erase") ? actionData : undefined;
  // This answer stands above the applications, on a phone a screen or more above the withdraw button: show it.
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (elsewhere) notice.current?.focus();
  }, [elsewhere]);
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
        {/* Withdrawals, and a refused sign-out: the other forms answer beside themselves. */}
        <div ref={notice} tabIndex={-1}>
          <OutcomeMessage outcome={elsewhere} okClassName={styles.notice} failedClassName={styles.error} />
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
