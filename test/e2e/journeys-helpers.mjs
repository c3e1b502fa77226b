// Helpers of the purchase journeys: the servers `npm start` runs (a fresh sandbox platform and the
// static server for examples/, dist/ and the fixtures, with a strict policy naming the sandbox),
// new viewers, and the checkout's card frame.
import { startSandbox } from '../../sandbox/server.mjs';
import { startStaticServer } from '../../scripts/static-server.mjs';
import { FUTURE_EXPIRY } from '../helpers/card-dates.ts';

/** Test cards of the sandbox processor. */
export const CARDS = {
  success: '4242424242424242',
  decline: '4000000000000002',
  insufficient: '4000000000009995',
  threeDS: '4000000000003220',
};

/** Starts the sandbox and the static server; `close()` stops both. `web2` (`second: true`) is a second merchant origin serving the same files. */
export async function startServers({ second = false } = {}) {
  const sandbox = await startSandbox({ port: 0, fresh: true, quiet: true });
  const info = sandbox.info();
  const api = new URL(info.apiBase);
  const csp = [
    "default-src 'self'", "script-src 'self'", "style-src 'none'", `img-src 'self' data: ${api.origin}`,
    `connect-src 'self' ${api.origin} ws://${api.host} ${info.ssoURL}`, `media-src 'self' ${api.origin}`, `frame-src 'self' ${api.origin}`, "object-src 'none'", "base-uri 'none'",
    "require-trusted-types-for 'script'",
  ].join('; ');
  const web = await startStaticServer({
    mounts: { '/': 'examples', '/dist/': 'dist', '/fixtures/': 'test/e2e/fixtures' },
    headers: (path) => (path.endsWith('.html') || path.endsWith('/') ? { 'Content-Security-Policy': csp } : {}),
  });
  const web2 = second ? await startStaticServer({
    mounts: { '/': 'examples', '/dist/': 'dist', '/fixtures/': 'test/e2e/fixtures' },
    headers: (path) => (path.endsWith('.html') || path.endsWith('/') ? { 'Content-Security-Policy': csp } : {}),
  }) : null;
  return {
    sandbox, info, web, web2, csp,
    async close() {
      await web2?.close();
      await web.close();
      await sandbox.close();
    },
  };
}

/** Calls the sandbox API from the test (form-encoded body, optional bearer). */
export async function api(info, path, { method = 'GET', form, token } = {}) {
  const res = await fetch(info.apiBase + path, {
    method,
    headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}) },
    body: form ? new URLSearchParams(form) : undefined,
  });
  const body = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

let counter = 0;
/** Registers a new viewer through the platform API (with `email` when given); resolves to `{ email, uuid, record }`. */
export async function newViewer(info, email = `viewer${Date.now()}-${++counter}@journeys.test`) {
  const body = await api(info, '/accounts', {
    method: 'POST',
    form: {
      full_name: 'Journey Viewer', username: email, password: 'journey-pass-1', password_confirmation: 'journey-pass-1',
      client_id: info.clientId, type: 'consumer', grant_type: 'password', referrer: 'http://127.0.0.1/',
    },
  });
  const account = body.account ?? (await api(info, '/accounts', { token: body.access_token }));
  return { email, uuid: account.uuid, record: { token: body.access_token, refreshToken: body.refresh_token ?? '', expires: Number(body.expires) } };
}

/** Signs the viewer in for pages of the static server's origin (the token record the client reads). */
export async function signInContext(context, origin, viewer) {
  await context.addInitScript(({ origin: o, record }) => {
    if (location.origin === o && !localStorage.getItem('inplayer_token')) localStorage.setItem('inplayer_token', JSON.stringify(record));
  }, { origin, record: viewer.record });
}

/** The fixture address for a checkout of `fee` (or a payment check with `check: true`, or `el: 'gift' | 'donate'`). */
export function fixtureUrl(servers, { page = 'checkout.html', item, fee, route, routes, check, limit, layout, inject, el, mode, section, locale, sso } = {}) {
  const q = new URLSearchParams({ api: servers.info.apiBase, merchant: servers.info.merchantUuid, item: String(item) });
  if (fee) q.set('fee', String(fee));
  if (route) q.set('route', route);
  if (routes) q.set('routes', typeof routes === 'string' ? routes : JSON.stringify(routes));
  if (el) q.set('el', el);
  if (mode) q.set('mode', mode);
  if (section) q.set('section', section);
  if (check) q.set('check', '1');
  if (limit) q.set('limit', String(limit));
  if (layout) q.set('layout', layout);
  if (inject) q.set('inject', inject);
  if (locale) q.set('locale', locale);
  if (sso) q.set('sso', sso);
  return `${servers.web.url}/fixtures/${page}?${q}`;
}

