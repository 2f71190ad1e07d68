import { describe, expect, inject, it } from "vitest";
import { csrfToken, formPost } from "#tests/http.ts";

const baseURL = inject("baseURL");

// Conform reserves these names for its own intents; a client must not be able to trip its parser.
describe("Conform's reserved field names from a client", () => {
  const bodies = ["__intent__=x", "__state__=x", "__intent__=%7B%7D", "__intent__=a&__intent__=b", "__state__=%7B"];
  const paths = ["/contact", "/apply", "/newsletter"];
  it.each(paths.flatMap((path) => bodies.map((body) => [path, body] as const)))(
    "POST %s with %s answers 4xx, not 500",
    async (path, body) => {
      const token = await csrfToken(baseURL);
      const response = await formPost(baseURL, path, token, `${body}&email=a%40example.com`);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    },
  );
});
