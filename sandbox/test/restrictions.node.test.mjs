// Restriction settings and the age limit they put on sign-up.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, client } from './helpers.mjs';

/** @type {any} */ let sb;
/** @type {ReturnType<typeof client>} */ let call;
before(async () => { sb = await start(); call = client(sb); });
after(async () => { await sb?.close(); });

const years = (/** @type {number} */ n, /** @type {number} */ days = 0) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - n);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
let n = 0;
const signUp = (/** @type {Record<string, string>} */ extra = {}) => call('POST', '/accounts', {
  form: { full_name: 'Age Check', username: `age${Date.now()}${n++}@example.com`, password: 'password123', password_confirmation: 'password123', client_id: sb.clientId, type: 'consumer', ...extra },
});

test('the settings have the SDK\'s shape; by default no minimum age and sign-up needs no date of birth', async () => {
  const s = (await call('GET', `/restrictions/settings/${sb.merchantUuid}`)).body;
  assert.deepEqual(Object.keys(s).sort(), ['age_verification_enabled', 'age_verification_type', 'created_at', 'merchant_uuid', 'min_age', 'updated_at']);
  assert.deepEqual([s.merchant_uuid, s.age_verification_type, s.min_age], [sb.merchantUuid, 'pin_code', null]);
  assert.equal((await signUp()).status, 200);
  assert.equal((await call('GET', '/restrictions/settings/nobody')).status, 404);
});

test('with a minimum age, sign-up refuses a missing or too recent date of birth and accepts one old enough', async () => {
  const set = await call('POST', '/sandbox/restrictions', { form: { age_verification_type: 'date_of_birth', min_age: 18 } });
  assert.deepEqual([set.body.age_verification_type, set.body.min_age, set.body.age_verification_enabled], ['date_of_birth', 18, true]);
  assert.equal((await call('GET', `/restrictions/settings/${sb.merchantUuid}`)).body.min_age, 18);
  const none = await signUp();
  assert.deepEqual([none.status, none.body.errors.date_of_birth], [422, 'Date of birth is required']);
  const young = await signUp({ date_of_birth: years(18, 1) });
  assert.deepEqual([young.status, young.body.errors.date_of_birth], [422, 'You must be at least 18 years old to register']);
  assert.equal((await signUp({ date_of_birth: years(18) })).status, 200, 'eighteen today');
  assert.equal((await signUp({ date_of_birth: 'not-a-date' })).status, 422);
  assert.equal((await call('POST', '/sandbox/restrictions', { form: { min_age: 'x' } })).status, 422);
  await call('POST', '/sandbox/restrictions', { form: { min_age: '' } });
  assert.equal((await signUp()).status, 200, 'no minimum age again');
});
