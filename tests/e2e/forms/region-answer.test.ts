import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { formCopy } from "#app/content/shared/form-copy/data.ts";
import { FORM_REGION_HEADER } from "#app/shared/forms/field-names.ts";
import { storedContacts } from "#tests/contact-posts.ts";
import { formEnvelope } from "#tests/form-envelope.ts";
import { sharedServer } from "#tests/server-for-tests.ts";
import { solveCaptchaFrom } from "#tests/visitor.ts";

/*
 * The form module's post names its form's region (form-send.ts), and the route answers with that region alone
 * (decision 079); a browser's own post, or one naming a region the route does not render, still gets the page.
 */
const server = sharedServer();

async function postContact(fields: Record<string, string>, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/contact`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url, ...headers },
    body: new URLSearchParams(fields),
  });
  return { response, html: await response.text() };
}

async function contactMessage(lastName: string) {
  return {
    firstName: "Ada",
    lastName,
    email: "ada@example.com",
    subject: "General Question",
    message: "Asking for the form's region alone.",
    ...formEnvelope({ captcha: await solveCaptchaFrom(server.url) }),
  };
}

const regionAlone = { accept: "text/html", [FORM_REGION_HEADER]: "contact-form-region" };

describe("a post naming its form's region", () => {
  it("stores the message and is answered with the confirmation's region alone, kept by no cache", async () => {
    const lastName = `region-${randomUUID().slice(0, 8)}`;
    const { response, html } = await postContact(await contactMessage(lastName), regionAlone);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(html).toMatch(/^<div id="contact-form-region" data-form-region="">/);
    expect(html).not.toMatch(/<html|<header|<footer/i);
    expect(html).toContain(formCopy.contact.success.title);
    expect(html).toContain('href="/insights"');
    expect(storedContacts(server.dataDir, lastName)).toBe(1);
  });

  it("is answered with the form's region, its messages and the values typed, when a field is wrong", async () => {
    const lastName = `region-${randomUUID().slice(0, 8)}`;
    const fields = { ...(await contactMessage(lastName)), email: "ada@" };
    const { response, html } = await postContact(fields, regionAlone);
    expect(response.status).toBe(400);
    expect(html).toMatch(/^<div id="contact-form-region" data-form-region="">/);
    expect(html).not.toMatch(/<html/i);
    expect(html).toContain("Invalid email format.");
    expect(html).toMatch(
      /id="contact-form-email"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="contact-form-email"/,
    );
    expect(html).toContain(`value="${lastName}"`);
    expect(storedContacts(server.dataDir, lastName)).toBe(0);
  });

  it("gets the whole page without the header, or naming another region", async () => {
    const asked: Record<string, string>[] = [{}, { [FORM_REGION_HEADER]: "newsletter-form-region" }];
    for (const headers of asked) {
      const lastName = `page-${randomUUID().slice(0, 8)}`;
      const { response, html } = await postContact(await contactMessage(lastName), headers);
      expect(response.status).toBe(200);
      expect(html).toMatch(/^<!DOCTYPE html>/i);
      expect(html).toContain('<div id="contact-form-region" data-form-region="">');
      expect(html).toContain(formCopy.contact.success.title);
      expect(storedContacts(server.dataDir, lastName)).toBe(1);
    }
  });
});