/** The checkout's `data-state`. */
export function checkoutState(page) {
  return page.evaluate(() => document.querySelector('paywall-checkout')?.shadowRoot?.querySelector('[part~="base"]')?.getAttribute('data-state') ?? null);
}

/** Waits until the checkout's `data-state` is one of `states`; returns it. */
export async function waitForState(page, states, timeout = 20_000) {
  const list = [].concat(states);
  try {
    await page.waitForFunction((l) => l.includes(document.querySelector('paywall-checkout')?.shadowRoot?.querySelector('[part~="base"]')?.getAttribute('data-state')), list, { timeout });
  } catch (error) {
    const seen = await page.evaluate(() => document.querySelector('paywall-checkout')?.shadowRoot?.textContent?.slice(0, 300) ?? '(no checkout)').catch(() => '?');
    throw new Error(`checkout state ${await checkoutState(page).catch(() => '?')} instead of ${list.join('|')}: "${seen}"; problems ${JSON.stringify({ ...page.problems, requests: page.problems?.requests?.filter((u) => !u.includes('/dist/')) })}`, { cause: error });
  }
  return checkoutState(page);
}

/**
 * The card frame of the checkout. `within` is a selector of what holds the checkout: the
 * `<paywall-checkout>` element by default, or the wrapper of a React app's `<Checkout />`.
 */
export const cardFrame = (page, within = 'paywall-checkout') => page.frameLocator(`${within} iframe[title="Card details"]`);

/** Types a card key by key into the card frame (of the checkout inside `within`, see `cardFrame`). */
export async function typeCard(page, number, { name = 'Ada Lovelace', expiry = FUTURE_EXPIRY, cvc = '123', within } = {}) {
  const frame = cardFrame(page, within);
  await frame.locator('#number').pressSequentially(number);
  await frame.locator('#name').pressSequentially(name);
  await frame.locator('#expiry').pressSequentially(expiry);
  await frame.locator('#cvc').pressSequentially(cvc);
}

/** The values of the card fields (read inside the frame). */
export async function cardValues(page) {
  const frame = cardFrame(page);
  return Promise.all(['#number', '#name', '#expiry', '#cvc'].map((s) => frame.locator(s).inputValue()));
}

/** Opens the checkout page and waits for the card form to be ready. */
export async function openCheckout(page, url) {
  await page.goto(url);
  await waitForState(page, 'ready', 30_000);
  await page.waitForFunction(() => !document.querySelector('paywall-checkout').shadowRoot.querySelector('[part~="pay-button"]').disabled);
}

/** The Pay button. */
export const payButton = (page) => page.locator('paywall-checkout [part~="pay-button"]');

/**
 * Presses Pay and returns the checkout's first state among `outcomes` once the press has taken
 * effect, or `ready` when the checkout leaves the form and comes back to it. The state right after
 * the click is still the form's `ready` (the press renders after the click's task), so it cannot tell
 * an outcome from a press not yet shown: every state
 * the checkout takes from the press on is recorded, and only a `ready` after another state counts.
 */
export async function payAndWait(page, outcomes, timeout = 30_000) {
  await page.evaluate(() => {
    const root = document.querySelector('paywall-checkout').shadowRoot;
    const now = () => root.querySelector('[part~="base"]')?.getAttribute('data-state') ?? null;
    const seen = [now()];
    window.__payStates = seen;
    new MutationObserver(() => {
      if (now() !== seen.at(-1)) seen.push(now());
    }).observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
  });
  await payButton(page).click();
  const list = [].concat(outcomes);
  try {
    const handle = await page.waitForFunction((l) => {
      const seen = window.__payStates;
      return seen.find((s) => l.includes(s)) ?? (seen.some((s) => s !== 'ready') && seen.at(-1) === 'ready' ? 'ready' : false);
    }, list, { timeout });
    return await handle.jsonValue();
  } catch (error) {
    const seen = await page.evaluate(() => window.__payStates.join(' > ')).catch(() => '?');
    throw new Error(`after Pay the checkout went ${seen}, not to ${list.join('|')}`, { cause: error });
  }
}

