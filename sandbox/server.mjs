// The sandbox platform: a local stand-in for the hosted paywall platform that behaves like it on the
// wire. One HTTP server serves the platform API, the notification key service, the MQTT-over-websocket
// broker (/mqtt), test controls (/sandbox/*), the mailbox and bank pages, and local media (/media/).
import { contentType } from 'mime-types';
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync, rmSync } from 'node:fs';
import { join, resolve, extname, dirname, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openStore } from './db.mjs';
import { Router, readBody, parseBody, corsHeaders, normalisePath, fail, closeAfter, BODY_TIMEOUT_MS } from './http.mjs';
import { FaultRules, parseFault, sleep } from './faults.mjs';
import { RateLimits } from './limits.mjs';
import { createBroker } from './broker.mjs';
import { createPlatform, fingerprint, nowSec } from './platform.mjs';
import { createProcessor } from './processor.mjs';
import { applySeed, topUpSeed, seedSummary, MERCHANT } from './seed.mjs';
import { renderMedia } from './media.mjs';
import { registerAccounts } from './routes/accounts.mjs';
import { registerAccountMedia } from './routes/account-media.mjs';
import { registerAssets } from './routes/assets.mjs';
import { registerPayments } from './routes/payments.mjs';
import { registerSubscriptions } from './routes/subscriptions.mjs';
import { registerOther } from './routes/other.mjs';
import { registerControl } from './routes/control.mjs';
import { registerMethods } from './routes/methods.mjs';
import { registerSites } from './routes/sites.mjs';
import { registerSocial } from './routes/social.mjs';
import { registerRestrictions } from './routes/restrictions.mjs';
import { startSsoDomain } from './sso.mjs';
import { registerSignedMedia, signedMediaResponse } from './signed-media.mjs';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The demo film's bytes, read on first use. @type {Buffer | undefined} */
let FILM;

/**
 * @typedef {object} SandboxOptions
 * @property {number} [port] HTTP port (0 = any free port); default SANDBOX_PORT or 4010
 * @property {string} [host] default 127.0.0.1
 * @property {number} [brokerPort] accepted for compatibility; the broker shares the HTTP port
 * @property {boolean} [fresh] in-memory database, nothing written to disk
 * @property {string} [dataDir] where the database file lives (default <repo>/.sandbox-data)
 * @property {boolean} [quiet] no start-up banner
 * @property {number} [tokenTtlSeconds] access token lifetime (default 3600)
 * @property {number} [iotTtlSeconds] notification credential lifetime (default 1800)
 * @property {number} [eventDelayMs] delay before an event is published (default 80)
 * @property {number} [signedMediaTtlSeconds] how long signed media addresses and media tokens live (default 3600)
 * @property {string[]} [allowedOrigins] extra CORS origins (loopback origins are always allowed)
 * @property {string} [cardFrameDir] folder served at /card-frame/ when it exists (default <repo>/dist/card-frame)
 * @property {number} [headersTimeoutMs] how long a request's headers may take to arrive (default 10000)
 * @property {number} [bodyTimeoutMs] how long a request's body may take to arrive (default 15000)
 * @property {number} [ssoPort] port of the single sign-on domain (default SANDBOX_SSO_PORT, or any free port)
 * @property {string} [passwordResetPage] the merchant's page for a new password: reset mails link to it with ?token= (default: the sandbox's own page)
 */

/**
 * @typedef {object} Sandbox
 * @property {string} apiBase
 * @property {number} port
 * @property {string} keyServiceURL
 * @property {string} iotEndpoint
 * @property {string} mailboxURL
 * @property {string} ssoURL the single sign-on domain's origin (sandbox/sso.mjs)
 * @property {string} merchantUuid
 * @property {string} clientId
 * @property {any} seed
 * @property {() => any} info
 * @property {() => {method: string, path: string}[]} routes
 * @property {(topic: string, message: string | object) => Promise<void>} publish
 * @property {() => Promise<void>} reset
 * @property {() => Promise<void>} close
 */

