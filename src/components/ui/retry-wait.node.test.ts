// How long a form waits after the platform said "too many attempts": Retry-After in seconds, read
// from a real sandbox's 429 through the client's error.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { retryWait, DEFAULT_RETRY_SECONDS, MAX_RETRY_SECONDS } from './retry-wait';
import { createClient } from '../../client/index';
import { startSandbox } from '../../../test/helpers/sandbox';

test('only a 429 asks for a wait: its Retry-After in seconds, else 30 s, at most an hour', () => {
  const error = (status: number, header?: string) => ({ status, cause: { response: { headers: new Headers(header ? { 'retry-after': header } : {}) } } });
  assert.equal(retryWait(error(429, '7')), 7);
  assert.equal(retryWait(error(429, '1.2')), 2);
  assert.equal(retryWait(error(429)), DEFAULT_RETRY_SECONDS);
  for (const odd of ['-5', '0', 'soon', 'Thu, 01 Jan 2026 00:00:30 GMT']) assert.equal(retryWait(error(429, odd)), DEFAULT_RETRY_SECONDS, odd);
  assert.equal(retryWait(error(429, '999999')), MAX_RETRY_SECONDS);
  assert.equal(retryWait({ status: 429 }), DEFAULT_RETRY_SECONDS);
  for (const e of [error(503, '7'), error(401), null, 'x', new Error('x')]) assert.equal(retryWait(e), 0);
});

test('a 429 of the platform, through the client, gives its Retry-After', async () => {
  const sb = await startSandbox({ port: 0, fresh: true, quiet: true });
  try {
    await fetch(`${sb.apiBase}/sandbox/limits`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ 'sign-in': { max: 1, windowSeconds: 40 } }) });
    const c = createClient({ baseURL: sb.apiBase, merchantUuid: sb.merchantUuid, clientId: sb.clientId, storage: 'memory' });
    const first = await c.accounts.signIn({ email: 'nobody@example.com', password: 'wrong-password' }).catch((e: unknown) => e);
    const wait = retryWait(first);
    assert.ok(wait > 0 && wait <= 40, String(wait));
  } finally {
    await sb.close();
  }
});
