// Embedded database of the sandbox platform: SQLite compiled to WebAssembly (sql.js), so there is no
// native build step. Each collection is a table of JSON documents with a few indexed columns; the
// whole database is exported to one file after writes (debounced) and on close, and loaded at start.
import { readFileSync, writeFileSync, mkdirSync, existsSync, renameSync } from 'node:fs';
import { dirname } from 'node:path';
import { createRequire } from 'node:module';
import initSqlJs from 'sql.js';

const require = createRequire(import.meta.url);

/** Collections the platform keeps. Each becomes a table (id, owner, created, data). */
export const COLLECTIONS = [
  'meta', 'merchants', 'accounts', 'tokens', 'items', 'access_fees', 'packages', 'vouchers', 'gift_plans',
  'accesses', 'transactions', 'subscriptions', 'intents', 'idempotency', 'mail', 'favorites', 'watch_history',
  'profiles', 'access_codes', 'code_sessions', 'mandates', 'cards', 'nfts', 'nft_reservations', 'iot_creds',
  'reset_tokens', 'pin_codes', 'data_captures', 'external_accounts', 'gift_vouchers', 'events', 'trials',
  'brandings', 'donation_options', 'counters', 'restrictions',
];

let sqlPromise;
function loadSql() {
  sqlPromise ??= initSqlJs({ locateFile: (f) => require.resolve(`sql.js/dist/${f}`) });
  return sqlPromise;
}

/**
 * A small document store on top of an sql.js database.
 * Documents are plain JSON objects; `id` is their primary key (stored as text), `owner` an optional
 * account uuid used for per-account listing.
 */
export class Store {
  /**
   * @param {import('sql.js').Database} db
   * @param {string | null} file where the database is persisted, or null for an in-memory instance
   * @param {readonly string[]} [collections] the tables to keep (default: the platform's COLLECTIONS)
   */
  constructor(db, file, collections = COLLECTIONS) {
    this.db = db;
    this.file = file;
    for (const name of collections) if (!/^[a-z_]+$/.test(name)) throw new Error(`Invalid collection name ${name}`);
    this.collections = collections;
    /** @type {NodeJS.Timeout | null} */
    this.timer = null;
    this.dirty = false;
    this.closed = false;
    /** @type {Map<string, import('sql.js').Statement>} */
    this.stmts = new Map();
    this.createTables();
  }

  /** Creates the tables that do not exist yet. */
  createTables() {
    for (const name of this.collections) {
      this.db.run(`CREATE TABLE IF NOT EXISTS ${name} (id TEXT PRIMARY KEY, owner TEXT, created INTEGER, seq INTEGER, data TEXT NOT NULL)`);
      this.db.run(`CREATE INDEX IF NOT EXISTS ${name}_owner ON ${name}(owner)`);
    }
  }

  /**
   * Next numeric id of a sequence (per collection), starting at `start`.
   * @param {string} name
   * @param {number} [start]
   * @returns {number}
   */
  nextId(name, start = 1000) {
    const row = this.get('counters', name);
    const value = row ? row.value + 1 : start;
    this.put('counters', { id: name, value });
    return value;
  }

  /**
   * Inserts or replaces a document.
   * @template {{id: string|number}} T
   * @param {string} table
   * @param {T} doc
   * @param {string | null} [owner]
   * @returns {T}
   */
  put(table, doc, owner = null) {
    const existing = this.row(table, doc.id);
    const created = existing ? existing.created : Date.now();
    const seq = existing ? existing.seq : this.seq();
    const stmt = this.stmt(`INSERT OR REPLACE INTO ${table} (id, owner, created, seq, data) VALUES (?, ?, ?, ?, ?)`);
    stmt.run([String(doc.id), owner ?? existing?.owner ?? null, created, seq, JSON.stringify(doc)]);
    this.touch();
    return doc;
  }

  /**
   * A cached prepared statement.
   * @param {string} sql
   */
  stmt(sql) {
    let st = this.stmts.get(sql);
    if (!st) { st = this.db.prepare(sql); this.stmts.set(sql, st); }
    return st;
  }

  /**
   * Runs a function inside one transaction.
   * @template T
   * @param {() => T} fn
   * @returns {T}
   */
  transaction(fn) {
    this.db.run('BEGIN');
    try {
      const out = fn();
      this.db.run('COMMIT');
      return out;
    } catch (e) {
      this.db.run('ROLLBACK');
      throw e;
    }
  }

  /** @returns {number} a monotonically increasing insertion order number */
  seq() {
    this._seq = (this._seq ?? Date.now() * 10) + 1;
    return this._seq;
  }

  /**
   * @param {string} table
   * @param {string|number} id
   * @returns {{owner: string|null, created: number, seq: number, data: string} | null}
   */
  row(table, id) {
    const stmt = this.stmt(`SELECT owner, created, seq, data FROM ${table} WHERE id = ?`);
    try {
      stmt.bind([String(id)]);
      return stmt.step() ? /** @type {any} */ (stmt.getAsObject()) : null;
    } finally { stmt.reset(); }
  }

