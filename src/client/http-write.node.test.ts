// The HTTP layer's write code loads with the first write (src/client/http-write.ts), against a
// sandbox: a write whose code cannot load is a network error with nothing sent, the same money call
// sent again once the code loads charges once, and reads never ask for that code.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createClient, PaywallError } from './index';
import { createHttp } from './http';
import { createSession } from './session';
import { safeStorage } from './storage';
import { recordingFetch, startSandbox, type Sandbox, type Sent } from '../../test/helpers/sandbox';
import { FUTURE_YEAR } from '../../test/helpers/card-dates';

describe('the write code, loaded with the first write', () => {
  let sb: Sandbox;
  let uuid = '';
  const sent: Sent[] = [];
  const session = createSession(safeStorage('memory'), 'inplayer_token');
  // the write code's loader: fails while `failing` is true (the chunk cannot be fetched), counted
  let failing = true;
  let loads = 0;
  const writing = async () => {
    loads++;
    if (failing) throw new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:9/chunks/x.js');
    return import('./http-write');
  };
  const charges = async () => (await (await fetch(`${sb.apiBase}/sandbox/charges?account=${uuid}`)).json()).collection as unknown[];

  before(async () => {
    sb = await startSandbox({ port: 0, fresh: true, quiet: true });
    const client = createClient({ baseURL: sb.apiBase, merchantUuid: sb.merchantUuid, clientId: sb.clientId, storage: 'memory' });
    await client.accounts.signUp({ fullName: 'Writer', email: 'writer@example.com', password: 'writer-pass-1', passwordConfirmation: 'writer-pass-1' });
    uuid = (await client.accounts.getAccount()).uuid;
    await session.set((await client.session.get())!);
  });
  after(() => sb.close());

  it('a read never loads the write code', async () => {
    const http = createHttp({ baseURL: sb.apiBase, origins: [new URL(sb.apiBase).origin], session, fetch: recordingFetch(sent), writing });
    const item = await http<{ id: number }>(`/items/${sb.merchantUuid}/40001`, { query: { a: 1, b: undefined } });
    assert.equal(item.id, 40001);
    assert.equal(sent.at(-1)!.url.search, '?a=1', 'the query, absent values left out');
    assert.equal(loads, 0);
  });

  it('a payment whose write code cannot load fails as a network error with nothing sent; sent again with the same key, it charges once', async () => {
    const http = createHttp({ baseURL: sb.apiBase, origins: [new URL(sb.apiBase).origin], session, fetch: recordingFetch(sent), writing });
    const body = { number: '4242424242424242', card_name: 'W', exp_month: 12, exp_year: FUTURE_YEAR, cvv: '123', access_fee: 60002, payment_method: 1, referrer: 'http://127.0.0.1:9/' };
    const pay = () => http<{ pi_id?: string }>('/payments', { method: 'POST', body, auth: true, money: { idempotencyKey: 'write-attempt-1' } });
    const before = sent.length;
    const error = await pay().catch((e: unknown) => e);
    assert.ok(error instanceof PaywallError);
    assert.deepEqual([error.message, error.status, error.code], ['Network Error', 0, 'ERR_NETWORK']);
    assert.equal(sent.length, before, 'nothing sent');
    assert.equal((await charges()).length, 0);

    failing = false;
    await pay();
    await pay();
    assert.equal(sent.length, before + 2);
    assert.deepEqual(sent.slice(before).map((s) => [s.method, s.headers.get('idempotency-key'), new URLSearchParams(String(s.body)).get('access_fee')]), [
      ['POST', 'write-attempt-1', '60002'],
      ['POST', 'write-attempt-1', '60002'],
    ]);
    assert.equal((await charges()).length, 1, 'one charge for the attempt');
    assert.equal(loads, 3, 'asked for by each write, again after the failure (the module system keeps what loaded)');
  });
});
