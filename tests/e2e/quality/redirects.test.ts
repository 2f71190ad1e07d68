import { describe, expect, inject, it } from "vitest";
import { rawRequest } from "#tests/http.ts";

const baseURL = inject("baseURL");

describe("redirects stay on this site", () => {
  it.each([
    "//evil.example/",
    "///evil.example/",
    "/\\evil.example/",
    "/\\/evil.example/",
    "//evil.example/index.html",
    "/\\evil.example/index.html",
    "//evil.example/?token=x",
  ])("GET %s", async (path) => {
    const response = await rawRequest(baseURL, { path });
    const location = response.headers.location;
    if (location === undefined) return;
    // Browsers read "\" as "/": what they would follow must be this host.
    expect(new URL(location, baseURL).host, `Location: ${location}`).toBe(new URL(baseURL).host);
    expect(location).not.toMatch(/^[/\\]{2}/);
  });

  it("still drops a trailing slash with one redirect, query kept", async () => {
    const response = await rawRequest(baseURL, { path: "/about/?ref=x" });
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe("/about?ref=x");
  });
});
