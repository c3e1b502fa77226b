// HTTP plumbing of the sandbox: a tiny router with `{param}` path segments, body parsing for the
// encodings the platform accepts (form-encoded, multipart, JSON), CORS and response helpers.

/**
 * @typedef {object} SandboxRequest
 * @property {string} method
 * @property {string} path normalised path (no duplicate slashes, no trailing slash)
 * @property {Record<string, string>} params
 * @property {URLSearchParams} query
 * @property {Record<string, any>} body
 * @property {import('node:http').IncomingHttpHeaders} headers
 * @property {import('node:http').IncomingMessage} raw
 * @property {string} rawBody
 * @property {string} ip the caller's address (rate limits count per address)
 * @property {any} [account] the signed-in account, on authenticated routes
 * @property {any} [token] the bearer token record, on authenticated routes
 */

/**
 * @typedef {object} SandboxResponse
 * @property {number} status
 * @property {any} [body] JSON body
 * @property {string} [html] HTML body
 * @property {Buffer|string} [raw] raw body (with a content type header)
 * @property {Record<string, string>} [headers]
 */

/** @typedef {(req: SandboxRequest) => SandboxResponse | Promise<SandboxResponse>} Handler */

/**
 * @typedef {object} RouteOptions
 * @property {boolean} [auth] needs a valid bearer token
 * @property {boolean} [money] money-moving: honours the Idempotency-Key header
 */

/** A JSON response. @param {any} body @param {number} [status] @returns {SandboxResponse} */
export const json = (body, status = 200) => ({ status, body });
/** An error in the platform's `{code, message}` shape. @param {number} status @param {string} message @param {object} [extra] */
export const fail = (status, message, extra = {}) => ({ status, body: { code: status, message, ...extra } });
/** A validation error in the platform's `{code, errors}` shape. @param {Record<string, string>} errors */
export const invalid = (errors) => ({ status: 422, body: { code: 422, errors } });
/** An HTML page. @param {string} html @param {number} [status] @returns {SandboxResponse} */
export const page = (html, status = 200) => ({ status, html });
/** A 303 redirect. @param {string} location @returns {SandboxResponse} */
export const redirect = (location) => ({ status: 303, headers: { Location: location }, html: `<a href="${escapeHtml(location)}">Continue</a>` });

/** Escapes text for HTML. @param {unknown} s */
export function escapeHtml(s) {
  return String(s ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c] ?? c));
}

/** Normalises a request path: collapses slashes, drops a trailing slash. @param {string} p */
export function normalisePath(p) {
  let out = p.replace(/\/{2,}/g, '/');
  if (out.length > 1 && out.endsWith('/')) out = out.slice(0, -1);
  return out;
}

/** Method + path router with `{name}` parameters (a literal `:` in a path is allowed). */
export class Router {
  constructor() {
    /** @type {{method: string, parts: string[], handler: Handler, opts: RouteOptions}[]} */
    this.routes = [];
  }

  /**
   * @param {string} method
   * @param {string} path e.g. `/items/{merchant}/{id}`
   * @param {Handler} handler
   * @param {RouteOptions} [opts]
   */
  add(method, path, handler, opts = {}) {
    this.routes.push({ method, parts: path.split('/').filter(Boolean), handler, opts });
  }

  /**
   * Finds the route for a request; literal segments win over parameters.
   * @param {string} method
   * @param {string} path
   * @returns {{handler: Handler, params: Record<string,string>, opts: RouteOptions} | {methodMismatch: true} | null}
   */
  match(method, path) {
    const segs = path.split('/').filter(Boolean).map((s) => { try { return decodeURIComponent(s); } catch { return s; } });
    let best = null;
    let bestScore = -1;
    let pathMatched = false;
    for (const r of this.routes) {
      if (r.parts.length !== segs.length) continue;
      /** @type {Record<string,string>} */
      const params = {};
      let score = 0;
      let ok = true;
      for (let i = 0; i < segs.length; i++) {
        const p = r.parts[i];
        if (p.startsWith('{') && p.endsWith('}')) params[p.slice(1, -1)] = segs[i];
        else if (p === segs[i]) score += 1 << (segs.length - i);
        else { ok = false; break; }
      }
      if (!ok) continue;
      pathMatched = true;
      if (r.method !== method) continue;
      if (score > bestScore) { best = { handler: r.handler, params, opts: r.opts }; bestScore = score; }
    }
    if (best) return best;
    return pathMatched ? { methodMismatch: true } : null;
  }
}

/** The largest request body the sandbox reads (the platform's forms are a few kB; in-app receipts more). */
export const MAX_BODY_BYTES = 2_000_000;
/** How long a request body may take to arrive before the request is refused (a slow sender holds a socket). */
export const BODY_TIMEOUT_MS = 15_000;

/**
 * Reads a request body of at most `limit` bytes within `timeoutMs`. A declared `Content-Length`
 * above the limit is refused before a byte is read; a body that grows past it stops being read at
 * once (the request is paused, nothing more is kept). Rejects with `status` 413 (too large), 408
 * (too slow) or 400 (the client gave up); the caller answers and then closes the connection
 * (`closeAfter`), so the rest of the body is never read.
 * @param {import('node:http').IncomingMessage} req
 * @param {{limit?: number, timeoutMs?: number}} [opts]
 * @returns {Promise<Buffer>}
 */
