import { test } from 'node:test';
import assert from 'node:assert/strict';
import { safeRedirect, safeActionUrl, safeUrl, subscriptionCheckOutcome, normalizeOrigin } from './redirects';
import { HOSTILE_REDIRECTS, ALLOWED_REDIRECTS, CORPUS_PAGE_ORIGIN, CORPUS_ALLOWED_ORIGINS } from '../../test/helpers/redirect-corpus';

const opts = { pageOrigin: CORPUS_PAGE_ORIGIN, allowedOrigins: CORPUS_ALLOWED_ORIGINS };

test('the hostile corpus has at least 20 payloads and none of them is followed', () => {
  assert.ok(HOSTILE_REDIRECTS.length >= 20);
  for (const payload of HOSTILE_REDIRECTS) {
    const outcome = subscriptionCheckOutcome(`?redirect=${payload}`, opts);
    assert.deepEqual(outcome, { type: 'error', reason: 'rejected' }, `followed: ${payload}`);
  }
});

test('hostile values given already decoded are refused as well', () => {
  for (const payload of HOSTILE_REDIRECTS) {
    const decoded = new URLSearchParams(`redirect=${payload}`).get('redirect');
    assert.equal(safeRedirect(decoded, opts), null, payload);
  }
});

test('same-origin and allowed-origin targets are followed, re-serialised', () => {
  for (const [payload, expected] of ALLOWED_REDIRECTS) {
    assert.deepEqual(subscriptionCheckOutcome(`?redirect=${payload}`, opts), { type: 'redirect', url: expected }, payload);
  }
});

test('a missing or empty redirect parameter shows the error dialog', () => {
  assert.deepEqual(subscriptionCheckOutcome('', opts), { type: 'error', reason: 'missing' });
  assert.deepEqual(subscriptionCheckOutcome('?redirect=', opts), { type: 'error', reason: 'missing' });
});

test('http is accepted only for localhost and only in development', () => {
  const local = { pageOrigin: 'http://localhost:8000', development: true };
  assert.equal(safeRedirect('/x', local), 'http://localhost:8000/x');
  assert.equal(safeRedirect('http://localhost:8000/x', { ...local, development: false }), null);
  assert.equal(safeRedirect('http://shop.test/x', { pageOrigin: 'http://shop.test', development: true }), null);
});

test('non-string values are refused', () => {
  for (const v of [null, undefined, 42, {}, ['https://merchant.test']]) assert.equal(safeRedirect(v, opts), null);
});

test('requires-action URLs: https payment hosts and trusted origins only', () => {
  const o = { pageOrigin: 'https://shop.test', trustedOrigins: ['https://api.platform.test'] };
  assert.equal(safeActionUrl('https://hooks.stripe.com/3d_secure_2/hosted?x=1', o), 'https://hooks.stripe.com/3d_secure_2/hosted?x=1');
  assert.equal(safeActionUrl('https://api.platform.test/bank', o), 'https://api.platform.test/bank');
  assert.equal(safeActionUrl('https://shop.test/return', o), 'https://shop.test/return');
  for (const bad of [
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://evil.test/',
    'http://hooks.stripe.com/',
    'https://hooks.stripe.com.evil.test/',
    'https://evilstripe.com/',
    'https://stripe.com@evil.test/',
    'https://hooks.stripe.com:8443/',
  ]) {
    assert.equal(safeActionUrl(bad, o), null, bad);
  }
  assert.equal(safeActionUrl('https://bank.test/acs', { ...o, actionHosts: ['bank.test'] }), 'https://bank.test/acs');
});

test('safeUrl lets only http and https through', () => {
  assert.equal(safeUrl('https://cdn.test/a.jpg'), 'https://cdn.test/a.jpg');
  assert.equal(safeUrl('/img/a.jpg', 'https://shop.test/page'), 'https://shop.test/img/a.jpg');
  assert.equal(safeUrl('/img/a.jpg'), null);
  for (const bad of ['javascript:alert(1)', ' javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', 'vbscript:x', 'java\tscript:x', 42]) {
    assert.equal(safeUrl(bad, 'https://shop.test'), null, String(bad));
  }
});

test('normalizeOrigin keeps only http(s) origins', () => {
  assert.equal(normalizeOrigin(' https://Shop.Test/path '), 'https://shop.test');
  assert.equal(normalizeOrigin('javascript:alert(1)'), null);
  assert.equal(normalizeOrigin('not a url'), null);
});