  /**
   * @param {string} table
   * @param {string|number} id
   * @returns {any | null}
   */
  get(table, id) {
    const r = this.row(table, id);
    return r ? JSON.parse(r.data) : null;
  }

  /**
   * Documents of a table in insertion order, optionally of one owner and matching a predicate.
   * @param {string} table
   * @param {{ owner?: string, where?: (doc: any) => boolean }} [opts]
   * @returns {any[]}
   */
  list(table, opts = {}) {
    const sql = opts.owner !== undefined
      ? `SELECT data FROM ${table} WHERE owner = ? ORDER BY seq`
      : `SELECT data FROM ${table} ORDER BY seq`;
    const stmt = this.stmt(sql);
    const out = [];
    try {
      if (opts.owner !== undefined) stmt.bind([opts.owner]);
      while (stmt.step()) {
        const doc = JSON.parse(/** @type {string} */ (stmt.get()[0]));
        if (!opts.where || opts.where(doc)) out.push(doc);
      }
    } finally { stmt.reset(); }
    return out;
  }

  /**
   * How many documents a table holds (of one owner).
   * @param {string} table
   * @param {string} [owner]
   * @returns {number}
   */
  count(table, owner) {
    const stmt = this.stmt(owner === undefined ? `SELECT COUNT(*) FROM ${table}` : `SELECT COUNT(*) FROM ${table} WHERE owner = ?`);
    try {
      if (owner !== undefined) stmt.bind([owner]);
      return stmt.step() ? Number(stmt.get()[0]) : 0;
    } finally { stmt.reset(); }
  }

  /**
   * The ids of a table's oldest documents, in insertion order.
   * @param {string} table
   * @param {number} limit
   * @returns {string[]}
   */
  oldest(table, limit) {
    const stmt = this.stmt(`SELECT id FROM ${table} ORDER BY seq LIMIT ?`);
    const out = [];
    try {
      stmt.bind([limit]);
      while (stmt.step()) out.push(String(stmt.get()[0]));
    } finally { stmt.reset(); }
    return out;
  }

  /**
   * First document matching a predicate.
   * @param {string} table
   * @param {(doc: any) => boolean} where
   * @param {string} [owner]
   */
  find(table, where, owner) {
    return this.list(table, { owner, where })[0] ?? null;
  }

  /**
   * Merges a patch into a stored document.
   * @param {string} table
   * @param {string|number} id
   * @param {object} patch
   */
  update(table, id, patch) {
    const doc = this.get(table, id);
    if (!doc) return null;
    return this.put(table, { ...doc, ...patch });
  }

  /**
   * @param {string} table
   * @param {string|number} id
   */
  remove(table, id) {
    this.stmt(`DELETE FROM ${table} WHERE id = ?`).run([String(id)]);
    this.touch();
  }

  /**
   * Removes every document of an owner from a table.
   * @param {string} table
   * @param {string} owner
   */
  removeOwned(table, owner) {
    this.db.run(`DELETE FROM ${table} WHERE owner = ?`, [owner]);
    this.touch();
  }

  /** Empties every table. */
  clear() {
    for (const name of this.collections) this.db.run(`DELETE FROM ${name}`);
    this.touch();
  }

  /** Marks the database changed and schedules a write to disk. */
  touch() {
    if (!this.file || this.closed) return;
    this.dirty = true;
    if (this.timer) return;
    this.timer = setTimeout(() => { this.timer = null; this.flush(); }, 150);
    this.timer.unref?.();
  }

  /** Writes the database to its file now (atomically, through a temporary file). */
  flush() {
    if (!this.file || !this.dirty) return;
    this.dirty = false;
    mkdirSync(dirname(this.file), { recursive: true });
    this.freeStatements();
    const tmp = `${this.file}.tmp`;
    writeFileSync(tmp, Buffer.from(this.db.export()));
    renameSync(tmp, this.file);
  }

  /** Frees cached statements (export() needs none open). */
  freeStatements() {
    for (const st of this.stmts.values()) st.free();
    this.stmts.clear();
  }

  /** Flushes and closes the database. */
  close() {
    if (this.closed) return;
    if (this.timer) { clearTimeout(this.timer); this.timer = null; }
    this.flush();
    this.closed = true;
    this.freeStatements();
    this.db.close();
  }
}

/**
 * Opens the store: in memory when `file` is null, otherwise loaded from `file` if it exists.
 * `collections` names its tables (default: the platform's); other programs, such as the
 * membership-site example, keep their own documents in a store of their own.
 * @param {string | null} file
 * @param {{ collections?: readonly string[] }} [options]
 * @returns {Promise<Store>}
 */
export async function openStore(file, options = {}) {
  const SQL = await loadSql();
  const data = file && existsSync(file) ? readFileSync(file) : null;
  const db = data ? new SQL.Database(data) : new SQL.Database();
  return new Store(db, file, options.collections);
}
