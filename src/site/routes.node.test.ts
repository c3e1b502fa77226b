import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isSitePath, urlFor, DEFAULT_ROUTE_TEMPLATES } from './routes';
import { problemText } from '../stores/config-messages';
import { parseConfigAttributes, type ConfigProblem } from '../stores/config-parse';

test('only paths that stay on this site count as site paths', () => {
  for (const ok of ['/', '/content/7/payment/success', '/a/b?x=1#y', '/%5Cx', '/caf%C3%A9']) assert.equal(isSitePath(ok), true, ok);
  for (const bad of ['//evil.test/x', '/\\evil.test/x', '/\\\\evil.test', '\\/evil.test', 'https://evil.test/', 'relative/path', '', '/\tx', '/a\nb', '/\u0000']) {
    assert.equal(isSitePath(bad), false, JSON.stringify(bad));
  }
});

test('a route template that would resolve off-site is refused in the configuration and never used', () => {
  const problems: ConfigProblem[] = [];
  const input = parseConfigAttributes(
    (n) => (n === 'routes' ? JSON.stringify({ 'content.payment_success': '/\\evil.test/x', home: '/start' }) : null),
    (n) => `${n} on <paywall-config>`,
    problems,
  );
  assert.deepEqual(input.routes, { home: '/start' });
  assert.match(problemText(problems[0]), /content\.payment_success" must be a path on this site/);
  // even when handed over directly (setConfig in code), the link falls back to the default route
  assert.equal(urlFor('content.payment_success', { contentId: '7' }, { 'content.payment_success': '/\\evil.test/{contentId}' }),
    DEFAULT_ROUTE_TEMPLATES['content.payment_success'].replace('{contentId}', '7'));
  assert.equal(new URL(urlFor('home', {}, { home: '//evil.test' }), 'https://shop.test/').origin, 'https://shop.test');
});
