// Script-tag build stand-in for `uuid` inside aws-crt's MQTT client, which only calls v4() for an
// auto-generated client id (the client always sets its own): crypto.randomUUID saves ~2 kB gz.
export function v4() {
  const c = globalThis.crypto;
  if (c.randomUUID) return c.randomUUID();
  return '10000000-1000-4000-8000-100000000000'.replace(/[018]/g, (d) =>
    (Number(d) ^ (c.getRandomValues(new Uint8Array(1))[0] & (15 >> (Number(d) / 4)))).toString(16));
}
export default { v4 };
