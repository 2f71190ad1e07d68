import { randomFillSync } from "node:crypto";

const NONCE_BYTES = 16;
const NONCES_PER_FILL = 256;

/** CSP nonces of 16 CSPRNG bytes each, cut from a pool refilled by one call per 256 nonces; no byte is used twice. */
export function createNoncePool(): () => string {
  const pool = Buffer.alloc(NONCE_BYTES * NONCES_PER_FILL);
  let offset = pool.length;
  return () => {
    if (offset === pool.length) {
      randomFillSync(pool);
      offset = 0;
    }
    const nonce = pool.toString("base64", offset, offset + NONCE_BYTES);
    offset += NONCE_BYTES;
    return nonce;
  };
}
