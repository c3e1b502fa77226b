// Hostile HTTP clients for the server tests, on raw sockets so nothing in between buffers, limits or
// retries: a body streamed to a given size (generated as it is sent, never held in memory), a request
// sent a byte at a time, a request with very many headers. Each resolves to what the server did: the
// status it answered (0 when none arrived), how much was sent, and whether it closed the connection.
import { connect } from 'node:net';

/** @typedef {{ status: number, sent: number, closed: boolean, ms: number, head: string }} Outcome */

/** The status of the first response in `text` (0 when none). @param {string} text */
const statusOf = (text) => Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0);

/**
 * Opens a socket to `base` and runs `drive(socket, state)`; resolves when the server closes the
 * connection, answers (`untilAnswer`), or `deadlineMs` passes.
 */
function exchange(base, drive, { deadlineMs = 60_000, untilAnswer = false } = {}) {
  const url = new URL(base);
  return new Promise((resolve) => {
    const started = Date.now();
    const state = { sent: 0, received: '', done: false, finish: (closed) => finish(closed) };
    const socket = connect(Number(url.port), url.hostname);
    const finish = (closed) => {
      if (state.done) return;
      state.done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ status: statusOf(state.received), sent: state.sent, closed, ms: Date.now() - started, head: state.received.slice(0, 400) });
    };
    const timer = setTimeout(() => finish(false), deadlineMs);
    socket.on('data', (d) => {
      state.received += d.toString('latin1');
      if (untilAnswer && statusOf(state.received)) finish(false);
    });
    socket.on('error', () => finish(true));
    socket.on('close', () => finish(true));
    socket.on('connect', () => drive(socket, state).catch(() => finish(true)));
  });
}

/** Writes and waits for the socket to take more (false when it closed). */
const write = (socket, data) => new Promise((resolve) => {
  if (socket.destroyed) { resolve(false); return; }
  if (socket.write(data)) resolve(true);
  else {
    const onDrain = () => { socket.off('close', onClose); resolve(true); };
    const onClose = () => { socket.off('drain', onDrain); resolve(false); };
    socket.once('drain', onDrain);
    socket.once('close', onClose);
  }
});

/**
 * Streams a body of `bytes` bytes (`{` and spaces: a JSON document that never ends) to `path`,
 * chunked, or with `Content-Length: bytes` when `declared`. Like an attacker, it reads the answer but
 * does not stop for it: it stops only when the server closes the connection or everything was sent.
 * @param {string} base e.g. http://127.0.0.1:1234
 * @param {string} path
 * @param {{ bytes: number, declared?: boolean, headers?: Record<string, string>, method?: string, deadlineMs?: number }} o
 * @returns {Promise<Outcome>}
 */
export function streamBody(base, path, { bytes, declared = false, headers = {}, method = 'POST', deadlineMs = 120_000 }) {
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  chunk[0] = 0x7b;
  return exchange(base, async (socket, state) => {
    const head = [`${method} ${path} HTTP/1.1`, `Host: ${new URL(base).host}`, 'Content-Type: application/json',
      declared ? `Content-Length: ${bytes}` : 'Transfer-Encoding: chunked', ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`), '', ''].join('\r\n');
    if (!(await write(socket, head))) return;
    while (state.sent < bytes && !state.done) {
      const part = bytes - state.sent >= chunk.length ? chunk : chunk.subarray(0, bytes - state.sent);
      const ok = await write(socket, declared ? part : Buffer.concat([Buffer.from(`${part.length.toString(16)}\r\n`), part, Buffer.from('\r\n')]));
      if (!ok) return;
      state.sent += part.length;
    }
    if (!declared && !state.done) await write(socket, '0\r\n\r\n');
    // everything was sent and the connection is still open: the server read it all
    if (!state.done) await new Promise((r) => setTimeout(r, 1000));
    state.finish(false);
  }, { deadlineMs });
}

/**
 * A request whose headers (`part: 'headers'`) or declared body (`part: 'body'`, of `length` bytes) arrive
 * one byte every `everyMs`, without end: resolves when the server gives up on it (or after `deadlineMs`).
 * @param {string} base
 * @param {{ part: 'headers' | 'body', path?: string, headers?: Record<string, string>, length?: number, everyMs?: number, deadlineMs?: number }} o
 * @returns {Promise<Outcome>}
 */
export function slowRequest(base, { part, path = '/', headers = {}, length = 1000, everyMs = 200, deadlineMs = 30_000 }) {
  return exchange(base, async (socket, state) => {
    const start = [`POST ${path} HTTP/1.1`, `Host: ${new URL(base).host}`, 'Content-Type: application/json', `Content-Length: ${length}`,
      ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)].join('\r\n');
    if (part === 'body' && !(await write(socket, `${start}\r\n\r\n{`))) return;
    if (part === 'headers' && !(await write(socket, `${start}\r\nX-Slow: `))) return;
    while (!state.done && state.sent < length - 2) {
      await new Promise((r) => setTimeout(r, everyMs));
      if (!(await write(socket, part === 'body' ? ' ' : 'a'))) return;
      state.sent += 1;
    }
  }, { deadlineMs });
}

/**
 * A GET with `count` headers of `size` bytes each; resolves with the answer.
 * @param {string} base
 * @param {{ path?: string, count: number, size?: number }} o
 * @returns {Promise<Outcome>}
 */
export function manyHeaders(base, { path = '/', count, size = 8 }) {
  return exchange(base, async (socket) => {
    const lines = [`GET ${path} HTTP/1.1`, `Host: ${new URL(base).host}`, 'Connection: close'];
    for (let i = 0; i < count; i++) lines.push(`X-H${i}: ${'v'.repeat(size)}`);
    await write(socket, `${lines.join('\r\n')}\r\n\r\n`);
  }, { deadlineMs: 20_000, untilAnswer: true });
}

/**
 * Opens a websocket at `path` (subprotocol `mqtt`, no credentials) and streams one binary frame that
 * declares `bytes` of payload; stops when the server closes the connection or everything was sent.
 * @param {string} base
 * @param {{ path?: string, bytes: number, deadlineMs?: number }} o
 * @returns {Promise<Outcome & { upgraded: boolean }>}
 */
export async function hugeWebSocketFrame(base, { path = '/mqtt', bytes, deadlineMs = 60_000 }) {
  let upgraded = false;
  const outcome = await exchange(base, async (socket, state) => {
    await write(socket, [`GET ${path} HTTP/1.1`, `Host: ${new URL(base).host}`, 'Upgrade: websocket', 'Connection: Upgrade',
      'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==', 'Sec-WebSocket-Version: 13', 'Sec-WebSocket-Protocol: mqtt', '', ''].join('\r\n'));
    while (!state.done && !state.received.includes('\r\n\r\n')) await new Promise((r) => setTimeout(r, 20));
    if (!/^HTTP\/1\.1 101/.test(state.received)) return;
    upgraded = true;
    const header = Buffer.alloc(14);
    header[0] = 0x82; // final frame, binary
    header[1] = 0x80 | 127; // masked, 64-bit length
    header.writeBigUInt64BE(BigInt(bytes), 2);
    header.writeUInt32BE(0x01020304, 10);
    if (!(await write(socket, header))) return;
    const chunk = Buffer.alloc(64 * 1024, 0x55);
    while (state.sent < bytes && !state.done) {
      if (!(await write(socket, chunk))) return;
      state.sent += chunk.length;
    }
  }, { deadlineMs });
  return { ...outcome, upgraded };
}
