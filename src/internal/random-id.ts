/**
 * The library's one source of random identifiers: idempotency keys, attempt ids, nonces and OAuth
 * `state` values. A UUID v4 from `crypto.randomUUID`, or built from `crypto.getRandomValues` where
 * that is missing (older browsers, insecure contexts).
 */
export function randomId(): string {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  return '10000000-1000-4000-8000-100000000000'.replace(/[018]/g, (d) =>
    (Number(d) ^ (c.getRandomValues(new Uint8Array(1))[0] & (15 >> (Number(d) / 4)))).toString(16));
}
