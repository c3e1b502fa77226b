// Social sign-in end to end in Chromium: <paywall-login>'s provider buttons lead to the sandbox's
// provider pages, which send the viewer back to the merchant page as the platform does (the token in
// the fragment, with the state). The element signs in only with the state this tab sent, once; the
// token never stays in the address bar nor reaches a request's Referer.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { instrumentedPage, assertClean } from './browser.mjs';
import { journeySetup } from './journey-setup.mjs';
import { fixtureUrl, waitForElementState, elementState } from './journeys-helpers.mjs';

let servers;
let browser;
journeySetup((s, b) => {
  servers = s;
  browser = b;
});

const loginText = (page) => page.evaluate(() => document.querySelector('paywall-login').shadowRoot.textContent);
const stored = (page) => page.evaluate(() => localStorage.getItem('inplayer_token'));

/** Opens the sign-in page, follows the Google button and answers the provider page; resolves to the return address. */
async function viaGoogle(page, answer = 'allow', email = `social-${Date.now()}@journeys.test`) {
  await page.goto(fixtureUrl(servers, { layout: 'social' }));
  const google = page.locator('paywall-login [part~="social-google"]');
  await google.waitFor({ timeout: 20_000 });
  await google.click();
  await page.waitForURL((u) => u.pathname === '/sandbox/social/google');
  const returned = page.waitForResponse((r) => r.url().includes('/sandbox/social/google') && r.request().method() === 'POST');
  if (answer === 'allow') {
    await page.locator('#email').fill(email);
    await page.locator('#full_name').fill('Sofia Social');
  }
  await page.locator(`button[value="${answer}"]`).click();
  const location = (await returned).headers().location;
  await page.waitForURL((u) => u.pathname.endsWith('/fixtures/checkout.html'));
  return location;
}

