import { issueCaptchaChallenge } from "~/server/captcha.server";

/** GET /api/altcha/challenge: a fresh, signed, expiring ALTCHA challenge for the widget. */
export async function loader() {
  const challenge = await issueCaptchaChallenge();
  return Response.json(challenge, { headers: { "Cache-Control": "no-store" } });
}
