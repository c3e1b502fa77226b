import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedRequests } from './shared-requests';

test('one request per key, shared while in flight and after it answered', async () => {
  const store = sharedRequests<number>();
  let calls = 0;
  const request = () => new Promise<number>((ok) => setTimeout(() => ok(++calls), 5));
  const [a, b] = await Promise.all([store.load('k', request), store.load('k', request)]);
  assert.deepEqual([a, b, calls], [1, 1, 1]);
  assert.equal(await store.load('k', request), 1);
  assert.equal(store.peek('k'), 1);
  assert.deepEqual(store.$entries.get(), { k: { status: 'ready', value: 1 } });
  store.clear();
  assert.equal(store.peek('k'), undefined);
  assert.equal(await store.load('k', request), 2);
});

test('a failed request is forgotten (or kept as the answer with forgetFailures: false)', async () => {
  const forgetting = sharedRequests<string>();
  await assert.rejects(forgetting.load('x', () => Promise.reject(new Error('503'))), /503/);
  assert.equal(forgetting.$entries.get().x, undefined);
  assert.equal(await forgetting.load('x', () => Promise.resolve('ok')), 'ok');

  const keeping = sharedRequests<string>({ forgetFailures: false });
  let asked = 0;
  const failing = () => {
    asked++;
    return Promise.reject(new Error('503'));
  };
  await assert.rejects(keeping.load('x', failing));
  await assert.rejects(keeping.load('x', failing));
  assert.equal(asked, 1);
});
