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

/**
 * Reads a request body (up to 2 MB).
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<Buffer>}
 */
export function readBody(req) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on('data', (c) => {
      size += c.length;
      if (size > 2_000_000) { reject(Object.assign(new Error('Payload too large'), { status: 413 })); req.destroy(); return; }
      chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
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
    try {
      const v = JSON.parse(buf.toString('utf8'));
      return v && typeof v === 'object' ? v : {};
    } catch {
      throw Object.assign(new Error('Malformed JSON body'), { status: 400 });
    }
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
  if (path.some((p) => p === '' || p === '__proto__' || p === 'constructor' || p === 'prototype')) { out[key] = value; return; }
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
