import { describe, expect, inject, it } from "vitest";
import { rawRequest } from "#tests/http.ts";

const baseURL = inject("baseURL");

// Found by the fuzzer: a path that is not valid percent-encoding made the router answer 500.
describe("malformed percent-encoding in the path", () => {
  it.each([
    ["GET", "/%ff"],
    ["GET", "/insights/%ff"],
    ["POST", "/inbox/contact/%ff"],
    ["GET", "/%E0%A4%A"],
  ])("%s %s answers 400", async (method, path) => {
    const response = await rawRequest(baseURL, { method, path, headers: { "content-length": "0" } });
    expect(response.status).toBe(400);
  });
});
