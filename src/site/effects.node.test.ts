import { test } from 'node:test';
import assert from 'node:assert/strict';
import { performEffects, type EffectEnv } from './effects';
import { safeActionUrl } from './redirects';
import type { Effect } from './reactions';
import { urlFor } from './routes';

function recordingEnv(overrides: Partial<EffectEnv> = {}) {
  const log: string[] = [];
  const env: EffectEnv = {
    urlFor: (route, params) => urlFor(route, params),
    navigate: (url, reason) => log.push(`navigate ${reason} ${url}`),
    notice: (m) => log.push(`notice ${m}`),
    dialog: (d, detail) => log.push(`dialog ${d} ${detail}`),
    hidePreloader: () => log.push('hide-preloader'),
    clearCardFields: () => log.push('clear-card-fields'),
    recordAttempt: () => log.push('record-attempt'),
    bankFrame: (url) => log.push(`bank-frame ${url}`),
    giftVoucher: (p) => log.push(`gift-voucher ${JSON.stringify(p)}`),
    signal: (n) => log.push(`signal ${n}`),
    checkActionUrl: (url) => safeActionUrl(url, { pageOrigin: 'https://shop.test' }),
    warn: (m) => log.push(`warn ${m}`),
    ...overrides,
  };
  return { env, log };
}

test('each effect reaches its part of the environment, in order', () => {
  const { env, log } = recordingEnv();
  const effects: Effect[] = [
    { type: 'clear-card-fields' },
    { type: 'record-attempt' },
    { type: 'hide-preloader' },
    { type: 'dialog', dialog: 'payment-failed', text: 'Declined' },
    { type: 'notice', message: 'Payment completed' },
    { type: 'signal', name: 'card-payment-completed' },
    { type: 'gift-voucher', payload: { voucher_code: 'G' } },
    { type: 'bank-frame', url: 'https://hooks.stripe.com/acs' },
    { type: 'navigate', route: 'content.payment_success', params: { contentId: '12' } },
  ];
  const outcomes = performEffects(effects, env);
  assert.deepEqual(log, [
    'clear-card-fields',
    'record-attempt',
    'hide-preloader',
    'dialog payment-failed Declined',
    'notice Payment completed',
    'signal card-payment-completed',
    'gift-voucher {"voucher_code":"G"}',
    'bank-frame https://hooks.stripe.com/acs',
    'navigate route /content/12/payment/success',
  ]);
  assert.ok(outcomes.every((o) => o.status === 'done'));
});

test('unsafe redirect and bank-frame URLs are refused with a warning and never followed', () => {
  for (const url of ['javascript:alert(1)', 'data:text/html,x', 'http://evil.test/', 'https://evil.test/', 'https://hooks.stripe.com.evil.test/']) {
    const { env, log } = recordingEnv();
    const outcomes = performEffects([{ type: 'redirect', url }, { type: 'bank-frame', url }], env);
    assert.deepEqual(outcomes.map((o) => o.status), ['refused', 'refused'], url);
    assert.equal(log.filter((l) => l.startsWith('navigate') || l.startsWith('bank-frame')).length, 0, url);
    assert.equal(log.filter((l) => l.startsWith('warn')).length, 2);
  }
});

test('a safe requires-action URL is followed once; only the first navigation happens', () => {
  const { env, log } = recordingEnv();
  performEffects([
    { type: 'redirect', url: 'https://hooks.stripe.com/redirect/1' },
    { type: 'navigate', route: 'home', params: {} },
  ], env);
  assert.deepEqual(log, ['navigate redirect https://hooks.stripe.com/redirect/1']);
});

test('an effect that throws does not stop the others', () => {
  const { env, log } = recordingEnv({ hidePreloader: () => { throw new Error('gone'); } });
  const outcomes = performEffects([{ type: 'hide-preloader' }, { type: 'notice', message: 'Payment completed' }], env);
  assert.deepEqual(outcomes.map((o) => o.status), ['failed', 'done']);
  assert.match(log[0], /warn Could not carry out the "hide-preloader" reaction/);
  assert.equal(log[1], 'notice Payment completed');
});
