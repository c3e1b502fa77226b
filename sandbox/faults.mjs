// Fault switches for tests: per request through the `X-Sandbox-Fault` header, or per instance through
// rules set with POST /sandbox/faults. A fault spec is a comma-separated list of:
//   latency=<ms>   wait before handling
//   status=<code>  answer that status with a `{code, message}` body (429 and 503 carry Retry-After: 2)
//   retry-after=<s> override the Retry-After seconds
//   drop           destroy the connection without answering (nothing is handled)
//   drop-after     handle the request (a charge is recorded), then destroy the connection
//   malformed      answer 200 with a truncated JSON body
//   html           answer 502 with an HTML error page (like a proxy in front of the platform)
//   hang           never answer (the connection stays open until the client gives up or the server closes)
//   after          with status, html or malformed: handle the request first (a charge is recorded),
//                  then answer with the fault instead of the result (a gateway error after the platform acted)

/**
 * @typedef {object} Fault
 * @property {number} [latency]
 * @property {number} [status]
 * @property {number} [retryAfter]
 * @property {boolean} [drop]
 * @property {boolean} [dropAfter]
 * @property {boolean} [malformed]
 * @property {boolean} [html]
 * @property {boolean} [hang]
 * @property {boolean} [after]
 */

/**
 * Parses a fault spec string.
 * @param {string | undefined | null} spec
 * @returns {Fault | null}
 */
export function parseFault(spec) {
  if (!spec || typeof spec !== 'string') return null;
  /** @type {Fault} */
  const f = {};
  for (const part of spec.split(/[,;]/).map((s) => s.trim()).filter(Boolean)) {
    const [k, v] = part.split('=').map((s) => s.trim());
    const n = Number(v);
    if (k === 'latency' && n >= 0) f.latency = Math.min(n, 120_000);
    else if (k === 'status' && n >= 100 && n < 600) f.status = n;
    else if (k === 'retry-after' && n >= 0) f.retryAfter = n;
    else if (k === 'drop') f.drop = true;
    else if (k === 'drop-after') f.dropAfter = true;
    else if (k === 'malformed') f.malformed = true;
    else if (k === 'html') f.html = true;
    else if (k === 'hang') f.hang = true;
    else if (k === 'after') f.after = true;
  }
  return Object.keys(f).length ? f : null;
}

/** Per-instance fault rules. */
export class FaultRules {
  constructor() {
    /** @type {{id: number, method?: string, path: string, test: (p: string) => boolean, fault: string, count: number | null, hits: number}[]} */
    this.rules = [];
    this.nextId = 1;
  }

  /**
   * Adds a rule. `path` is a prefix, or a regular expression when written `/.../` or starting with `^`.
   * @param {{method?: string, path?: string, fault: string, count?: number}} rule
   */
  add(rule) {
    const path = rule.path || '/';
    let test;
    if (path.startsWith('^') || (path.length > 2 && path.startsWith('/') && path.endsWith('/'))) {
      const re = new RegExp(path.startsWith('^') ? path : path.slice(1, -1));
      test = (/** @type {string} */ p) => re.test(p);
    } else {
      test = (/** @type {string} */ p) => p.startsWith(path);
    }
    const r = { id: this.nextId++, method: rule.method?.toUpperCase(), path, test, fault: rule.fault, count: rule.count ?? null, hits: 0 };
    this.rules.push(r);
    return this.describe(r);
  }

  /** @param {any} r */
  describe(r) {
    return { id: r.id, method: r.method ?? null, path: r.path, fault: r.fault, count: r.count, hits: r.hits };
  }

  /** All rules, JSON-able. */
  all() { return this.rules.map((r) => this.describe(r)); }

  /** Removes every rule. */
  clear() { this.rules = []; }

  /**
   * The fault a request should suffer (the first matching rule; a counted rule is used up).
   * @param {string} method
   * @param {string} path
   * @returns {Fault | null}
   */
  take(method, path) {
    for (const r of this.rules) {
      if (r.method && r.method !== method) continue;
      if (!r.test(path)) continue;
      r.hits += 1;
      if (r.count !== null) {
        r.count -= 1;
        if (r.count <= 0) this.rules = this.rules.filter((x) => x !== r);
      }
      return parseFault(r.fault);
    }
    return null;
  }
}

/** Sleeps. @param {number} ms */
export const sleep = (ms) => new Promise((r) => { const t = setTimeout(r, ms); t.unref?.(); });
