import { FORM_REGION_HEADER } from "#app/shared/forms/field-names.ts";

/*
 * Sends a form as its plain post would go, and shows the server's answer in place. The post names the form's region
 * ([data-form-region], by id) in FORM_REGION_HEADER; a route that knows the region answers with it alone
 * (decision 079), any other with the page rendered for that post. Either way the region is taken from the answer
 * by its id and put where the form was. A post that gets no answer at all goes once more with the same body, so
 * the same idempotency key, and the server stores it once (issue 21).
 */

export type SendOutcome = { region: Element } | "unsent" | "unreadable";

async function postOnce(form: HTMLFormElement, region: Element, body: URLSearchParams): Promise<Response> {
  const headers = { accept: "text/html", [FORM_REGION_HEADER]: region.id };
  return fetch(form.action, { method: "POST", body, credentials: "same-origin", headers });
}

/** Posts the form (one retry when the network fails) and returns the answer's copy of the form's region. */
export async function send(form: HTMLFormElement, region: Element): Promise<SendOutcome> {
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string") body.append(name, value);
  let response: Response;
  try {
    response = await postOnce(form, region, body).catch(() => postOnce(form, region, body));
  } catch {
    return "unsent";
  }
  const html = await response.text().catch(() => "");
  const answer = new DOMParser().parseFromString(html, "text/html").getElementById(region.id);
  return answer ? { region: document.importNode(answer, true) } : "unreadable";
}

/**
 * Puts the answer's region in place and moves the focus as the page would have on arrival: to the first field to
 * fix, else to the answer's heading (a confirmation, announced by its role=status), brought below the header.
 */
export function showAnswer(region: Element, answer: Element) {
  region.replaceWith(answer);
  const invalid = answer.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (invalid) {
    invalid.focus();
    return;
  }
  const heading = answer.querySelector<HTMLElement>("h1, h2, h3, h4");
  // The confirmation's panel, heading included (the newsletter's status is only its text: then the whole region).
  const status = answer.querySelector<HTMLElement>("[role=status]");
  const panel = status && (!heading || status.contains(heading)) ? status : answer;
  const alert = answer.querySelector<HTMLElement>("[role=alert]");
  if (alert) {
    answer.querySelector<HTMLElement>("button[type=submit]")?.focus();
    return;
  }
  if (heading) {
    if (!heading.hasAttribute("tabindex")) heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }
  panel.scrollIntoView({ block: "start" });
}