test('Continue with Google signs the viewer in on the merchant page, with the address bar and every later Referer free of the token', async () => {
  const context = await browser.newContext();
  const page = await instrumentedPage(context);
  const referers = [];
  page.on('request', (r) => referers.push(r.headers().referer ?? ''));
  const back = await viaGoogle(page);
  const token = new URLSearchParams(new URL(back).hash.slice(1)).get('access_token');
  assert.ok(token, 'the provider sent the token back in the fragment');
  await waitForElementState(page, 'paywall-login', 'signed-in');
  await page.waitForFunction(() => document.querySelector('paywall-login').shadowRoot.textContent.includes('Sofia Social'));
  assert.equal(JSON.parse(await stored(page)).token, token);
  const url = page.url();
  assert.ok(!url.includes(token) && !/[#&?](access_token|refresh_token|state|expires)=/.test(url), `clean address bar: ${url}`);
  // a request made after the return (the account, reloading the page) carries no token in its Referer
  const before = referers.length;
  await page.reload();
  await waitForElementState(page, 'paywall-login', 'signed-in');
  assert.ok(referers.length > before, 'the page made requests after the return');
  assert.deepEqual(referers.filter((r) => r.includes(token) || /access_token|refresh_token/.test(r)), [], 'no Referer carries the token');
  assertClean(assert, page, 'social sign-in');
  await context.close();
});

test('a state this tab did not send, or one already used, is refused: signed out, a message, a clean address bar', async () => {
  const context = await browser.newContext();
  const page = await instrumentedPage(context);
  const back = await viaGoogle(page);
  await waitForElementState(page, 'paywall-login', 'signed-in');
  const returned = new URL(back);
  const fields = new URLSearchParams(returned.hash.slice(1));
  // signed out again, the same return address (a replay: from history, a shared link, a proxy log)
  await page.locator('paywall-login [part~="sign-out"]').click();
  await waitForElementState(page, 'paywall-login', 'sign-in');
  await page.locator('paywall-login [part~="social-google"]').waitFor();
  await page.goto('about:blank');
  await page.goto(back);
  await page.waitForFunction(() => document.querySelector('paywall-login')?.shadowRoot?.textContent.includes('could not be verified'));
  assert.equal(await elementState(page, 'paywall-login'), 'sign-in');
  assert.equal(await stored(page), null, 'the replayed token is not kept');
  assert.ok(!page.url().includes(fields.get('access_token')), 'the replayed token left the address bar');
  // a forged state with a valid token (another tab's, a phishing link's)
  const forged = new URL(back);
  fields.set('state', btoa(JSON.stringify({ client_id: 'x', redirect: 'x', nonce: 'forged' })));
  forged.hash = fields.toString();
  await page.goto('about:blank');
  await page.goto(forged.href);
  await page.waitForFunction(() => document.querySelector('paywall-login')?.shadowRoot?.textContent.includes('could not be verified'));
  assert.equal(await stored(page), null, 'the forged return is not kept');
  assert.ok(!/access_token|state=/.test(page.url()), `clean address bar: ${page.url()}`);
  assertClean(assert, page, 'refused returns');
  await context.close();
});

test('cancelling at the provider comes back signed out, with the sign-in form and nothing in the address bar', async () => {
  const context = await browser.newContext();
  const page = await instrumentedPage(context);
  const back = await viaGoogle(page, 'deny');
  assert.match(new URL(back).hash, /error=access_denied/);
  await waitForElementState(page, 'paywall-login', 'sign-in');
  // the form shows before it takes the return out of the address bar (an effect after its first
  // render), and Playwright hears of a same-document change a moment later: the page's own address
  // is what counts, once the form has taken the return
  await page.waitForFunction(() => !/error=|state=/.test(location.href), undefined, { timeout: 20_000 })
    .catch(async () => assert.fail(`the address bar keeps the provider's return: ${await page.evaluate(() => location.href)}`));
  assert.equal(await stored(page), null);
  assert.ok(!(await loginText(page)).includes('could not be verified'), 'a cancel is not reported as a forgery');
  assertClean(assert, page, 'cancelled');
  await context.close();
});

test('another element\'s sign-in form (the account\'s, signed out) offers the providers and completes their return', async () => {
  const context = await browser.newContext();
  const page = await instrumentedPage(context);
  await page.goto(fixtureUrl(servers, { el: 'account', section: 'details' }));
  const google = page.locator('paywall-account [part~="social-google"]');
  await google.waitFor({ timeout: 20_000 });
  await google.click();
  await page.waitForURL((u) => u.pathname === '/sandbox/social/google');
  await page.locator('#email').fill(`account-social-${Date.now()}@journeys.test`);
  await page.locator('#full_name').fill('Ana Account');
  await page.locator('button[value="allow"]').click();
  await page.waitForURL((u) => u.pathname.endsWith('/fixtures/checkout.html'));
  await page.waitForFunction(() => JSON.parse(localStorage.getItem('inplayer_token') || 'null')?.token);
  // signed in: the account shows its details (the name the provider confirmed), no sign-in form
  await page.waitForFunction(() => {
    const root = document.querySelector('paywall-account')?.shadowRoot;
    return root && !root.querySelector('[part~="form-sign-in"]') && [...root.querySelectorAll('input')].some((i) => i.value === 'Ana Account');
  }, undefined, { timeout: 20_000 });
  assert.ok(!/access_token|state=/.test(page.url()), `clean address bar: ${page.url()}`);
  assert.equal(await page.evaluate(() => sessionStorage.getItem('paywall-elements.social-state')), null, 'the state is used up');
  assertClean(assert, page, 'account social sign-in');
  await context.close();
});

test('sign-in forms in dialogs (the gate\'s, the modal checkout\'s) offer no social buttons: the viewer would come back to a closed dialog', async () => {
  const context = await browser.newContext();
  const page = await instrumentedPage(context);
  await page.goto(fixtureUrl(servers, { layout: 'shop', item: 40002 }));
  await waitForElementState(page, 'paywall-gate', 'locked');
  await page.locator('paywall-pricing [part~="choose"]').first().click();
  await page.locator('paywall-checkout [part~="form-sign-in"]').waitFor({ timeout: 20_000 });
  assert.equal(await page.locator('paywall-checkout [part~="social-button"]').count(), 0, 'the modal checkout\'s sign-in');
  await context.close();
});
