// Signed media: the CloudFront-style signed address and the JW-style media token play only while
// valid; a tampered, foreign or expired one is refused.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, client, signUp, card } from './helpers.mjs';

/** @type {any} */ let sb;
/** @type {ReturnType<typeof client>} */ let call;
before(async () => { sb = await start(); call = client(sb); });
after(async () => { await sb?.close(); });

const play = async (/** @type {string} */ url) => {
  const r = await fetch(url);
  return { status: r.status, type: r.headers.get('content-type'), bytes: (await r.arrayBuffer()).byteLength };
};

/** A viewer who bought both signed-media items. */
async function buyer() {
  const v = await signUp(call, sb);
  for (const fee of [60011, 60012]) assert.equal((await call('POST', '/payments', { token: v.token, form: card('4242424242424242', { access_fee: fee }) })).status, 200);
  for (let i = 0; i < 100; i++) {
    if ((await call('GET', '/items/40012/access', { token: v.token })).status === 200 && (await call('GET', '/items/40011/access', { token: v.token })).status === 200) break;
    await new Promise((ok) => setTimeout(ok, 50));
  }
  return v;
}

test('Copper Sky\'s content is a media address; signed, it plays until it expires; unsigned, tampered or expired it is refused', async () => {
  const v = await buyer();
  const content = (await call('GET', '/items/40012/access', { token: v.token })).body.item.content;
  assert.equal(content, `${sb.apiBase}/media/signed/copper-sky.wav`);
  assert.equal((await play(content)).status, 403, 'unsigned');
  const signed = (await call('GET', `/items/40012/access/cloudfront?url=${encodeURIComponent(content)}`, { token: v.token })).body.video_url;
  const u = new URL(signed);
  assert.ok(Number(u.searchParams.get('Expires')) > Date.now() / 1000 + 3000, 'an hour by default');
  assert.equal(u.searchParams.get('Key-Pair-Id'), 'SANDBOXKEYPAIR');
  const ok = await play(signed);
  assert.deepEqual([ok.status, ok.type], [200, 'audio/wav']);
  assert.ok(ok.bytes > 10000);
  const later = new URL(signed);
  later.searchParams.set('Expires', String(Number(u.searchParams.get('Expires')) + 3600));
  assert.equal((await play(later.href)).status, 403, 'a longer life cannot be forged');
  assert.equal((await call('POST', '/sandbox/media/ttl', { form: { seconds: 60 } })).status, 200);
  const short = new URL((await call('GET', `/items/40012/access/cloudfront?url=${encodeURIComponent(content)}`, { token: v.token })).body.video_url);
  assert.ok(Number(short.searchParams.get('Expires')) <= Date.now() / 1000 + 61);
  await call('POST', '/sandbox/clock', { form: { advance: 120 } });
  assert.equal((await play(short.href)).status, 403, 'expired');
  await call('DELETE', '/sandbox/clock');
  await call('POST', '/sandbox/media/ttl', { form: { seconds: 3600 } });
  assert.equal((await call('GET', `/items/40012/access/cloudfront?url=${encodeURIComponent(content)}`)).status, 401, 'signing needs a viewer');
});

test('Northern Lines is a JW media: its token plays that media only, until it expires', async () => {
  const v = await buyer();
  const content = JSON.parse((await call('GET', '/items/40011/access', { token: v.token })).body.item.content);
  assert.deepEqual(content, { media_id: 'sandbox-jw-11', app_config_id: 'sbxfilms', url: `${sb.apiBase}/media/jw/sandbox-jw-11` });
  const { token } = (await call('GET', '/v2/items/jw-media/token?app_config_id=sbxfilms&media_id=sandbox-jw-11', { token: v.token })).body;
  const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
  assert.equal(claims.media_id, 'sandbox-jw-11');
  assert.equal((await play(`${content.url}?token=${token}`)).status, 200);
  assert.equal((await play(`${sb.apiBase}/media/jw/sandbox-jw-3?token=${token}`)).status, 403, 'another media');
  assert.equal((await play(`${content.url}?token=${token.slice(0, -2)}xx`)).status, 403, 'tampered');
  assert.equal((await play(content.url)).status, 403, 'no token');
});
