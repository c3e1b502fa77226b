// Shared helpers for the sandbox's Node tests: a client that speaks the platform's encodings, a
// sign-up shortcut, and a real MQTT subscriber (mqtt.js over websocket) that collects events.
import mqtt from 'mqtt';
import { startSandbox } from '../server.mjs';

/** Starts a throwaway sandbox. @param {import('../server.mjs').SandboxOptions} [opts] */
export const start = (opts = {}) => startSandbox({ port: 0, fresh: true, quiet: true, ...opts });

/**
 * @typedef {object} CallOptions
 * @property {Record<string, any>} [form] form-encoded body
 * @property {Record<string, any>} [multipart] multipart body
 * @property {any} [json] JSON body
 * @property {string} [token] bearer token
 * @property {Record<string, string>} [headers]
 */

/**
 * A tiny HTTP client bound to a sandbox.
 * @param {{apiBase: string}} sandbox
 */
export function client(sandbox) {
  /**
   * @param {string} method
   * @param {string} path
   * @param {CallOptions} [o]
   * @returns {Promise<{status: number, body: any, headers: Headers, text: string}>}
   */
  return async function call(method, path, o = {}) {
    /** @type {Record<string, string>} */
    const headers = { ...(o.headers ?? {}) };
    if (o.token) headers.Authorization = `Bearer ${o.token}`;
    /** @type {any} */
    let body;
    if (o.form) body = new URLSearchParams(Object.entries(o.form).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]));
    else if (o.multipart) { body = new FormData(); for (const [k, v] of Object.entries(o.multipart)) body.append(k, String(v)); }
    else if (o.json !== undefined) { body = JSON.stringify(o.json); headers['Content-Type'] = 'application/json'; }
    const res = await fetch(path.startsWith('http') ? path : sandbox.apiBase + path, { method, headers, body, redirect: 'manual' });
    const text = await res.text();
    let parsed = text;
    try { parsed = JSON.parse(text); } catch { /* not JSON */ }
    return { status: res.status, body: parsed, headers: res.headers, text };
  };
}

let counter = 0;
/**
 * Signs up a new viewer and returns its token record and account.
 * @param {ReturnType<typeof client>} call
 * @param {{clientId: string}} sandbox
 * @param {string} [email]
 */
export async function signUp(call, sandbox, email = `viewer${Date.now()}${counter++}@example.com`) {
  const r = await call('POST', '/accounts', {
    form: { full_name: 'Test Viewer', username: email, password: 'password123', password_confirmation: 'password123', client_id: sandbox.clientId, type: 'consumer', referrer: 'http://127.0.0.1/' },
  });
  if (r.status !== 200) throw new Error(`sign-up failed: ${r.status} ${r.text}`);
  return { token: r.body.access_token, refresh: r.body.refresh_token, account: r.body.account, email, password: 'password123' };
}

/** Card form fields for a test card. @param {string} number @param {Record<string, any>} [extra] */
export const card = (number, extra = {}) => ({
  number, card_name: 'Test Viewer', exp_month: '12', exp_year: String(new Date().getUTCFullYear() + 2), cvv: '123', payment_method: '1',
  referrer: 'http://127.0.0.1/watch', branding_id: '3001', return_url: 'http://127.0.0.1:9999/watch?ippwat=ppv', ...extra,
});

/**
 * Connects a real MQTT client with the key service's credentials and subscribes to the account topic.
 * @param {{apiBase: string, port: number}} sandbox
 * @param {string} token
 * @param {string} uuid
 */
export async function subscriber(sandbox, token, uuid) {
  const keys = await (await fetch(`${sandbox.apiBase}/iot/keys`, { headers: { Authorization: `Bearer ${token}` } })).json();
  const c = mqtt.connect(`ws://127.0.0.1:${sandbox.port}/mqtt`, { username: keys.accessKey, password: keys.sessionToken, protocolVersion: 4, reconnectPeriod: 0, connectTimeout: 5000 });
  /** @type {any[]} */
  const events = [];
  /** @type {Set<() => void>} */
  const waiters = new Set();
  c.on('message', (_t, m) => {
    try { events.push(JSON.parse(m.toString())); } catch { events.push({ raw: m.toString() }); }
    for (const w of waiters) w();
  });
  await new Promise((ok, ko) => { c.once('connect', ok); c.once('error', ko); });
  await new Promise((ok, ko) => c.subscribe(uuid, { qos: 1 }, (e, granted) => (e ? ko(e) : granted?.[0]?.qos === 128 ? ko(new Error('refused')) : ok(undefined))));
  return {
    events,
    client: c,
    /**
     * Resolves with the first event of a type (after `from` events), or rejects after a timeout.
     * @param {string} type
     * @param {number} [timeout]
     */
    waitFor(type, timeout = 4000) {
      return new Promise((ok, ko) => {
        const check = () => {
          const e = events.find((x) => x.type === type);
          if (e) { waiters.delete(check); clearTimeout(t); ok(e); }
        };
        const t = setTimeout(() => { waiters.delete(check); ko(new Error(`no ${type} event; got ${events.map((x) => x.type).join(', ')}`)); }, timeout);
        waiters.add(check);
        check();
      });
    },
    close() { return new Promise((r) => c.end(true, {}, () => r(undefined))); },
  };
}

/**
 * Polls `check` until it is truthy (a state the test waits for, never a fixed delay); fails after `timeout` ms.
 * @param {() => unknown} check @param {string} what @param {number} [timeout]
 */
export async function until(check, what, timeout = 8000) {
  const end = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/**
 * The events the sandbox emitted for an account, published or still on their way (its event log:
 * complete as soon as the request that caused them has been answered).
 * @param {ReturnType<typeof client>} call @param {string} account
 */
export const emitted = async (call, account) => (await call('GET', `/sandbox/events?account=${account}`)).body.collection;