export function readBody(req, { limit = MAX_BODY_BYTES, timeoutMs = BODY_TIMEOUT_MS } = {}) {
  return new Promise((resolve, reject) => {
    const refuse = (/** @type {number} */ status, /** @type {string} */ message) => Object.assign(new Error(message), { status });
    if (Number(req.headers['content-length']) > limit) { reject(refuse(413, 'Payload too large')); return; }
    if (req.complete && req.readableEnded) { resolve(Buffer.alloc(0)); return; }
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    let settled = false;
    const timer = setTimeout(() => finish(refuse(408, 'The request body took too long')), timeoutMs);
    timer.unref?.();
    /** @param {Error | null} error @param {Buffer} [value] */
    function finish(error, value) {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
      if (error) { req.pause(); reject(error); } else resolve(/** @type {Buffer} */ (value));
    }
    /** @param {Buffer} c */
    function onData(c) {
      size += c.length;
      if (size > limit) { chunks.length = 0; finish(refuse(413, 'Payload too large')); return; }
      chunks.push(c);
    }
    function onEnd() { finish(null, Buffer.concat(chunks)); }
    function onError() { finish(refuse(400, 'The request body was not received')); }
    function onClose() { if (!req.complete) finish(refuse(400, 'The request body was not received')); }
    req.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);
  });
}

/**
 * Makes a response the last one of its connection when the request's body was not read to its end
 * (refused, or answered before it arrived): the client is told `Connection: close`, and the socket is
 * destroyed once the answer is written, so the server never reads (or buffers) the rest.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @returns {boolean} whether the connection will close
 */
export function closeAfter(req, res) {
  const hasBody = Number(req.headers['content-length']) > 0 || req.headers['transfer-encoding'] !== undefined;
  if (!hasBody || req.complete) return false;
  if (!res.headersSent) res.setHeader('Connection', 'close');
  res.once('finish', () => req.socket?.destroy());
  res.once('close', () => req.socket?.destroy());
  return true;
}

/**
 * Keys that turn a parsed value into a trap: an object with its own `toString` or `valueOf` that is not
 * a function throws when it is used as text or a number (`{"toString": 1}`), and the prototype keys
 * reach the object's prototype. Bodies carrying them are refused (400) before any route sees them.
 */
const TRAP_KEYS = new Set(['toString', 'valueOf', 'toJSON', '__proto__', 'constructor', 'prototype']);

/**
 * Whether a parsed JSON value holds an object with a trap key, or nests deeper than `depth`.
 * @param {unknown} value
 * @param {number} [depth]
 * @returns {boolean}
 */
export function hasTrap(value, depth = 32) {
  if (!value || typeof value !== 'object') return false;
  if (depth <= 0) return true;
  for (const key of Object.keys(value)) {
    if (TRAP_KEYS.has(key)) return true;
    if (hasTrap(/** @type {any} */ (value)[key], depth - 1)) return true;
  }
  return false;
}

/**
 * Parses a body by its content type into a flat object of strings (JSON keeps its values).
 * @param {Buffer} buf
 * @param {string | undefined} contentType
 * @returns {Promise<Record<string, any>>}
 */
export async function parseBody(buf, contentType = '') {
  if (!buf.length) return {};
  const ct = contentType.toLowerCase();
  if (ct.includes('application/json')) {
    let v;
    try {
      v = JSON.parse(buf.toString('utf8'));
    } catch {
      throw Object.assign(new Error('Malformed JSON body'), { status: 400 });
    }
    // the platform's bodies are objects of fields: a bare value or a list is not a request
    if (v === null || typeof v !== 'object' || Array.isArray(v) || hasTrap(v)) throw Object.assign(new Error('Malformed JSON body'), { status: 400 });
    return v;
  }
  if (ct.includes('multipart/form-data') || ct.includes('application/x-www-form-urlencoded')) {
    const form = await new Response(new Uint8Array(buf), { headers: { 'content-type': contentType } }).formData();
    /** @type {Record<string, any>} */
    const out = {};
    for (const [k, v] of form.entries()) setField(out, k, typeof v === 'string' ? v : v.name);
    return out;
  }
  // Unlabelled bodies: try form encoding, which is what most platform calls send.
  /** @type {Record<string, any>} */
  const out = {};
  for (const [k, v] of new URLSearchParams(buf.toString('utf8'))) setField(out, k, v);
  return out;
}

/**
 * Sets one form field, reading the bracket form the platform's SDK sends for nested objects
 * (`metadata[phone]=123` → `{ metadata: { phone: '123' } }`, `a[b][c]` deeper). A key that is not
 * in that form is kept as it is.
 * @param {Record<string, any>} out
 * @param {string} key
 * @param {string} value
 */
function setField(out, key, value) {
  const m = /^([^[\]]+)((?:\[[^[\]]*\])+)$/.exec(key);
  if (!m) { out[key] = value; return; }
  const path = [m[1], ...[...m[2].matchAll(/\[([^[\]]*)\]/g)].map((x) => x[1])];
  if (path.some((p) => p === '' || TRAP_KEYS.has(p))) { out[key] = value; return; }
  let at = out;
  for (const p of path.slice(0, -1)) {
    if (!at[p] || typeof at[p] !== 'object') at[p] = {};
    at = at[p];
  }
  at[path[path.length - 1]] = value;
}

const LOCAL_ORIGIN = /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/;

/**
 * CORS headers for an Origin: loopback origins and the configured extra origins are reflected.
 * @param {string | undefined} origin
 * @param {string[]} allowed extra allowed origins
 * @returns {Record<string, string>}
 */
export function corsHeaders(origin, allowed) {
  if (!origin || !(LOCAL_ORIGIN.test(origin) || allowed.includes(origin))) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': 'Authorization, Content-Type, Idempotency-Key, X-Sandbox-Fault',
    'Access-Control-Expose-Headers': 'Date, Retry-After',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}
