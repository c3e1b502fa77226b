// Single sign-on in Chromium: two merchant origins share the sandbox's SSO domain (its own origin).
// Signing in on the first reports the token to `POST {sso}/sso/cookie`; the second origin, opened in
// the same browser, starts signed in from the domain's cookie; signing out there removes the cookie
// and ends the shared session. The token goes to no other address: a second configuration injected
// into the page cannot name another SSO domain.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { instrumentedPage, assertClean } from './browser.mjs';
import { journeySetup } from './journey-setup.mjs';
import { fixtureUrl, waitForElementState, newViewer, assertCleanJourney } from './journeys-helpers.mjs';

let servers;
let browser;
journeySetup((s, b) => {
  servers = s;
  browser = b;
}, { second: true });

const onOrigin = (base, url) => base + url.slice(servers.web.url.length);
const stored = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('inplayer_token') || 'null'));

/** Signs in with e-mail and password on `<paywall-login>`. */
async function signIn(page, viewer) {
  await page.locator('paywall-login input[name="email"]').fill(viewer.email);
  await page.locator('paywall-login input[name="password"]').fill('journey-pass-1');
  await page.locator('paywall-login [part~="submit"]').click();
  await waitForElementState(page, 'paywall-login', 'signed-in');
}

test('signing in on one merchant origin signs the viewer in on a second one that shares the SSO domain; signing out ends both', async () => {
  const context = await browser.newContext();
  const sso = servers.info.ssoURL;
  const ssoRequests = [];
  context.on('request', async (r) => {
    if (r.url().startsWith(sso) && r.method() !== 'OPTIONS') ssoRequests.push({ method: r.method(), origin: (await r.allHeaders()).origin, body: r.postData() ?? '' });
  });
  const viewer = await newViewer(servers.info);
  const url = fixtureUrl(servers, { layout: 'login', sso });

  const a = await instrumentedPage(context);
  const reported = a.waitForResponse((r) => r.url() === `${sso}/sso/cookie` && r.request().method() === 'POST');
  await a.goto(url);
  await waitForElementState(a, 'paywall-login', 'sign-in');
  await signIn(a, viewer);
  assert.equal((await reported).status(), 200, 'the SSO domain kept the token');
  const token = (await stored(a)).token;
  const post = ssoRequests.find((r) => r.method === 'POST');
  assert.equal(post.origin, servers.web.url, 'sent from the first origin, with its Origin header');
  assert.match(post.body, /name="token"\r\n\r\n/);
  assert.ok(post.body.includes(token) && /name="delete"\r\n\r\n0/.test(post.body), 'multipart token and delete=0');

  // the second origin: no token in its own storage, signed in from the domain
  const b = await instrumentedPage(context);
  await b.goto(onOrigin(servers.web2.url, url));
  await waitForElementState(b, 'paywall-login', 'signed-in');
  assert.equal((await stored(b)).token, token, 'the second origin holds the shared token');
  assert.ok(ssoRequests.some((r) => r.method === 'GET' && r.origin === servers.web2.url));

  // signing out on the second origin removes the cookie and ends the platform session
  const removed = b.waitForResponse((r) => r.url() === `${sso}/sso/cookie` && r.request().method() === 'POST');
  await b.locator('paywall-login [part~="sign-out"]').click();
  await waitForElementState(b, 'paywall-login', 'sign-in');
  const del = await removed;
  assert.match(del.request().postData(), /name="delete"\r\n\r\n1/);
  assert.equal(del.status(), 200);
  assert.equal((await context.cookies()).find((c) => c.name === 'inplayer_sso'), undefined, 'the domain dropped its cookie');
  // a fresh visit of the second origin starts signed out; the first origin's copy of the ended token is refused
  await b.evaluate(() => localStorage.clear());
  await b.reload();
  await waitForElementState(b, 'paywall-login', 'sign-in');
  await a.reload();
  await waitForElementState(a, 'paywall-login', 'sign-in');
  assert.deepEqual(ssoRequests.filter((r) => r.origin !== servers.web.url && r.origin !== servers.web2.url), [], 'only the two merchant origins used the domain');
  // the first origin's ended token is refused once (401) before the page learns the domain ended the session
  assertCleanJourney(assert, assertClean, a, 'single sign-on, first origin', [401]);
  assertClean(assert, b, 'single sign-on, second origin');
  await context.close();
});

test('the SSO cookie is HttpOnly, SameSite=Lax, on the SSO domain only; pages cannot read it', async () => {
  const context = await browser.newContext();
  const page = await instrumentedPage(context);
  const viewer = await newViewer(servers.info);
  const url = fixtureUrl(servers, { layout: 'login', sso: servers.info.ssoURL });
  const reported = page.waitForResponse((r) => r.url().startsWith(servers.info.ssoURL) && r.request().method() === 'POST');
  await page.goto(url);
  await signIn(page, viewer);
  await reported;
  const cookies = await context.cookies();
  const sso = cookies.find((c) => c.name === 'inplayer_sso');
  assert.ok(sso, 'the domain keeps a cookie');
  assert.deepEqual([sso.httpOnly, sso.sameSite, sso.path], [true, 'Lax', '/sso']);
  assert.equal(await page.evaluate(() => document.cookie.includes('inplayer_sso')), false);
  await context.close();
});

test('a second configuration injected after the merchant\'s cannot name another SSO domain: it gets no request', async () => {
  const context = await browser.newContext();
  const page = await instrumentedPage(context);
  const elsewhere = servers.web2.url; // stands for an attacker's origin
  const leaked = [];
  context.on('request', (r) => {
    if (r.url().startsWith(`${elsewhere}/sso`)) leaked.push(r.url());
  });
  const viewer = await newViewer(servers.info);
  const reported = page.waitForResponse((r) => r.url().startsWith(servers.info.ssoURL) && r.request().method() === 'POST');
  await page.goto(fixtureUrl(servers, { layout: 'login', sso: servers.info.ssoURL, inject: elsewhere }));
  await signIn(page, viewer);
  await reported;
  assert.deepEqual(leaked, [], 'the injected SSO domain received nothing');
  assert.ok(page.problems.consoleErrors.some((m) => /sets .*ssoDomain.*first declaration is used/.test(m)), 'the ignored markup is reported');
  await context.close();
});
