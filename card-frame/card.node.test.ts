import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { brandOf, checkCard, formatExpiry, formatNumber, luhn, parseExpiry } from './card';
import { parentOriginFrom, parseFrameMessage, parseParentMessage, parseSettingsMessage, parseSubmitMessage, toResultBody } from '../src/internal/card-protocol';
import { API_BASES } from '../src/client/environments';

const now = new Date(2026, 10, 22);
const good = { number: '4242 4242 4242 4242', name: 'Ada Lovelace', expiry: '12/30', cvc: '123' };

test('Luhn accepts the sandbox test cards and rejects a changed digit', () => {
  for (const n of ['4242424242424242', '4000000000000002', '4000000000009995', '4000000000003220', '378282246310005', '5555555555554444']) {
    assert.equal(luhn(n), true, n);
  }
  assert.equal(luhn('4242424242424241'), false);
  assert.equal(luhn('42424242x4242424'), false);
  assert.equal(luhn(''), false);
});

test('brands come from the number prefix', () => {
  assert.equal(brandOf('4242'), 'visa');
  assert.equal(brandOf('3782 822463'), 'amex');
  assert.equal(brandOf('5555'), 'mastercard');
  assert.equal(brandOf('2221000000000009'), 'mastercard');
  assert.equal(brandOf('6011'), 'discover');
  assert.equal(brandOf('9999'), 'unknown');
});

test('numbers and expiries are formatted as typed', () => {
  assert.equal(formatNumber('4242424242424242'), '4242 4242 4242 4242');
  assert.equal(formatNumber('378282246310005'), '3782 822463 10005');
  assert.equal(formatNumber('4242-4242 42424242 9999 1234'), '4242 4242 4242 4242 999');
  assert.equal(formatExpiry('1'), '1');
  assert.equal(formatExpiry('4'), '04/');
  assert.equal(formatExpiry('12'), '12/');
  assert.equal(formatExpiry('12/', true), '12');
  assert.equal(formatExpiry('1230'), '12/30');
  assert.deepEqual(parseExpiry('07/31'), { month: 7, year: 2031 });
  assert.deepEqual(parseExpiry('07/2031'), { month: 7, year: 2031 });
  assert.equal(parseExpiry('13/30'), null);
  assert.equal(parseExpiry('0/30'), null);
});

test('a complete, valid card passes every check', () => {
  assert.deepEqual(checkCard(good, now), { brand: 'visa', complete: true, valid: true, errors: {} });
  assert.equal(checkCard({ ...good, number: '3782 822463 10005', cvc: '1234' }, now).valid, true);
});

test('each field fails on its own', () => {
  assert.deepEqual(Object.keys(checkCard({ ...good, number: '4242 4242 4242 4241' }, now).errors), ['number']);
  assert.deepEqual(Object.keys(checkCard({ ...good, name: ' ' }, now).errors), ['name']);
  assert.deepEqual(Object.keys(checkCard({ ...good, expiry: '10/26' }, now).errors), ['expiry']);
  assert.deepEqual(Object.keys(checkCard({ ...good, expiry: '11/26' }, now).errors), [], 'valid through its month');
  assert.deepEqual(Object.keys(checkCard({ ...good, cvc: '12' }, now).errors), ['cvc']);
  assert.deepEqual(Object.keys(checkCard({ ...good, cvc: '1234' }, now).errors), ['cvc'], 'visa has 3 digits');
  assert.equal(checkCard({ number: '4242', name: '', expiry: '', cvc: '' }, now).complete, false);
});

test('error messages never contain what was typed', () => {
  const check = checkCard({ number: '4242 4242 4242 4241', name: '1', expiry: '99/99', cvc: '98' }, now);
  for (const text of Object.values(check.errors)) assert.doesNotMatch(text!, /\d{2,}/);
});

