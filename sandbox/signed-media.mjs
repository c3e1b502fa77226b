// Signed media: the sandbox's own "CDN" for items whose content is a media address to sign.
//
// - CloudFront style: GET /items/{id}/access/cloudfront?url=<address under /media/signed/> answers
//   `{video_url}` with `Expires` (Unix seconds), `Signature` and `Key-Pair-Id` appended, as a
//   CloudFront canned-policy URL is; GET /media/signed/<name>.wav plays only with a valid signature
//   that has not expired (403 otherwise).
// - JW Player style: GET /v2/items/jw-media/token?app_config_id&media_id answers `{token}`, a JWT
//   (`header.payload.signature`, payload `{media_id, exp}`); GET /media/jw/<media_id>?token= plays only
//   with a valid token for that media that has not expired.
// The media is a short generated sound (WAV), small enough for any test, playable by <video> and <audio>.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { json, fail } from './http.mjs';
import { nowSec } from './platform.mjs';

const secret = randomBytes(32);
const mac = (/** @type {string} */ s) => createHmac('sha256', secret).update(s).digest('base64url');
const same = (/** @type {string} */ a, /** @type {string} */ b) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Signs an address the way CloudFront's canned policy does (Expires, Signature, Key-Pair-Id).
 * @param {string} url @param {number} ttl seconds
 */
export function signCloudfront(url, ttl) {
  const u = new URL(url);
  const expires = nowSec() + ttl;
  u.searchParams.set('Expires', String(expires));
  u.searchParams.set('Signature', mac(`${u.pathname}|${expires}`));
  u.searchParams.set('Key-Pair-Id', 'SANDBOXKEYPAIR');
  return u.href;
}

/**
 * A JW-style media token for a media id.
 * @param {string} mediaId @param {number} ttl seconds
 */
export function jwToken(mediaId, ttl) {
  const head = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
  const body = Buffer.from(JSON.stringify({ media_id: mediaId, exp: nowSec() + ttl })).toString('base64url');
  return `${head}.${body}.${mac(`${head}.${body}`)}`;
}

/** A WAV file: `seconds` of a soft two-tone chime, 8 kHz, 8-bit mono. @param {number} seconds */
function wav(seconds) {
  const rate = 8000;
  const n = rate * seconds;
  const out = Buffer.alloc(44 + n);
  out.write('RIFF', 0); out.writeUInt32LE(36 + n, 4); out.write('WAVE', 8); out.write('fmt ', 12);
  out.writeUInt32LE(16, 16); out.writeUInt16LE(1, 20); out.writeUInt16LE(1, 22); out.writeUInt32LE(rate, 24);
  out.writeUInt32LE(rate, 28); out.writeUInt16LE(1, 32); out.writeUInt16LE(8, 34); out.write('data', 36); out.writeUInt32LE(n, 40);
  for (let i = 0; i < n; i++) {
    const t = i / rate;
    const f = Math.floor(t) % 2 ? 660 : 440;
    out[44 + i] = 128 + Math.round(24 * Math.sin(2 * Math.PI * f * t) * (1 - (t % 1)));
  }
  return out;
}
const MEDIA = wav(12);

/** @param {import('./server.mjs').Deps} deps */
export function registerSignedMedia({ router, ctx }) {
  // test control: how long signed addresses and tokens live from now on (default 3600 s)
  router.add('POST', '/sandbox/media/ttl', (r) => {
    const s = Number(r.body.seconds);
    if (!Number.isInteger(s) || s < 1 || s > 86400) return fail(422, 'Seconds must be between 1 and 86400');
    ctx.signedMediaTtl = s;
    return json({ code: 200, seconds: s });
  });
}

/**
 * Answers GET /media/signed/* and /media/jw/* (null for any other path), with byte ranges (players seek with them).
 * @param {string} path @param {URLSearchParams} query @param {string | undefined} [range] the Range header
 * @returns {import('./http.mjs').SandboxResponse | null}
 */
export function signedMediaResponse(path, query, range) {
  const play = () => {
    const headers = { 'Content-Type': 'audio/wav', 'Cache-Control': 'private, no-store', 'Accept-Ranges': 'bytes' };
    const m = /^bytes=(\d*)-(\d*)$/.exec(range ?? '');
    if (!m || (!m[1] && !m[2])) return { status: 200, raw: MEDIA, headers };
    const size = MEDIA.length;
    const start = m[1] ? Number(m[1]) : Math.max(0, size - Number(m[2]));
    const end = m[1] && m[2] ? Math.min(Number(m[2]), size - 1) : size - 1;
    if (start >= size || start > end) return { status: 416, raw: '', headers: { ...headers, 'Content-Range': `bytes */${size}` } };
    return { status: 206, raw: MEDIA.subarray(start, end + 1), headers: { ...headers, 'Content-Range': `bytes ${start}-${end}/${size}` } };
  };
  let m = /^\/media\/signed\/([a-z0-9-]+)\.wav$/.exec(path);
  if (m) {
    const expires = Number(query.get('Expires'));
    const sig = query.get('Signature') ?? '';
    if (!Number.isInteger(expires) || !same(sig, mac(`${path}|${expires}`))) return fail(403, 'The signature of this address is not valid');
    if (expires < nowSec()) return fail(403, 'This signed address has expired');
    return play();
  }
  m = /^\/media\/jw\/([\w-]+)$/.exec(path);
  if (m) {
    const [head, body, sig] = String(query.get('token') ?? '').split('.');
    if (!head || !body || !sig || !same(sig, mac(`${head}.${body}`))) return fail(403, 'The media token is not valid');
    let claims;
    try { claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')); } catch { return fail(403, 'The media token is not valid'); }
    if (claims.media_id !== m[1]) return fail(403, 'The media token is for another media');
    if (!(claims.exp >= nowSec())) return fail(403, 'The media token has expired');
    return play();
  }
  return null;
}
