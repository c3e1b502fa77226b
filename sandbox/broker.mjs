// MQTT 3.1.1 broker over websocket (aedes + ws) on the sandbox's HTTP port, path /mqtt.
// Clients authenticate with the temporary credentials of the key service: either in the CONNECT
// packet (username = accessKey, password = sessionToken) or, for SigV4-style URLs, in the query
// (X-Amz-Credential = accessKey/..., X-Amz-Security-Token = sessionToken). A client may subscribe
// only to its own account's topic, which is exactly the account uuid.
import { Aedes } from 'aedes';
import { WebSocketServer, createWebSocketStream } from 'ws';

/**
 * @typedef {(accessKey: string, sessionToken: string) => {account: string} | null} CredentialCheck
 */

/**
 * Creates the broker and hooks it to an HTTP server's websocket upgrades.
 * @param {import('node:http').Server} server
 * @param {{check: CredentialCheck, log?: (msg: string) => void}} opts
 */
export async function createBroker(server, opts) {
  const aedes = await Aedes.createBroker({
    /** @param {any} client @param {string | undefined} username @param {Buffer | undefined} password @param {any} cb */
    authenticate(client, username, password, cb) {
      const fromUrl = client.req?.sandboxCreds;
      const key = fromUrl?.accessKey || username || '';
      const secret = fromUrl?.sessionToken || (password ? password.toString('utf8') : '');
      const found = key && secret ? opts.check(key, secret) : null;
      if (!found) {
        const e = /** @type {any} */ (new Error('Not authorized'));
        e.returnCode = 5;
        cb(e, false);
        return;
      }
      client.sandboxAccount = found.account;
      cb(null, true);
    },
    /** @param {any} client @param {any} sub @param {any} cb */
    authorizeSubscribe(client, sub, cb) {
      cb(null, sub.topic === client.sandboxAccount ? sub : null);
    },
    /** @param {any} client @param {any} packet @param {any} cb */
    authorizePublish(client, packet, cb) {
      if (client && packet.topic !== client.sandboxAccount) { cb(new Error('Publishing is not allowed on this topic')); return; }
      cb(null);
    },
  });

  const wss = new WebSocketServer({
    noServer: true,
    // payment events are a few kB: a frame past 256 kB closes the connection (1009) instead of being buffered
    maxPayload: 256 * 1024,
    handleProtocols: (protocols) => (protocols.has('mqtt') ? 'mqtt' : protocols.has('mqttv3.1') ? 'mqttv3.1' : false),
  });
  /** @type {Set<import('ws').WebSocket>} */
  const sockets = new Set();
  let refuseUntil = 0;
  let refuseStatus = 403;

  wss.on('connection', (ws, req) => {
    sockets.add(ws);
    ws.on('close', () => sockets.delete(ws));
    const stream = createWebSocketStream(ws);
    // aedes writes a packet in pieces inside one cork (header, length, topic, payload); the stream
    // from ws would send each piece as a frame of its own, where a real broker sends one frame per
    // packet (and a viewer's client parses once): corked pieces leave together
    /** @type {any} */ (stream)._writev = (/** @type {{ chunk: Buffer }[]} */ chunks, /** @type {(e?: Error | null) => void} */ done) =>
      /** @type {any} */ (stream)._write(Buffer.concat(chunks.map((c) => c.chunk)), 'buffer', done);
    stream.on('error', () => {});
    aedes.handle(/** @type {any} */ (stream), /** @type {any} */ (req));
  });

  /** @param {import('node:stream').Duplex} socket @param {number} status @param {string} text */
  const refuse = (socket, status, text) => {
    socket.end(`HTTP/1.1 ${status} ${text}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n{"code":${status},"message":"${text}"}`);
  };

  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url || '/', 'http://127.0.0.1');
    if (url.pathname.replace(/\/+$/, '') !== '/mqtt') { refuse(socket, 404, 'Not Found'); return; }
    if (Date.now() < refuseUntil) { refuse(socket, refuseStatus, refuseStatus === 403 ? 'Forbidden' : 'Service Unavailable'); return; }
    const credential = url.searchParams.get('X-Amz-Credential');
    const token = url.searchParams.get('X-Amz-Security-Token');
    if (credential || token) {
      const accessKey = (credential || '').split('/')[0];
      if (!accessKey || !token || !opts.check(accessKey, token)) { refuse(socket, 403, 'Forbidden'); return; }
      /** @type {any} */ (req).sandboxCreds = { accessKey, sessionToken: token };
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });

  return {
    aedes,
    /**
     * Publishes a message to a topic (QoS 1).
     * @param {string} topic
     * @param {string} message
     */
    publish(topic, message) {
      return new Promise((resolve) => {
        aedes.publish(/** @type {any} */ ({ cmd: 'publish', topic, payload: Buffer.from(message), qos: 1, retain: false, dup: false }), () => resolve(undefined));
      });
    },
    /**
     * Drops connected clients: all, or those of one account.
     * @param {string} [account]
     * @returns {number} how many were dropped
     */
    disconnect(account) {
      let n = 0;
      for (const client of Object.values(/** @type {any} */ (aedes).clients)) {
        if (account && /** @type {any} */ (client).sandboxAccount !== account) continue;
        /** @type {any} */ (client).close();
        n += 1;
      }
      if (!account) for (const ws of sockets) ws.terminate();
      return n;
    },
    /**
     * Refuses new websocket connections for a while.
     * @param {number} ms
     * @param {number} [status]
     */
    refuse(ms, status = 403) { refuseUntil = Date.now() + ms; refuseStatus = status; },
    /**
     * Number of connected MQTT clients: all, or those of one account.
     * @param {string} [account]
     */
    count(account) {
      return Object.values(/** @type {any} */ (aedes).clients).filter((c) => !account || /** @type {any} */ (c).sandboxAccount === account).length;
    },
    /** Closes the broker and every socket. */
    async close() {
      for (const ws of sockets) ws.terminate();
      await new Promise((r) => wss.close(() => r(undefined)));
      await new Promise((r) => aedes.close(() => r(undefined)));
    },
  };
}