/** The open dialog of `<paywall-dialogs>`: `{ title, text }` of what it shows, or null. */
export function openDialog(page) {
  return page.evaluate(() => {
    const root = document.querySelector('paywall-dialogs')?.shadowRoot;
    const dialog = root && [...root.querySelectorAll('dialog')].find((d) => d.open);
    return dialog ? { text: dialog.textContent.replace(/\s+/g, ' ').trim() } : null;
  });
}

/** Successful charges of a viewer recorded by the sandbox. */
export async function charges(info, viewer) {
  return (await api(info, `/sandbox/charges?account=${encodeURIComponent(viewer.uuid)}`)).collection;
}

/**
 * `assertClean` for a journey where the platform answers some requests with the given statuses on
 * purpose (while a failed purchase is confirmed, the access check answers 402 "payment required"):
 * Chromium logs each such response as a console error, which is the browser's network log, not
 * the page's; those lines, and only those, are set aside first. A string names a network error the
 * journey causes on purpose (`'net::ERR_CONNECTION_RESET'`); `'network'` sets aside every network
 * error, for a journey that takes the whole network away.
 */
export function assertCleanJourney(assert, assertClean, page, label, expected = []) {
  // 'network': any request the browser itself could not complete (the fault is the network: which
  // request was in flight at that moment, and how a Chromium build words it, are not the test's)
  // (a real-time socket being opened at that moment is such a request too)
  const lines = expected.map((s) => (typeof s === 'number' ? `Failed to load resource: the server responded with a status of ${s} ` : s === 'network' ? 'Failed to load resource: net::ERR_' : `Failed to load resource: ${s}`));
  const socket = expected.includes('network') ? /^WebSocket connection to '[^']+' failed/ : null;
  page.problems.consoleErrors = page.problems.consoleErrors.filter((m) => !lines.some((e) => m.startsWith(e)) && !socket?.test(m));
  assertClean(assert, page, label);
}

/** The `data-state` of an element's base part (`paywall-gate`, `paywall-pricing`, ...). */
export function elementState(page, tag) {
  return page.evaluate((t) => document.querySelector(t)?.shadowRoot?.querySelector('[part~="base"]')?.getAttribute('data-state'), tag);
}

/** Waits until an element's base part has the given `data-state`. */
export function waitForElementState(page, tag, state, timeout = 20_000) {
  return page.waitForFunction(([t, s]) => document.querySelector(t)?.shadowRoot?.querySelector('[part~="base"]')?.getAttribute('data-state') === s, [tag, state], { timeout });
}

/** In a signed-out checkout, opens the sign-up form, creates the account and waits for the card form. */
export async function signUpInCheckout(page, { name = 'New Viewer', email, password = 'journey-pass-1' }) {
  await page.locator('paywall-checkout [part~="link-sign-up"]').click();
  await page.locator('paywall-checkout input[name="fullName"]').fill(name);
  await page.locator('paywall-checkout input[name="email"]').fill(email);
  await page.locator('paywall-checkout input[name="password"]').fill(password);
  await page.locator('paywall-checkout input[name="passwordConfirmation"]').fill(password);
  await page.locator('paywall-checkout [part~="form-sign-up"] [part~="submit"]').click();
  await waitForState(page, 'ready');
}

/** Chooses a payment method in the checkout's method choice (`ideal`, `direct-debit`, `google-pay`, `paypal`...). */
export async function chooseMethod(page, kind) {
  await page.locator(`paywall-checkout [role="radio"][data-method="${kind}"]`).click();
  await page.locator(`paywall-checkout form[data-method="${kind}"]`).waitFor({ timeout: 15_000 });
}

/** POSTs the browser sent to a path (collected from now on). */
export function postsTo(context, path) {
  const seen = [];
  context.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === path) seen.push(r);
  });
  return seen;
}

/** The `data-state` of the payment check. */
export const checkState = (page) => page.evaluate(() => document.querySelector('paywall-payment-check')?.shadowRoot?.querySelector('[part~="base"]')?.getAttribute('data-state'));
