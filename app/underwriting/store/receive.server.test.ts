import { describe, expect, it } from "vitest";
import { multipartBody } from "#tests/sample-files.ts";
import { MAX_SHARED_BYTES, receiveSharedFile } from "./receive.server.ts";

const BOUNDARY = "----noema-shared";

/** A multipart POST whose body arrives in 64 KB pieces, as from a socket. */
function post(parts: Parameters<typeof multipartBody>[1]): Request {
  const body = multipartBody(BOUNDARY, parts);
  let offset = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= body.length) return controller.close();
      controller.enqueue(new Uint8Array(body.subarray(offset, offset + 65_536)));
      offset += 65_536;
    },
  });
  return new Request("http://localhost/account/applications/x/shared-data", {
    method: "POST",
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
    body: stream,
    duplex: "half",
  } as RequestInit);
}

describe("receiving a shared file", () => {
  it("gives the fields and the file, its name reduced to a plain last part", async () => {
    const received = await receiveSharedFile(
      post([
        { name: "csrf", value: "token" },
        { name: "file", fileName: "exports/jan\u200b.sta", bytes: Buffer.from(":20:X\n") },
      ]),
    );
    expect(received.ok && received.file).toEqual({ name: "jan.sta", bytes: Buffer.from(":20:X\n") });
    expect(received.fields.get("csrf")).toBe("token");
  });

  it("refuses a file over 25 MB, keeping none of it, and a body that is not multipart", async () => {
    const large = await receiveSharedFile(
      post([{ name: "file", fileName: "big.xml", bytes: Buffer.alloc(MAX_SHARED_BYTES + 1, 0x61) }]),
    );
    expect(large).toMatchObject({ ok: false, error: "tooLarge" });
    const broken = await receiveSharedFile(
      new Request("http://localhost/", { method: "POST", headers: { "content-type": "text/plain" }, body: "x" }),
    );
    expect(broken).toMatchObject({ ok: false, error: "broken" });
  });

  it("answers no file when the file input was left empty", async () => {
    const received = await receiveSharedFile(post([{ name: "file", fileName: "", bytes: Buffer.alloc(0) }]));
    expect(received).toMatchObject({ ok: true, file: undefined });
  });
});
