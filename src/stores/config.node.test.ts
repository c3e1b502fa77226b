import { test, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { $config, mergeConfig, setConfig, resetConfig, loadConfig, DEFAULT_CONFIG } from './config';
import { parseConfigAttributes, type ConfigProblem } from './config-parse';
import { problemText } from './config-messages';
import { urlFor } from '../site/routes';

afterEach(() => resetConfig());

const parse = (attrs: Record<string, string>) => {
  const problems: ConfigProblem[] = [];
  const input = parseConfigAttributes((n) => attrs[n] ?? null, (n) => `${n} on <paywall-config>`, problems);
  return { input, problems };
};

test('valid attributes are read', () => {
  const { input, problems } = parse({
    'merchant-uuid': '528b1b80-5868-4abc-a9b6-4d3455d719c8',
    environment: 'sandbox',
    'api-base': 'http://127.0.0.1:4000/',
    'client-id': 'c-1',
    'branding-id': '12',
    locale: 'nl-NL',
    routes: '{"content.payment_success": "/watch/{contentId}/thanks", "home": "/start"}',
    'allowed-redirect-origins': 'https://account.shop.test, https://help.shop.test',
    'card-frame-url': 'https://pay.shop.test/card-frame/',
    storage: 'memory',
    'site-endpoints': '{"cartAdd": "/shop/cart"}',
  });
  // the route and endpoint names are checked with the problem texts: known names give no text
  assert.deepEqual(problems.map((p) => p.code), ['route-names', 'endpoint-names']);
  assert.deepEqual(problems.map(problemText), ['', '']);
  const c = mergeConfig(input);
  assert.equal(c.merchantUuid, '528b1b80-5868-4abc-a9b6-4d3455d719c8');
  assert.equal(c.environment, 'sandbox');
  assert.equal(c.development, true);
  assert.equal(c.apiBase, 'http://127.0.0.1:4000');
  assert.equal(c.locale, 'nl-NL');
  assert.equal(c.brandingId, '12');
  assert.equal(c.routes['content.payment_success'], '/watch/{contentId}/thanks');
  assert.equal(c.routes.home, '/start');
  // the configuration keeps the merchant's templates only; urlFor fills in the defaults
  assert.deepEqual(c.routes, { 'content.payment_success': '/watch/{contentId}/thanks', home: '/start' });
  assert.equal(urlFor('content.payment_success', { contentId: '7' }, c.routes), '/watch/7/thanks');
  assert.equal(urlFor('content.payment_failed', { contentId: '7' }, c.routes), '/content/7/payment/failed');
  assert.deepEqual(c.allowedRedirectOrigins, ['https://account.shop.test', 'https://help.shop.test']);
  assert.equal(c.storage, 'memory');
  assert.deepEqual(c.siteEndpoints, { cartAdd: '/shop/cart' });
});

test('every invalid attribute yields one problem naming the attribute and the fix', () => {
  const cases: Array<[string, string, RegExp]> = [
    ['merchant-uuid', 'not a uuid!', /merchant-uuid on <paywall-config>.*merchant uuid/],
    ['environment', 'staging', /environment on <paywall-config>: use one of production, development, daily, sandbox/],
    ['api-base', 'javascript:alert(1)', /api-base on <paywall-config>: .*https URL/],
    ['api-base', 'http://api.shop.test', /api-base/],
    ['locale', 'english please', /locale on <paywall-config>: use a language tag/],
    ['routes', '{broken', /routes on <paywall-config>: write a JSON object/],
    ['routes', '{"content.nope": "/x"}', /routes on <paywall-config>: no route is named "content.nope"; see the route table/],
    ['routes', '{"home": "//evil.test"}', /template of "home" must be a path/],
    ['allowed-redirect-origins', 'https://ok.test javascript:x https://x.test/path', /"javascript:x" is not an origin/],
    ['card-frame-url', 'frame.html', /card-frame-url on <paywall-config>: .*https URL/],
    ['storage', 'session', /storage on <paywall-config>: use "local"/],
    ['site-endpoints', '{"cart": "/c"}', /site-endpoints on <paywall-config>: no site endpoint is named "cart"; use cartAdd, cartAddOnDemandClip, usersToken, searchMore, memberRewards\./],
    ['site-endpoints', '{"cartAdd": "https://evil.test/c"}', /"cartAdd" must be a path on this site/],
  ];
  for (const [name, value, pattern] of cases) {
    const { problems } = parse({ [name]: value });
    assert.ok(problems.length >= 1, `${name}=${value}`);
    assert.match(problemText(problems[0]), pattern, `${name}=${value}`);
    assert.equal(problems[0].attribute, `${name} on <paywall-config>`);
  }
  // each JSON attribute's fix shows an example of its own
  assert.deepEqual(['messages', 'routes', 'site-endpoints'].map((name) => problemText(parse({ [name]: '{x' }).problems[0])), [
    'Invalid messages on <paywall-config>: write a JSON object, e.g. messages=\'{"login.submit": "Log in"}\'.',
    'Invalid routes on <paywall-config>: write a JSON object, e.g. routes=\'{"content.payment_success": "/content/{contentId}/paid"}\'.',
    'Invalid site-endpoints on <paywall-config>: write a JSON object, e.g. site-endpoints=\'{"cartAdd": "/shop/cart"}\'.',
  ]);
  const { input, problems } = parse({ 'allowed-redirect-origins': 'https://ok.test javascript:x https://x.test/path' });
  assert.equal(problems.length, 2);
  assert.deepEqual(input.allowedRedirectOrigins, ['https://ok.test']);
});

test('a routes setting keeps a valid template at once; its names are checked when the problem texts load, and each unknown one is named', () => {
  const { input, problems } = parse({ routes: '{"content.nope": "/x", "home": "/start", "cart.checkout": "//evil.test/c", "content.payment_check": "/c/{contentId}/wait", "plans.nope": "/y"}' });
  // a template that is no path on this site is refused as the attribute is read, whatever the name
  assert.deepEqual(input.routes, { 'content.nope': '/x', home: '/start', 'content.payment_check': '/c/{contentId}/wait', 'plans.nope': '/y' });
  assert.deepEqual(problems.map((p) => [p.code, problemText(p)]), [
    ['route-template', 'Invalid routes on <paywall-config>: the template of "cart.checkout" must be a path on this site starting with "/".'],
    ['route-names', 'Invalid routes on <paywall-config>: no route is named "content.nope" or "plans.nope"; see the route table in the site contract.'],
  ]);
  // an unknown name is never read: every route keeps its default or the merchant's template
  const c = mergeConfig(input);
  assert.equal(urlFor('cart.checkout', {}, c.routes), '/cart/checkout');
  assert.equal(urlFor('content.payment_check', { contentId: 'a b' }, c.routes), '/c/a%20b/wait');
  assert.equal(urlFor('home', {}, c.routes), '/start');
  // no names to check, no check
  assert.deepEqual(parse({ routes: '{}' }).problems, []);
});

test('a site-endpoints setting keeps a path on this site at once and names each unknown endpoint when the problem texts load', () => {
  const { input, problems } = parse({ 'site-endpoints': '{"cartAdd": "/shop/cart", "usersToken": "https://evil.test/t", "cart": "/c"}' });
  assert.deepEqual(input.siteEndpoints, { cartAdd: '/shop/cart', cart: '/c' });
  assert.deepEqual(problems.map(problemText), [
    'Invalid site-endpoints on <paywall-config>: the endpoint "usersToken" must be a path on this site starting with "/".',
    'Invalid site-endpoints on <paywall-config>: no site endpoint is named "cart"; use cartAdd, cartAddOnDemandClip, usersToken, searchMore, memberRewards.',
  ]);
  // the configuration keeps the merchant's paths only (each reader has the defaults)
  assert.deepEqual(mergeConfig(input, { siteEndpoints: { searchMore: '/find' } }).siteEndpoints, { cartAdd: '/shop/cart', cart: '/c', searchMore: '/find' });
});

test('invalid values fall back to the defaults', () => {
  const { input } = parse({ environment: 'staging', storage: 'session', 'branding-id': '' });
  const c = mergeConfig(input);
  assert.equal(c.environment, DEFAULT_CONFIG.environment);
  assert.equal(c.storage, 'local');
  assert.equal(c.brandingId, 'default');
  assert.equal(c.development, false);
});

test('later sources win, and setConfig wins over page attributes', () => {
  const c = mergeConfig({ locale: 'de', brandingId: '1' }, { locale: 'fr' });
  assert.equal(c.locale, 'fr');
  assert.equal(c.brandingId, '1');
  setConfig({ merchantUuid: 'abcdef12-0000', routes: { home: '/welcome' } });
  setConfig({ locale: 'nl' });
  assert.equal($config.get().merchantUuid, 'abcdef12-0000');
  assert.equal($config.get().routes.home, '/welcome');
  assert.equal($config.get().locale, 'nl');
});

test("a CMS's underscore locale (nl_NL) is the language tag nl-NL for the elements and Intl", async () => {
  const { $locale } = await import('../i18n/overrides');
  const { input, problems } = parse({ locale: 'nl_NL' });
  assert.deepEqual(problems, []);
  setConfig(input);
  assert.equal($config.get().locale, 'nl-NL');
  assert.equal($locale.get().locale, 'nl-NL');
  assert.match(new Intl.NumberFormat($config.get().locale, { style: 'currency', currency: 'EUR' }).format(3.99), /^€\s3,99$/);
  setConfig({ locale: 'pt_BR' });
  assert.equal($locale.get().locale, 'pt-BR');
});

test('loadConfig without a document leaves the store as it is', () => {
  setConfig({ locale: 'nl' });
  assert.equal(loadConfig(undefined).locale, 'nl');
  resetConfig();
  assert.equal($config.get().locale, 'en');
});

test('messages: a JSON object of texts or plural forms; anything else is reported', () => {
  const { input, problems } = parse({ messages: '{"common.getAccess": "Unlock", "dialogs.pleaseWaitText": {"one": "{count} s", "other": "{count} s"}, "x.bad": 3}' });
  assert.deepEqual(input.messages, { 'common.getAccess': 'Unlock', 'dialogs.pleaseWaitText': { one: '{count} s', other: '{count} s' } });
  assert.equal(problems.length, 1);
  assert.match(problemText(problems[0]), /messages on <paywall-config>: the text of "x.bad"/);
  assert.match(problemText(parse({ messages: '[1]' }).problems[0]), /messages on <paywall-config>: write a JSON object/);
  // later declarations add to the earlier ones, key by key
  assert.deepEqual(mergeConfig({ messages: { a: '1', b: '2' } }, { messages: { b: '3' } }).messages, { a: '1', b: '3' });
});

test('without a declared locale the page language is used; a declared one wins', () => {
  const page = (lang: string | null, config: Record<string, string> | null) => ({
    baseURI: 'https://shop.test/',
    documentElement: { getAttribute: (n: string) => (n === 'lang' ? lang : null) },
    querySelectorAll: (sel: string) => (sel === 'paywall-config' && config ? [{ getAttribute: (n: string) => config[n] ?? null }] : []),
  }) as unknown as Document;
  assert.equal(loadConfig(page('de-AT', {})).locale, 'de-AT');
  resetConfig();
  assert.equal(loadConfig(page('de-AT', { locale: 'fr' })).locale, 'fr');
  resetConfig();
  assert.equal(loadConfig(page('not a tag!', null)).locale, typeof navigator === 'undefined' || !navigator.language ? 'en' : navigator.language);
  resetConfig();
  setConfig({ locale: 'sv' });
  assert.equal(loadConfig(page('de', {})).locale, 'sv');
});
