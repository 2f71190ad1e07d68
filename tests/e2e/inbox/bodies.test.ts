import { describe, expect, inject, it } from "vitest";
import { csrfToken, rawRequest } from "#tests/http.ts";

const baseURL = inject("baseURL");

// Staff actions read a body too: whatever arrives, the answer is a 4xx with the page, never a 500.
describe("staff actions refuse unreadable bodies with a 4xx", () => {
  const bodies: Array<[name: string, contentType: string | undefined, body: string]> = [
    ["JSON", "application/json", '{"email":"a@example.com","password":"x"}'],
    ["malformed multipart", "multipart/form-data; boundary=zz", "--zz\r\nContent-Disposition: form-data\r\n\r\nx"],
    ["multipart without a boundary", "multipart/form-data", "x"],
    ["no content type", undefined, "email=a%40example.com&password=x"],
    ["plain text", "text/plain", "email=a@example.com"],
  ];
  it.each(["/inbox/sign-in", "/inbox/sign-out"].flatMap((path) => bodies.map((entry) => [path, ...entry] as const)))(
    "POST %s with %s",
    async (path, _name, contentType, body) => {
      const token = await csrfToken(baseURL);
      const headers: Record<string, string> = { origin: baseURL, cookie: `noema_csrf=${token}` };
      if (contentType) headers["content-type"] = contentType;
      const response = await rawRequest(baseURL, { method: "POST", path, headers, body });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    },
  );
});