test('parent messages are schema-checked', () => {
  const init = { type: 'init', apiBase: 'https://services.inplayer.com', token: 't', mode: 'payment', theme: { '--paywall-color-primary': '#000' } };
  assert.deepEqual(parseParentMessage(init), init);
  assert.equal(parseParentMessage({ ...init, mode: 'other' }), null);
  assert.equal(parseParentMessage({ ...init, theme: { color: 'red' } }), null, 'only --paywall-* properties');
  assert.equal(parseParentMessage({ ...init, labels: { number: 1 } }), null);
  // the field checks' messages in the page's language: strings for the four fields only
  const errors = { number: 'Geben Sie eine gültige Kartennummer ein.', cvc: 'Code?' };
  assert.deepEqual(parseParentMessage({ ...init, errors }), { ...init, errors });
  assert.equal(parseParentMessage({ ...init, errors: { number: 1 } }), null);
  assert.equal(parseParentMessage({ ...init, errors: { script: 'x' } }), null, 'only the card fields');
  assert.equal(parseParentMessage({ ...init, errors: { name: 'x'.repeat(201) } }), null, 'short messages only');
  const submit = { type: 'submit', attemptId: 'a1', idempotencyKey: 'k1', fields: { access_fee: '1', payment_method: '1', referrer: 'r', return_url: 'u' } };
  assert.deepEqual(parseParentMessage(submit), submit);
  assert.equal(parseParentMessage({ ...submit, fields: { ...submit.fields, number: '4242' } }), null, 'no card fields from the parent');
  assert.equal(parseParentMessage({ ...submit, idempotencyKey: '' }), null);
  assert.equal(parseParentMessage({ type: 'clear', extra: 1 })?.type, 'clear');
  assert.equal(parseParentMessage('clear'), null);
  assert.equal(parseParentMessage({ type: 'eval' }), null);
  // the card page checks its settings at once and a payment with its fields' code
  assert.deepEqual(parseSettingsMessage(init), init);
  assert.equal(parseSettingsMessage(submit), null, 'a payment is not a setting');
  assert.deepEqual(parseSubmitMessage(submit), submit);
  assert.equal(parseSubmitMessage(init), null);
  assert.equal(parseSubmitMessage({ ...submit, attemptId: 7 }), null);
});

test('frame messages are schema-checked', () => {
  const result = { type: 'result', attemptId: 'a1', ok: true, status: 200, body: { code: 200, message: 'ok' }, last4: '4242', brand: 'visa' };
  assert.deepEqual(parseFrameMessage(result), result);
  assert.equal(parseFrameMessage({ ...result, last4: '424242' }), null, 'never more than four digits');
  assert.equal(parseFrameMessage({ ...result, brand: 'evil' }), null);
  assert.equal(parseFrameMessage({ ...result, body: { message: 5 } }), null);
  assert.deepEqual(parseFrameMessage({ type: 'state', complete: false, valid: false, brand: 'unknown', errors: { cvc: 'x' } })?.type, 'state');
  assert.equal(parseFrameMessage({ type: 'state', complete: false, valid: false, brand: 'unknown', errors: { evil: 'x' } }), null);
  assert.equal(parseFrameMessage({ type: 'resize', height: 1e9 }), null);
  assert.equal(parseFrameMessage(null), null);
});

test('platform bodies are reduced to the fields the parent may see', () => {
  assert.deepEqual(toResultBody({ code: 402, message: 'Declined', number: '4242424242424242', errors: { number: ['Invalid'] }, redirect_to_url: '' }), {
    code: 402,
    message: 'Declined',
    errors: { number: 'Invalid' },
  });
  assert.deepEqual(toResultBody('<html>'), {});
});

test('the parent origin must be an exact http(s) origin', () => {
  assert.equal(parentOriginFrom('?parent=' + encodeURIComponent('https://shop.test')), 'https://shop.test');
  assert.equal(parentOriginFrom('?parent=' + encodeURIComponent('https://shop.test/path')), null);
  assert.equal(parentOriginFrom('?parent=*'), null);
  assert.equal(parentOriginFrom('?parent=javascript%3Aalert(1)'), null);
  assert.equal(parentOriginFrom(''), null);
});

test("the frame page's policy allows requests only to itself and the platform API origins", () => {
  const html = readFileSync(new URL('./index.html', import.meta.url), 'utf8');
  const csp = /Content-Security-Policy" content="([^"]+)"/.exec(html)![1];
  const connect = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('connect-src'))!.split(/\s+/).slice(1);
  const platform = ['production', 'development', 'daily'].map((e) => new URL(API_BASES[e as 'production']).origin);
  assert.deepEqual(connect.sort(), ["'self'", ...platform].sort());
  assert.match(csp, /default-src 'none'/);
  assert.match(csp, /script-src 'self'/);
  assert.doesNotMatch(csp, /unsafe/);
  assert.doesNotMatch(html, /<script>|\sstyle="|\son[a-z]+="/, 'no inline script, style or handler');
});
