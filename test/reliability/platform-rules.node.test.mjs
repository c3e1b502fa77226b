// The sandbox as strict as a platform, sent to directly (no element in between, as an attacker would):
// what a direct-debit mandate's answer reveals of the IBAN, donation amounts, the PIN where the
// platform asks for it, the rate limits on guessing (429 with Retry-After), and a second purchase of
// an access the viewer already holds. Each asserts the refusal in the platform's error shape and
// records its gate figures.
import { test, before, after, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { start, client, signUp, card } from '../../sandbox/test/helpers.mjs';
import { recordGates } from './gates.mjs';

let sb;
let call;
before(async () => {
  sb = await start();
  call = client(sb);
});
after(() => sb?.close());
afterEach(async () => {
  await call('DELETE', '/sandbox/limits');
  await call('DELETE', '/sandbox/clock');
});

const record = (scenario, figures = {}) => recordGates(`platform rules: ${scenario}`, { group: 'servers', ...figures });
const charges = async (uuid) => (await call('GET', `/sandbox/charges?account=${uuid}`)).body.collection.length;

/** Every text a JSON answer carries, as sent and decoded from base64, base64url and hex (whole values and their alphanumeric runs). */
function readings(value) {
  const texts = [];
  const walk = (v) => {
    if (typeof v === 'string') texts.push(v);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
    else if (v !== null && v !== undefined) texts.push(String(v));
  };
  walk(value);
  const out = [JSON.stringify(value)];
  for (const t of texts) {
    for (const piece of new Set([t, ...(t.match(/[A-Za-z0-9+/=_-]{6,}/g) ?? [])])) {
      out.push(piece);
      for (const enc of ['base64', 'base64url', 'hex']) {
        try { out.push(Buffer.from(piece, enc).toString('latin1')); } catch { /* not that encoding */ }
      }
    }
  }
  return out.map((s) => s.toUpperCase());
}

for (const iban of ['DE89370400440532013000', 'NL91ABNA0417164300']) {
  test(`a mandate's answers carry no 8-character run of the IBAN, decoded or not (${iban.slice(0, 2)})`, async () => {
    const v = await signUp(call, sb);
    const created = await call('POST', '/v2/payments/direct-debit/mandate', { token: v.token, form: { name: 'Ada Lovelace', iban: iban.replace(/(.{4})/g, '$1 '), address: 'Keizersgracht 1, Amsterdam' } });
    assert.equal(created.status, 200);
    const read = await call('GET', '/v2/payments/direct-debit/mandate', { token: v.token });
    assert.equal(read.status, 200);
    for (const answer of [created.body, read.body]) {
      assert.equal(answer.mandate.country, iban.slice(0, 2));
      assert.equal(answer.mandate.last4, iban.slice(-4));
      assert.match(answer.mandate.fingerprint, /^[\w-]{16}$/);
      const all = readings(answer);
      for (let i = 0; i + 8 <= iban.length; i++) {
        const run = iban.slice(i, i + 8);
        assert.ok(!all.some((t) => t.includes(run)), `the run ${run} appears in ${JSON.stringify(answer)}`);
      }
      assert.ok(!all.some((t) => t.includes('ADA LOVELACE') || t.includes('KEIZERSGRACHT')), 'nor the holder\'s name or address, typed in the frame');
    }
    // the fingerprint is stable for one IBAN on this sandbox, and differs for another
    const again = await signUp(call, sb);
    const same = await call('POST', '/v2/payments/direct-debit/mandate', { token: again.token, form: { name: 'B', iban } });
    assert.equal(same.body.mandate.fingerprint, read.body.mandate.fingerprint);
    const other = await call('POST', '/v2/payments/direct-debit/mandate', { token: again.token, form: { name: 'B', iban: iban.startsWith('DE') ? 'NL91ABNA0417164300' : 'DE89370400440532013000' } });
    assert.notEqual(other.body.mandate.fingerprint, read.body.mandate.fingerprint);
    record(`mandate answer of a ${iban.slice(0, 2)} IBAN`);
  });
}

test('donations: only amounts of plain decimal form, at most two decimals, within the item\'s range, are charged', async () => {
  const v = await signUp(call, sb);
  const donate = (fields, json = false) => call('POST', '/v2/payments/donation', json
    ? { token: v.token, json: { ...card('4242424242424242'), item_id: 40003, currency_iso: 'EUR', ...fields } }
    : { token: v.token, form: card('4242424242424242', { item_id: 40003, currency_iso: 'EUR', ...fields }) });
  for (const [amount, json] of [['100000'], ['5.123456789'], ['1e3'], ['1E2'], ['-5'], ['0x10'], [' 5'], ['5,00'], ['Infinity'], ['NaN'], ['501'], ['0.99'],
    [100000, true], [5.123, true], [1e3, true], [{ toString: '5' }, true], [['5'], true], [null, true]]) {
    const r = await donate({ amount }, json);
    assert.equal(r.status, r.status === 400 ? 400 : 422, `${JSON.stringify(amount)} is refused`);
    if (r.status === 422) assert.equal(typeof r.body.errors.amount, 'string', `${JSON.stringify(amount)}: the amount field says why`);
  }
  const option = await donate({ amount: '25.00', donation_id: 400030 });
  assert.equal(option.status, 422, 'a fixed option is charged at its own amount only');
  assert.match(option.body.errors.amount, /5\.00 EUR/);
  const currency = await donate({ amount: '12.50', currency_iso: 'USD' });
  assert.deepEqual([currency.status, typeof currency.body.errors.currency_iso], [422, 'string'], 'in the item\'s currency');
  assert.equal(await charges(v.account.uuid), 0, 'nothing was charged');
  assert.equal((await donate({ amount: '12.50' })).status, 200);
  assert.equal((await donate({ amount: 7.5 }, true)).status, 200);
  assert.equal((await donate({ amount: '5.00', donation_id: 400030 })).status, 200);
  assert.equal((await donate({ amount: '500' })).status, 200, 'the maximum itself');
  assert.equal(await charges(v.account.uuid), 4);
  record('donation amounts', { attempts: 4, charges: await charges(v.account.uuid) });
});

test('an adult profile is created only with a PIN, and a PIN-protected profile is deleted only with its PIN', async () => {
  const v = await signUp(call, sb);
  const bare = await call('POST', '/v2/accounts/profiles', { token: v.token, form: { name: 'Grown-up', adult: 'true' } });
  assert.deepEqual([bare.status, bare.body.errors?.pin], [422, 'An adult profile needs a PIN']);
  const implicit = await call('POST', '/v2/accounts/profiles', { token: v.token, form: { name: 'Grown-up' } });
  assert.equal(implicit.status, 422, 'adult is the default, so is the PIN');
  const kid = await call('POST', '/v2/accounts/profiles', { token: v.token, form: { name: 'Kid', adult: 'false' } });
  assert.equal(kid.status, 200, 'a child\'s profile needs none');
  const grown = await call('POST', '/v2/accounts/profiles', { token: v.token, form: { name: 'Grown-up', adult: 'true', pin: '2468' } });
  assert.equal(grown.status, 200);
  const promote = await call('PUT', `/v2/accounts/profiles/${kid.body.id}`, { token: v.token, form: { name: 'Kid', adult: 'true' } });
  assert.equal(promote.status, 422, 'nor does a child\'s profile become adult without one');
  const noPin = await call('DELETE', `/v2/accounts/profiles/${grown.body.id}`, { token: v.token });
  assert.deepEqual([noPin.status, noPin.body.errors?.pin], [422, 'PIN is required for this profile']);
  const wrong = await call('DELETE', `/v2/accounts/profiles/${grown.body.id}`, { token: v.token, form: { pin: '1111' } });
  assert.deepEqual([wrong.status, wrong.body.message], [403, 'Invalid PIN code']);
  assert.equal((await call('GET', `/v2/accounts/profiles/${grown.body.id}`, { token: v.token })).status, 200, 'still there');
  assert.equal((await call('DELETE', `/v2/accounts/profiles/${grown.body.id}`, { token: v.token, form: { pin: '2468' } })).status, 200);
  assert.equal((await call('DELETE', `/v2/accounts/profiles/${kid.body.id}`, { token: v.token })).status, 200, 'a profile without a PIN needs none');
  record('PIN for adult profiles and for deleting a protected one');
});

/** Checks a 429 in the platform's shape with a Retry-After of at most `max` seconds; returns the seconds. */
function tooMany(r, max) {
  assert.equal(r.status, 429, `429 (got ${r.status} ${r.text.slice(0, 100)})`);
  assert.equal(r.body.code, 429);
  assert.equal(typeof r.body.message, 'string');
  const after = Number(r.headers.get('retry-after'));
  assert.ok(after >= 1 && after <= max, `Retry-After ${after}`);
  return after;
}

test('sign-in: wrong passwords meet 429 with Retry-After; the right one waits too, then works', async () => {
  const v = await signUp(call, sb);
  const signIn = (password) => call('POST', '/accounts/authenticate', { form: { grant_type: 'password', client_id: sb.clientId, username: v.email, password } });
  const statuses = [];
  for (let i = 0; i < 40; i++) statuses.push((await signIn(`wrong-${i}`)).status);
  assert.deepEqual(statuses.slice(0, 4), [401, 401, 401, 401]);
  assert.ok(statuses.slice(4).every((s) => s === 429), `then 429 (${statuses.join(' ')})`);
  tooMany(await signIn('password123'), 300);
  // another account from the same address is not locked out by this one
  const other = await signUp(call, sb);
  assert.equal((await call('POST', '/accounts/authenticate', { form: { grant_type: 'password', client_id: sb.clientId, username: other.email, password: other.password } })).status, 200);
  await call('POST', '/sandbox/clock', { json: { advance: 301 } });
  assert.equal((await signIn('password123')).status, 200, 'after the window');
  record('40 wrong passwords', {});
});

test('access codes: wrong codes meet 429 with Retry-After, the right code waits too', async () => {
  const enter = (code) => call('POST', '/items/access/codes/entry', { multipart: { item_id: 40014, code, browser_fingerprint: 'fp-limits' } });
  const statuses = [];
  for (let i = 0; i < 300; i++) statuses.push((await enter(`GUESS-${i}`)).status);
  assert.deepEqual(statuses.slice(0, 9), Array(9).fill(401));
  assert.ok(statuses.slice(9).every((s) => s === 429), 'then 429');
  tooMany(await enter('FESTIVAL-2026'), 300);
  await call('POST', '/sandbox/clock', { json: { advance: 301 } });
  assert.equal((await enter('FESTIVAL-2026')).status, 200, 'after the window');
  record('300 wrong access codes', {});
});

test('PINs: wrong PINs (entering or deleting a profile, or an account PIN code) meet 429 with Retry-After', async () => {
  const v = await signUp(call, sb);
  const p = await call('POST', '/v2/accounts/profiles', { token: v.token, form: { name: 'Parent', adult: 'true', pin: '1357' } });
  const enter = (pin) => call('POST', `/v2/accounts/profiles/${p.body.id}/token`, { token: v.token, form: { pin } });
  assert.equal((await enter('0000')).status, 403);
  assert.equal((await call('DELETE', `/v2/accounts/profiles/${p.body.id}`, { token: v.token, form: { pin: '0001' } })).status, 403);
  tooMany(await enter('0002'), 300);
  tooMany(await enter('1357'), 300);
  tooMany(await call('DELETE', `/v2/accounts/profiles/${p.body.id}`, { token: v.token, form: { pin: '1357' } }), 300);
  await call('POST', '/v2/accounts/pin-codes/send', { token: v.token, form: { branding_id: '3001' } });
  const codes = [];
  for (let i = 0; i < 7; i++) codes.push((await call('POST', '/v2/accounts/pin-codes/validate', { token: v.token, form: { pin_code: 'x' } })).status);
  assert.deepEqual(codes, [422, 422, 422, 422, 429, 429, 429]);
  await call('POST', '/sandbox/clock', { json: { advance: 901 } });
  assert.equal((await enter('1357')).status, 200, 'after the window');
  record('wrong PINs', {});
});

test('a second card payment for a fee the viewer holds is refused with 409, not charged; a rental in its last quarter extends', async () => {
  const v = await signUp(call, sb);
  let token = v.token;
  const pay = (fee, key) => call('POST', '/payments', { token, form: card('4242424242424242', { access_fee: fee }), headers: { 'Idempotency-Key': key } });
  const rentalEnds = async () => Math.max(...(await call('GET', '/items/access/customers?status=active&size=20', { token })).body.collection
    .filter((a) => a.access_fee_id === 60001).map((a) => a.expires_at));
  assert.equal((await pay(60001, 'tab-1')).status, 200);
  const ends = await rentalEnds();
  const second = await pay(60001, 'tab-2');
  assert.deepEqual([second.status, second.body.code, second.body.message], [409, 409, 'You already have access to this item']);
  const direct = await call('POST', '/v2/payments', { token: v.token, form: { payment_method: 'google pay on web', access_fee_id: 60001, referrer: 'x' } });
  assert.equal(direct.status, 409, 'by any method');
  assert.equal(await charges(v.account.uuid), 1, 'one charge');
  // buy to own the same film: another fee, allowed; then it is held too
  assert.equal((await pay(60021, 'own-1')).status, 200);
  assert.equal((await pay(60021, 'own-2')).status, 409);
  const gift = await call('POST', '/payments', { token: v.token, form: card('4242424242424242', { access_fee: 62002, is_gift: 'true', receiver_email: 'friend@example.com' }) });
  assert.equal(gift.status, 200, 'a gift is for someone else');
  // the 48-hour rental with 11 hours left may be bought again: it then runs 48 hours past its end
  await call('POST', '/sandbox/clock', { json: { advance: 37 * 3600 } });
  token = (await call('POST', '/accounts/authenticate', { form: { grant_type: 'password', client_id: sb.clientId, username: v.email, password: v.password } })).body.access_token;
  const early = await pay(60001, 'tab-3');
  assert.equal(early.status, 200);
  assert.equal(await rentalEnds(), ends + 48 * 3600, 'extended from its end');
  record('a second purchase of a held fee', { attempts: 6, charges: await charges(v.account.uuid) });
});
