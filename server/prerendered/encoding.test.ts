import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { ENCODING_CACHE_SIZE, createEncodingChooser } from "./handler.ts";

const asking = (acceptEncoding?: string) =>
  ({ headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } }) as IncomingMessage;

describe("the encoding of a built document", () => {
  it("is brotli whenever taken, else gzip, else the bytes as they are", () => {
    const choose = createEncodingChooser();
    expect(choose(asking("gzip, deflate, br, zstd"))).toBe("br");
    expect(choose(asking("gzip, deflate"))).toBe("gzip");
    expect(choose(asking("br;q=0, gzip;q=0.5"))).toBe("gzip");
    expect(choose(asking("identity"))).toBeUndefined();
    expect(choose(asking("*"))).toBe("br");
    expect(choose(asking())).toBeUndefined();
  });

  it("answers each header the same way again, past the number of headers it keeps", () => {
    const choose = createEncodingChooser();
    expect(choose(asking("gzip, deflate, br"))).toBe("br");
    for (let index = 0; index < ENCODING_CACHE_SIZE * 3; index++) {
      expect(choose(asking(`gzip;q=0.${(index % 9) + 1}, x-${index}`))).toBe("gzip");
      expect(choose(asking(`br, x-${index}`))).toBe("br");
    }
    expect(choose(asking("gzip, deflate, br"))).toBe("br");
    expect(choose(asking("gzip, deflate, br"))).toBe("br");
  });
});