/**
 * Starts a sandbox platform.
 * @param {SandboxOptions} [options]
 * @returns {Promise<Sandbox>}
 */
export async function startSandbox(options = {}) {
  const port = options.port ?? (Number(process.env.SANDBOX_PORT) || 4010);
  const host = options.host ?? '127.0.0.1';
  const dataDir = options.dataDir ?? join(REPO, '.sandbox-data');
  const file = options.fresh ? null : join(dataDir, 'sandbox.sqlite');
  const allowedOrigins = [...(options.allowedOrigins ?? []), ...(process.env.SANDBOX_ORIGINS ?? '').split(',').filter(Boolean)];
  const store = await openStore(file);
  if (!store.get('meta', 'seeded')) applySeed(store);
  else topUpSeed(store);

  /** @type {Awaited<ReturnType<typeof createBroker>> | null} */
  let broker = null;
  const ctx = createPlatform({ store, options, publish: (t, m) => broker ? broker.publish(t, m) : Promise.resolve() });
  ctx.allowedOrigins = allowedOrigins;
  const faults = new FaultRules();
  const router = new Router();
  /** @type {Set<string>} */
  const inflight = new Set();
  const sockets = new Set();

  // a hostile client cannot hold the server: headers past 16 kB are refused (431), headers must arrive
  // within 10 s and a body within 15 s (checked every second), bodies are read only after the
  // route and the bearer token are known, and never past 2 MB (sandbox/http.mjs)
  const headersTimeout = options.headersTimeoutMs ?? 10_000;
  const bodyTimeoutMs = options.bodyTimeoutMs ?? BODY_TIMEOUT_MS;
  const server = createServer({
    maxHeaderSize: 16_384, headersTimeout, requestTimeout: Math.max(headersTimeout, bodyTimeoutMs) + 5_000, connectionsCheckingInterval: Math.min(1000, headersTimeout),
  }, (req, res) => { handle(req, res).catch((e) => { if (!res.headersSent) send(res, { status: 500, body: { code: 500, message: 'Internal server error' } }, {}); if (!options.quiet) console.error(e); }); });
  server.on('connection', (s) => { sockets.add(s); s.on('close', () => sockets.delete(s)); });

  /** @param {import('node:http').ServerResponse} res @param {import('./http.mjs').SandboxResponse} r @param {Record<string,string>} cors */
  function send(res, r, cors) {
    /** @type {Record<string, string>} */
    const headers = { ...cors, 'Cache-Control': 'no-store', ...(r.headers ?? {}) };
    if (closeAfter(res.req, res)) headers.Connection = 'close';
    /** @type {string | Buffer} */
    let payload = '';
    if (r.html !== undefined) { headers['Content-Type'] ??= 'text/html; charset=utf-8'; payload = r.html; }
    else if (r.raw !== undefined) payload = r.raw;
    else if (r.body !== undefined) { headers['Content-Type'] = 'application/json'; payload = JSON.stringify(r.body); }
    res.writeHead(r.status, headers);
    res.end(payload);
  }

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  async function handle(req, res) {
    const url = new URL(`http://sandbox.local${(req.url || '/').startsWith('/') ? '' : '/'}${req.url || '/'}`);
    const path = normalisePath(url.pathname);
    const method = (req.method || 'GET').toUpperCase();
    const cors = corsHeaders(req.headers.origin, allowedOrigins);
    if (method === 'OPTIONS') { res.writeHead(204, cors); res.end(); return; }

    // Faults: per request (header) or per instance (rules); never on the test controls themselves.
    const isControl = path.startsWith('/sandbox/') && !path.startsWith('/sandbox/bank/');
    const fault = isControl ? null : (parseFault(/** @type {string} */ (req.headers['x-sandbox-fault'])) ?? faults.take(method, path));
    if (fault?.latency) await sleep(fault.latency);
    if (fault?.hang) return;
    if (fault?.drop) { req.socket.destroy(); return; }
    if (fault && !fault.after && answerFault(res, fault, cors)) return;

    const signed = method === 'GET' ? signedMediaResponse(path, url.searchParams, /** @type {string | undefined} */ (req.headers.range)) : null;
    if (signed) { send(res, signed, cors); return; }
    if (method === 'GET' && path.startsWith('/media/')) return serveMedia(req, res, path.slice(7), cors);
    if (method === 'GET' && (path === '/card-frame' || path.startsWith('/card-frame/'))) return serveCardFrame(res, path, cors);

    const found = router.match(method, path);
    if (!found) { send(res, fail(404, 'Not found'), cors); return; }
    if ('methodMismatch' in found) { send(res, fail(405, 'Method not allowed'), cors); return; }

    /** @type {any} */
    let who = null;
    // the cheap checks first: a request without a valid bearer token is refused before its body is read
    if (found.opts.auth) {
      who = ctx.bearer(req.headers.authorization);
      if ('error' in who) { send(res, fail(401, /** @type {string} */ (who.error)), cors); return; }
    }
    let rawBody;
    /** @type {Record<string, any>} */
    let body;
    try {
      rawBody = await readBody(req, { timeoutMs: bodyTimeoutMs });
      body = await parseBody(rawBody, req.headers['content-type']);
    } catch (e) {
      send(res, fail(/** @type {any} */ (e).status ?? 400, /** @type {any} */ (e).message ?? 'Bad request'), cors);
      return;
    }
    /** @type {import('./http.mjs').SandboxRequest} */
    const sreq = { method, path, params: found.params, query: url.searchParams, body, headers: req.headers, raw: req, rawBody: rawBody.toString('utf8'), ip: req.socket.remoteAddress ?? '' };
    if (who) {
      sreq.account = who.account;
      sreq.token = who.token;
    }

    const key = found.opts.money && sreq.account ? String(req.headers['idempotency-key'] ?? '') : '';
    let result;
    if (key.length > 255) {
      send(res, fail(400, 'Idempotency-Key must be at most 255 characters'), cors);
      return;
    }
    if (key) {
      const id = `${sreq.account.uuid}:${key}`;
      let stored = store.get('idempotency', id);
      if (stored && stored.created_at < nowSec() - 86400) stored = null; // keys are kept for 24 hours
      const fp = fingerprint({ path, body });
      if (stored) {
        result = stored.fingerprint === fp
          ? { status: stored.status, body: stored.body, headers: { 'Idempotent-Replayed': 'true' } }
          : fail(400, 'Keys for idempotent requests can only be used with the same parameters they were first used with');
      } else if (inflight.has(id)) {
        result = fail(409, 'A request with this Idempotency-Key is already being processed');
      } else {
        inflight.add(id);
        try {
          result = await found.handler(sreq);
          store.put('idempotency', { id, key, path, fingerprint: fp, status: result.status, body: result.body, created_at: nowSec() }, sreq.account.uuid);
        } finally { inflight.delete(id); }
      }
    } else {
      result = await found.handler(sreq);
    }
    if (fault?.dropAfter) { req.socket.destroy(); return; }
    if (fault?.after && answerFault(res, fault, cors)) return;
    send(res, result, cors);
  }

  /**
   * Answers with a status, HTML or malformed fault; false when the fault has none of them.
   * @param {import('node:http').ServerResponse} res @param {import('./faults.mjs').Fault} fault @param {Record<string,string>} cors
   */
  function answerFault(res, fault, cors) {
    if (fault.status) {
      /** @type {Record<string, string>} */
      const extra = fault.status === 429 || fault.status === 503 ? { 'Retry-After': String(fault.retryAfter ?? 2) } : {};
      send(res, { status: fault.status, body: { code: fault.status, message: `Sandbox fault: status ${fault.status}` }, headers: extra }, cors);
      return true;
    }
    if (fault.html) { send(res, { status: 502, html: '<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>' }, cors); return true; }
    if (fault.malformed) { send(res, { status: 200, raw: '{"code":200,"message":"Submit', headers: { 'Content-Type': 'application/json' } }, cors); return true; }
    return false;
  }

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {string} p @param {Record<string,string>} cors */
  function serveMedia(req, res, p, cors) {
    // every video's film is the same few seconds (sandbox/media/film.webm), in ranges as players ask
    const film = /^([a-z0-9-]+)\/film\.webm$/.exec(p);
    if (film) {
      if (!store.find('items', (i) => i.slug === film[1])) { send(res, fail(404, 'Not found'), cors); return; }
      const bytes = (FILM ??= readFileSync(join(REPO, 'sandbox', 'media', 'film.webm')));
      const range = /^bytes=(\d*)-(\d*)$/.exec(String(req.headers.range ?? ''));
      const headers = { 'Content-Type': 'video/webm', 'Accept-Ranges': 'bytes', 'Cache-Control': 'public, max-age=3600' };
      if (!range || (!range[1] && !range[2])) { send(res, { status: 200, raw: bytes, headers }, cors); return; }
      const start = range[1] ? Number(range[1]) : Math.max(0, bytes.length - Number(range[2]));
      const end = range[1] && range[2] ? Math.min(Number(range[2]), bytes.length - 1) : bytes.length - 1;
      if (start > end || start >= bytes.length) { send(res, { status: 416, raw: '', headers: { ...headers, 'Content-Range': `bytes */${bytes.length}` } }, cors); return; }
      send(res, { status: 206, raw: bytes.subarray(start, end + 1), headers: { ...headers, 'Content-Range': `bytes ${start}-${end}/${bytes.length}` } }, cors);
      return;
    }
    const svg = renderMedia(p, (slug) => store.find('items', (i) => i.slug === slug) ?? store.find('packages', (i) => i.slug === slug));
    if (!svg) { send(res, fail(404, 'Not found'), cors); return; }
    send(res, { status: 200, raw: svg, headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=3600' } }, cors);
  }

  /** @param {import('node:http').ServerResponse} res @param {string} p @param {Record<string,string>} cors */
  function serveCardFrame(res, p, cors) {
    const root = resolve(options.cardFrameDir ?? join(REPO, 'dist', 'card-frame'));
    let f = join(root, p.slice('/card-frame'.length) || '/');
    if (f !== root && !f.startsWith(root + sep)) { send(res, fail(404, 'Not found'), cors); return; }
    if (existsSync(f) && statSync(f).isDirectory()) f = join(f, 'index.html');
    if (!existsSync(f) || !(f === root || f.startsWith(root + sep))) { send(res, fail(404, 'Not found'), cors); return; }
    const type = contentType(extname(f)) || 'application/octet-stream';
    /** @type {Record<string, string>} */
    const headers = { 'Content-Type': type };
    // only the merchant pages may frame the card page (a meta tag cannot say this: it must be a header)
    if (type.startsWith('text/html')) headers['Content-Security-Policy'] = `frame-ancestors ${frameAncestors().join(' ')}`;
    send(res, { status: 200, raw: readFileSync(f), headers }, cors);
  }

  /** The origins allowed to frame the card page: this machine's (any port, for development) and the configured merchants'. */
  function frameAncestors() {
    return ['http://127.0.0.1:*', 'http://localhost:*', "'self'", ...allowedOrigins];
  }

  const limits = new RateLimits();
  /** @type {Deps} */
  const deps = { router, ctx, store, faults, limits, processor: createProcessor(ctx), broker: null, sandbox: /** @type {any} */ (null) };
  registerAccounts(deps);
  registerAccountMedia(deps);
  registerAssets(deps);
  registerPayments(deps);
  registerSubscriptions(deps);
  registerOther(deps);
  registerControl(deps);
  registerMethods(deps);
  registerSites(deps);
  registerSocial(deps);
  registerRestrictions(deps);
  registerSignedMedia(deps);

  await new Promise((ok, ko) => { server.once('error', ko); server.listen(port, host, () => { server.off('error', ko); ok(undefined); }); });
  const addr = /** @type {import('node:net').AddressInfo} */ (server.address());
  const apiBase = `http://${host}:${addr.port}`;
  ctx.apiBase = apiBase;
  const sso = await startSsoDomain({ store, host, port: options.ssoPort ?? (Number(process.env.SANDBOX_SSO_PORT) || 0), allowedOrigins });
  broker = await createBroker(server, {
    check: (accessKey, sessionToken) => {
      const c = store.get('iot_creds', accessKey);
      if (!c || c.sessionToken !== sessionToken || c.expiresAt < Date.now()) return null;
      return { account: c.account };
    },
  });

  const sandbox = {
    apiBase,
    port: addr.port,
    keyServiceURL: `${apiBase}/iot/keys`,
    iotEndpoint: `${host}:${addr.port}`,
    mqttURL: `ws://${host}:${addr.port}/mqtt`,
    mailboxURL: `${apiBase}/sandbox/mailbox`,
    ssoURL: sso.url,
    merchantUuid: MERCHANT.uuid,
    clientId: MERCHANT.clientId,
    seed: seedSummary(apiBase),
    /** @returns {Record<string, unknown>} */
    info() {
      /** @type {Record<string, unknown>} */
      const rest = Object.fromEntries(Object.entries(sandbox).filter(([, v]) => typeof v !== 'function'));
      return { ...rest, dataDir: file ? dataDir : null, fresh: !file };
    },
    /** The routes it serves, as `{method, path}` with `{name}` parameters (`GET /items/{merchant}/{id}`). */
    routes() {
      return router.routes.map((r) => ({ method: r.method, path: `/${r.parts.join('/')}` }));
    },
    /**
     * Sets the merchant's page for a new password (its setting on the platform): reset mails link
     * to it with `?token=`; null goes back to the sandbox's own page.
     * @param {string | null} url
     */
    setPasswordResetPage(url) {
      ctx.passwordResetPage = url || null;
    },
    /** @param {string} topic @param {string | object} message */
    async publish(topic, message) {
      await broker?.publish(topic, typeof message === 'string' ? message : JSON.stringify(message));
    },
    async reset() {
      ctx.stop();
      store.clear();
      applySeed(store);
      faults.clear();
      limits.reset();
      store.flush();
    },
    async close() {
      ctx.stop();
      await sso.close();
      await broker?.close();
      for (const s of sockets) s.destroy();
      await new Promise((r) => server.close(() => r(undefined)));
      store.close();
    },
  };

  deps.broker = broker;
  deps.sandbox = sandbox;

  if (!options.quiet) {
    console.log(`Sandbox platform   ${apiBase}`);
    console.log(`  broker (MQTT/ws) ${sandbox.mqttURL}  key service ${sandbox.keyServiceURL}`);
    console.log(`  demo merchant    ${MERCHANT.uuid}  client id ${MERCHANT.clientId}`);
    console.log(`  mailbox          ${sandbox.mailboxURL}`);
    console.log(`  SSO domain       ${sso.url}`);
    console.log(`  seed             ${apiBase}/sandbox/seed   data ${file ?? 'in memory (fresh)'}`);
  }
  return sandbox;
}

/**
 * Deletes the persisted database.
 * @param {string} [dataDir]
 */
export function resetData(dataDir = join(REPO, '.sandbox-data')) {
  rmSync(join(dataDir, 'sandbox.sqlite'), { force: true });
}

/** @typedef {{router: Router, ctx: import('./platform.mjs').Platform, store: import('./db.mjs').Store, faults: FaultRules, limits: RateLimits, processor: import('./processor.mjs').Processor, broker: any, sandbox: any}} Deps */
