import { describe, expect, it } from "vitest";
import { itMapsEach } from "#tests/maps-each";
import { redactUrl } from "./log-redaction";

describe("redactUrl", () => {
  itMapsEach("redacts %s", redactUrl, [
    ["/newsletter/confirm?token=abc.0.xyz", "/newsletter/confirm?token=[redacted]"],
    ["/newsletter/unsubscribe?utm=mail&token=abc&x=1", "/newsletter/unsubscribe?utm=mail&token=[redacted]&x=1"],
    ["/x?TOKEN=a&csrf_token=b#frag", "/x?TOKEN=[redacted]&csrf_token=[redacted]#frag"],
    ["/x?apiKey=a&password=b&secret=c", "/x?apiKey=[redacted]&password=[redacted]&secret=[redacted]"],
  ]);

  it.each(["/about", "/insights?page=2", "/inbox/sign-in?next=%2Finbox"])("keeps %s", (url) => {
    expect(redactUrl(url)).toBe(url);
  });
});
