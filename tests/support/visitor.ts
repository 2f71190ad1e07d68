import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { formEnvelope } from "./form-envelope.ts";

export interface Visit {
  cookie: string;
  csrf: string;
}

/**
 * GET a page the way a browser does. The staff app's sign-in page hands out the CSRF cookie its forms
 * repeat; public forms carry no token (decision 066) and ignore it.
 */
export async function openVisit(baseUrl: string, headers: Record<string, string> = {}): Promise<Visit> {
  const response = await fetch(`${baseUrl}/inbox/sign-in`, { headers });
  await response.arrayBuffer();
  const cookie = response.headers
    .getSetCookie()
    .find((line) => line.startsWith("noema_csrf="))
    ?.split(";")[0];
  if (!cookie) throw new Error(`GET ${baseUrl}/inbox/sign-in handed out no CSRF cookie (status ${response.status})`);
  return { cookie, csrf: cookie.slice("noema_csrf=".length) };
}

/** What the ALTCHA widget does: fetch a challenge from `baseUrl`, solve it, encode the payload. */
export async function solveCaptchaFrom(baseUrl: string): Promise<string> {
  const challenge: Challenge = await (await fetch(`${baseUrl}/api/altcha/challenge`)).json();
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
  if (!solution) throw new Error("could not solve the server's challenge");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/** A contact message with a unique last name, ready to post with a visit's token and a captcha. */
export function contactFields(lastName: string, altcha: string, visit: Visit): Record<string, string> {
  return {
    firstName: "Ada",
    lastName,
    email: "ada@example.com",
    company: "Analytical Engines",
    subject: "General Question",
    message: "A message from the production tests.",
    ...formEnvelope({ captcha: altcha, csrf: visit.csrf }),
  };
}

/** POSTs a form as a browser without JavaScript would; `origin` defaults to `baseUrl`. */
export function postForm(
  baseUrl: string,
  pathname: string,
  fields: Record<string, string>,
  visit: Visit,
  headers: Record<string, string> = {},
) {
  return fetch(`${baseUrl}${pathname}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      cookie: visit.cookie,
      origin: baseUrl,
      ...headers,
    },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}
