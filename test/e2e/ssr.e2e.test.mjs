// Server-rendered elements (paywall-elements/ssr) in Chromium, under a strict CSP that allows the
// inline styles only by their hashes: the sign-up form and the pricing cards render and work before
// any script arrives, look as the client-rendered elements do, and are taken over in place when the
// library loads: the same nodes, what the viewer typed, where the focus and caret are, no loading
// frame; the taken-over element then works (validation sees the typed value, a card's choice
// dispatches its event); a home page's slider, countdown, rail and headlines keep their size when the
// script takes them over. Also the escaping of hostile attributes and fee texts.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser, instrumentedPage, assertClean, pageIdle, chunkFileOf } from './browser.mjs';
import { startStaticServer } from '../../scripts/static-server.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const { renderElement, loadLocale } = await import(join(root, 'dist', 'ssr', 'index.js'));
const { createClient } = await import(join(root, 'dist', 'esm', 'client.js'));

let sandbox;
let web;
let browser;
let info;
let item;
let asset;

const escapeAttr = (s) => String(s).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A merchant page: the classic script tag, the configuration, and `body`; its CSP allows `hashes` for styles. */
function page(body, hashes, lang = 'en') {
  const api = new URL(info.apiBase).origin;
  const csp = [
    "default-src 'none'", "script-src 'self'", `style-src ${hashes.join(' ') || "'none'"}`,
    `connect-src ${api} ${api.replace(/^http/, 'ws')}`, `frame-src ${api}`, `img-src 'self' data: ${api}`, "base-uri 'none'", "form-action 'self'",
  ].join('; ');
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>SSR</title><link rel="icon" href="data:,">
<script defer src="/dist/iife/paywall-elements.iife.js"></script></head><body>
<paywall-config environment="sandbox" api-base="${escapeAttr(info.apiBase)}" merchant-uuid="${escapeAttr(info.merchantUuid)}" client-id="${escapeAttr(info.clientId)}"></paywall-config>
<main>${body}</main></body></html>`;
  return { html, csp };
}

const pages = new Map();

before(async () => {
  const { startSandbox } = await import(join(root, 'sandbox', 'server.mjs'));
  sandbox = await startSandbox({ port: 0, fresh: true, quiet: true });
  info = sandbox.info();
  item = info.seed.assets.find((a) => a.access === 'paid' && a.accessFees.length >= 2) ?? info.seed.assets.find((a) => a.access === 'paid' && a.accessFees.length);
  // the merchant's server fetches the item with the library's own client, as a page would
  const client = createClient({ environment: 'sandbox', baseURL: info.apiBase, merchantUuid: info.merchantUuid, storage: 'memory' });
  asset = await client.assets.getAsset(item.id);
  const branding = await client.branding.getBranding();
  const signUp = renderElement('paywall-login', { attributes: { mode: 'sign-up' }, branding });
  pages.set('/ssr-login/', page(signUp.html, signUp.styleHashes));
  pages.set('/client-login/', page('<paywall-login mode="sign-up"></paywall-login>', []));
  const pricing = renderElement('paywall-pricing', { attributes: { 'item-id': item.id }, pricing: { fees: asset.access_fees, title: asset.title, id: asset.id }, branding });
  pages.set('/ssr-pricing/', page(pricing.html, pricing.styleHashes));
  pages.set('/client-pricing/', page(`<paywall-pricing item-id="${item.id}"></paywall-pricing>`, []));
  const gate = renderElement('paywall-gate', { attributes: { 'item-id': item.id }, gate: { asset }, apiBase: info.apiBase, branding, children: '<p>The full film.</p>' });
  pages.set('/ssr-gate/', page(gate.html, gate.styleHashes));
  // the same cards rendered in German for a German page, and in English for an Arabic page
  await loadLocale('de');
  const pricingDe = renderElement('paywall-pricing', { locale: 'de', attributes: { 'item-id': item.id }, pricing: { fees: asset.access_fees, title: asset.title, id: asset.id }, branding });
  pages.set('/ssr-pricing-de/', page(pricingDe.html, pricingDe.styleHashes, 'de'));
  pages.set('/ssr-pricing-ar/', page(pricing.html, pricing.styleHashes, 'ar'));
  // a home page's first widgets: slider, countdown, rails and headlines, with the page's own cells
  const now = Math.floor(Date.now() / 1000);
  const home = [
    renderElement('paywall-slider', { attributes: { label: 'Featured' }, children: ['<article class="s">One</article>', '<article class="s">Two</article>', '<article class="s">Three</article>'] }),
    renderElement('paywall-countdown', { attributes: { time: now + 3 * 86400 + 5000, now, label: 'Starts in' } }),
    renderElement('paywall-rail', { attributes: { kind: 'video', heading: 'New films' }, children: Array.from({ length: 6 }, (_, i) => `<a class="cell" href="/f/${i}"><img src="data:," alt="" width="480" height="270">Film ${i}</a>`).join('\n') }),
    renderElement('paywall-headlines', { attributes: { label: 'News' }, children: ['<article><h3>First</h3><p>News.</p></article>', '<article><h3>Second</h3><p>More news.</p></article>'] }),
  ];
  pages.set('/ssr-home/', page(`${home.map((r) => r.html).join('\n')}<p id="after">Below the widgets.</p>`, home.flatMap((r) => r.styleHashes)));
  web = await startStaticServer({
    mounts: { '/dist/': join(root, 'dist') },
    handle: (req, res) => {
      const p = pages.get(new URL(req.url, 'http://x').pathname);
      if (!p) return false;
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': p.csp, 'cache-control': 'no-store' }).end(p.html);
      return true;
    },
  });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await web?.close();
  await sandbox?.close?.();
});

/** A page whose library script is held until `release()` (or never, with `block`). */
async function heldPage({ block = false } = {}) {
  const context = await browser.newContext();
  const p = await instrumentedPage(context);
  let release;
  const released = new Promise((r) => (release = r));
  await p.route('**/iife/paywall-elements.iife.js', async (route) => {
    if (block) return route.abort();
    await released;
    return route.continue();
  });
  return { page: p, context, release };
}

const inShadow = ([tag, selector]) => (document.querySelector(tag)?.shadowRoot?.querySelector(selector) ?? null);
const adopted = (p, tag) => p.waitForFunction((t) => {
  const r = document.querySelector(t)?.shadowRoot;
  return !!r && r.adoptedStyleSheets.length > 0 && !r.querySelector('script[data-paywall-ssr]');
}, tag, { timeout: 20000 });

/** Every `part` in an element's shadow root, in document order. */
const partsOf = (p, tag) => p.evaluate((t) => [...document.querySelector(t).shadowRoot.querySelectorAll('[part]')].map((e) => e.getAttribute('part')), tag);
/** A few computed styles that show whether the element's stylesheet applies. */
const looks = (p, tag, selector) => p.evaluate(([t, s]) => {
  const el = document.querySelector(t).shadowRoot.querySelector(s);
  const cs = getComputedStyle(el);
  return { background: cs.backgroundColor, color: cs.color, radius: cs.borderRadius, padding: cs.padding, font: cs.fontFamily, width: Math.round(el.getBoundingClientRect().width) };
}, [tag, selector]);

test('a server-rendered sign-up form shows and looks the same with no script at all, under a strict CSP', async () => {
  const { page: p, context } = await heldPage({ block: true });
  try {
    await p.goto(`${web.url}/ssr-login/`);
    const email = await p.waitForFunction(inShadow, ['paywall-login', 'input[name="email"]']);
    assert.ok(await email.evaluate((el) => el.getBoundingClientRect().height > 0), 'the e-mail field is shown');
    const ssrLooks = await looks(p, 'paywall-login', '[part~="submit"]');
    const ssrParts = await partsOf(p, 'paywall-login');
    assert.deepEqual(p.problems.cspViolations, [], 'the inline style passes by its hash');
    // without the script, Enter in a field sends nothing (the password never reaches the address)
    await p.locator('paywall-login input[name="password"]').fill('secret-pass-1');
    await p.locator('paywall-login input[name="password"]').press('Enter');
    await pageIdle(p);
    assert.equal(new URL(p.url()).search, '', 'no form submission');
    assert.equal(await p.locator('paywall-login [part~="submit"]').isDisabled(), true);

    const client = await instrumentedPage(context);
    await client.goto(`${web.url}/client-login/`);
    await client.waitForFunction(inShadow, ['paywall-login', 'input[name="email"]'], { timeout: 20000 });
    // the client-rendered element applies the platform's branding once it has loaded it
    await client.waitForFunction((bg) => getComputedStyle(document.querySelector('paywall-login').shadowRoot.querySelector('[part~="submit"]')).backgroundColor === bg,
      ssrLooks.background, { timeout: 30000 });
    assert.deepEqual(ssrLooks, await looks(client, 'paywall-login', '[part~="submit"]'), 'the same computed styles as the client-rendered form');
    // the merchant's register fields load in the browser (the server view says they are coming)
    const core = (parts) => parts.filter((x) => !/^(register-fields|loading|checkbox)$|^(field field|input input)-extra-/.test(x));
    await client.waitForFunction(inShadow, ['paywall-login', '[part~="register-fields"]'], { timeout: 20000 });
    const clientParts = await partsOf(client, 'paywall-login');
    assert.ok(ssrParts.includes('loading'), 'the server view says the register fields are coming');
    assert.ok(clientParts.includes('register-fields'), 'the client-rendered form shows them once loaded');
    assert.deepEqual(core(ssrParts).filter((x) => x !== 'label'), core(clientParts).filter((x) => x !== 'label'), 'the same parts in the same order');
    assertClean(assert, client, 'client-rendered');
  } finally {
    await context.close();
  }
});

test('the element takes the server-rendered form over in place: same nodes, typed text, focus and caret', async () => {
  const { page: p, context, release } = await heldPage();
  try {
    await p.goto(`${web.url}/ssr-login/`, { waitUntil: 'commit' });
    const email = p.locator('paywall-login input[name="email"]');
    const name = p.locator('paywall-login input[name="fullName"]');
    await email.click();
    await email.pressSequentially('ada@example.test');
    await name.click();
    await name.pressSequentially('Ada Lovelace');
    for (let i = 0; i < 3; i++) await p.keyboard.press('ArrowLeft');
    await p.evaluate(() => {
      const root = document.querySelector('paywall-login').shadowRoot;
      root.querySelector('input[name="email"]').__serverNode = true;
      root.querySelector('[part~="submit"]').__serverNode = true;
    });
    release();
    await adopted(p, 'paywall-login');
    assert.equal(await p.locator('paywall-login [part~="submit"]').isDisabled(), false, 'the submit button works once taken over');
    const after = await p.evaluate(() => {
      const root = document.querySelector('paywall-login').shadowRoot;
      const input = root.querySelector('input[name="email"]');
      const name = root.querySelector('input[name="fullName"]');
      return {
        sameInput: input.__serverNode === true, sameButton: root.querySelector('[part~="submit"]').__serverNode === true,
        email: input.value, name: name.value, focused: root.activeElement === name, caret: name.selectionStart,
        styles: root.querySelectorAll('style').length,
      };
    });
    assert.deepEqual(after, { sameInput: true, sameButton: true, email: 'ada@example.test', name: 'Ada Lovelace', focused: true, caret: 'Ada Lovelace'.length - 3, styles: 0 });
    // typing goes on where the caret was, and the component knows the values: submitting with the
    // passwords empty flags them, not the name or the e-mail
    await p.keyboard.type('X');
    assert.equal(await name.inputValue(), 'Ada LovelXace');
    await p.locator('paywall-login [part~="submit"]').click();
    await p.waitForFunction(inShadow, ['paywall-login', '[part~="field-password"] [part~="field-error"]']);
    assert.equal(await p.locator('paywall-login [part~="field-email"] [part~="field-error"]').count(), 0, 'the typed e-mail counts');
    assert.equal(await p.locator('paywall-login [part~="field-fullName"] [part~="field-error"]').count(), 0, 'the typed name counts');
    assertClean(assert, p, 'adopted login');
  } finally {
    await context.close();
  }
});

test('server-rendered pricing cards show before the script, are taken over without a loading frame, and choose a price', async () => {
  const { page: p, context, release } = await heldPage();
  try {
    await p.addInitScript(() => {
      // every data-state the cards' wrapper goes through
      window.__states = [];
      new MutationObserver(() => {
        const base = document.querySelector('paywall-pricing')?.shadowRoot?.querySelector('[part~="base"]');
        const s = base?.getAttribute('data-state');
        if (s && window.__states.at(-1) !== s) window.__states.push(s);
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    await p.goto(`${web.url}/ssr-pricing/`, { waitUntil: 'commit' });
    await p.waitForFunction(inShadow, ['paywall-pricing', '[part~="card"]']);
    const cards = p.locator('paywall-pricing [part~="card"]');
    const fees = asset.access_fees.filter((f) => !f.is_gift);
    assert.ok(fees.length >= 1);
    // the toggle shows one group at a time when both kinds exist
    assert.ok(await cards.count() >= 1, 'cards rendered by the server');
    const before = await p.locator('paywall-pricing [part~="card-price"]').allTextContents();
    assert.ok(before.every((t) => /\d/.test(t)), `prices shown: ${before.join(', ')}`);
    await p.evaluate(() => { document.querySelector('paywall-pricing').shadowRoot.querySelector('[part~="choose"]').__serverNode = true; });
    release();
    await adopted(p, 'paywall-pricing');
    // the quiet refresh from the platform answers the same prices
    await p.waitForFunction(() => document.querySelector('paywall-pricing').shadowRoot.querySelector('[part~="choose"]').__serverNode === true);
    assert.deepEqual(await p.locator('paywall-pricing [part~="card-price"]').allTextContents(), before);
    assert.ok(!(await p.evaluate(() => window.__states)).includes('loading'), 'never a loading frame');
    const detail = p.evaluate(() => new Promise((resolve) => {
      document.addEventListener('paywall-select-price', (e) => { e.preventDefault(); resolve(e.detail); }, { once: true });
    }));
    await p.locator('paywall-pricing [part~="choose"]').first().click();
    const chosen = await detail;
    assert.equal(String(chosen.itemId), String(item.id));
    assert.ok(fees.some((f) => String(f.id) === chosen.accessFeeId), 'one of the item\'s fees');
    assertClean(assert, p, 'adopted pricing');
  } finally {
    await context.close();
  }
});

test('a server-rendered locked gate shows its preview and prices at once, then unlocks for a viewer who bought the item', async () => {
  // a signed-out viewer: the locked view stays, taken over in place
  {
    const { page: p, context, release } = await heldPage();
    try {
      await p.goto(`${web.url}/ssr-gate/`, { waitUntil: 'commit' });
      await p.waitForFunction(inShadow, ['paywall-gate', '[part~="locked"]']);
      assert.equal(await p.locator('paywall-gate [part~="preview-title"]').textContent(), asset.title);
      assert.ok(await p.locator('paywall-gate [part~="price"]').count() >= 1);
      assert.equal(await p.locator('paywall-gate > p').isVisible(), false, 'the premium content stays hidden while locked');
      await p.evaluate(() => { document.querySelector('paywall-gate').shadowRoot.querySelector('[part~="cta"]').__serverNode = true; });
      release();
      await adopted(p, 'paywall-gate');
      assert.ok(await p.evaluate(() => document.querySelector('paywall-gate').shadowRoot.querySelector('[part~="cta"]').__serverNode === true), 'the same call-to-action node');
      assert.equal(await p.locator('paywall-gate [part~="base"]').getAttribute('data-state'), 'locked');
      assertClean(assert, p, 'adopted gate');
    } finally {
      await context.close();
    }
  }
  // the demo viewer, who rents an item: the server's locked view (the server does not know the
  // viewer) gives way to the content once the element has checked the access
  const rented = info.seed.accessFees.find((f) => f.id === 60008).itemId;
  const rentedAsset = await createClient({ environment: 'sandbox', baseURL: info.apiBase, merchantUuid: info.merchantUuid, storage: 'memory' }).assets.getAsset(rented);
  const r = renderElement('paywall-gate', { attributes: { 'item-id': rented }, gate: { asset: rentedAsset }, apiBase: info.apiBase, children: '<p>The full film.</p>' });
  pages.set('/ssr-gate-owned/', page(r.html, r.styleHashes));
  const auth = await fetch(`${info.apiBase}/accounts/authenticate`, {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: info.clientId, grant_type: 'password', referrer: 'http://127.0.0.1/', username: 'viewer@sandbox.test', password: 'sandbox-viewer' }),
  }).then((res) => res.json());
  const record = { token: auth.access_token, refreshToken: auth.refresh_token ?? '', expires: Number(auth.expires) };
  const { signInContext } = await import('./journeys-helpers.mjs');
  const context = await browser.newContext();
  try {
    await signInContext(context, web.url, { record });
    const p = await instrumentedPage(context);
    await p.goto(`${web.url}/ssr-gate-owned/`);
    await p.waitForFunction(inShadow, ['paywall-gate', '[part~="base"][data-state="unlocked"]'], { timeout: 20000 });
    assert.equal(await p.locator('paywall-gate > p').textContent(), 'The full film.');
    assert.equal(await p.locator('paywall-gate > p').isVisible(), true, 'the content shows once unlocked');
    assertClean(assert, p, 'owned gate');
  } finally {
    await context.close();
  }
});

/** The address pattern of the script-tag chunk that holds a source module (chunks are named by their hash). */
const chunkPath = (module) => new RegExp(`/cdn/chunks/${chunkFileOf(module).replace('.', '\\.')}$`);

/** A page whose element chunk (matching `pattern`) is held until `release()`; the loader runs. */
async function chunkHeldPage(pattern) {
  const context = await browser.newContext();
  const p = await instrumentedPage(context);
  let release;
  const released = new Promise((r) => (release = r));
  let asked;
  const requested = new Promise((r) => (asked = r));
  await p.route((url) => pattern.test(url.pathname), async (route) => {
    asked();
    await released;
    return route.continue();
  });
  return { page: p, context, release, requested };
}

test('a "Choose" pressed on server-rendered pricing before the element has taken it over is kept, and acted on once it has', async () => {
  const { page: p, context, release, requested } = await chunkHeldPage(chunkPath('src/components/pricing/pricing.tsx'));
  try {
    await p.goto(`${web.url}/ssr-pricing/`);
    await requested;
    await p.evaluate(() => {
      window.chosen = [];
      document.addEventListener('paywall-select-price', (e) => { e.preventDefault(); window.chosen.push(e.detail); });
    });
    const first = p.locator('paywall-pricing [part~="card"]').first();
    const feeId = await first.getAttribute('data-access-fee-id');
    await first.locator('[part~="choose"]').click();
    assert.deepEqual(await p.evaluate(() => window.chosen), [], 'nothing can act yet: the element\'s code is held back');
    assert.equal(await p.evaluate(() => customElements.get('paywall-pricing')), undefined);
    release();
    await adopted(p, 'paywall-pricing');
    await p.waitForFunction(() => window.chosen.length > 0);
    const chosen = await p.evaluate(() => window.chosen);
    assert.equal(chosen.length, 1, 'acted on once');
    assert.equal(chosen[0].accessFeeId, feeId, 'the price the viewer pressed');
    assert.equal(String(chosen[0].itemId), String(item.id));
    assertClean(assert, p, 'kept choice');
  } finally {
    await context.close();
  }
});

test('a server-rendered sign-up form can be sent as soon as the loader runs: Enter before the element has taken it over is kept, and signs up once it has', async () => {
  const { page: p, context, release, requested } = await chunkHeldPage(chunkPath('src/components/login/login.tsx'));
  const signUps = [];
  context.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/accounts') signUps.push(r);
  });
  try {
    await p.goto(`${web.url}/ssr-login/`);
    await requested;
    const submit = p.locator('paywall-login [part~="submit"]');
    assert.equal(await submit.isDisabled(), false, 'the loader runs: the submit button works before the element\'s code has arrived');
    assert.equal(await p.evaluate(() => customElements.get('paywall-login')), undefined);
    const email = `ssr-${Date.now()}@example.test`;
    await p.locator('paywall-login input[name="fullName"]').fill('Early Viewer');
    await p.locator('paywall-login input[name="email"]').fill(email);
    await p.locator('paywall-login input[name="password"]').fill('early-pass-1');
    await p.locator('paywall-login input[name="passwordConfirmation"]').fill('early-pass-1');
    // Enter presses the form's submit button (implicit submission): the browser's own submission
    // would fire a `submit` event at once, before it navigates
    await p.evaluate(() => {
      window.submits = 0;
      document.querySelector('paywall-login').shadowRoot.addEventListener('submit', () => window.submits++, true);
    });
    await p.locator('paywall-login input[name="passwordConfirmation"]').press('Enter');
    assert.equal(await p.evaluate(() => window.submits), 0, 'the browser sent no form: the fields never reach the address');
    assert.equal(new URL(p.url()).search, '');
    assert.equal(signUps.length, 0, 'nothing can act yet: the element\'s code is held back');
    release();
    await adopted(p, 'paywall-login');
    await p.waitForFunction(() => document.querySelector('paywall-login').shadowRoot.querySelector('[part~="base"]')?.getAttribute('data-state') === 'signed-in', null, { timeout: 20000 });
    await pageIdle(p);
    assert.equal(signUps.length, 1, 'signed up once');
    const body = signUps[0].postData() ?? '';
    assert.ok(body.includes(email) || body.includes(encodeURIComponent(email)), 'with what the viewer typed');
    assert.equal(new URL(p.url()).search, '');
    assertClean(assert, p, 'kept sign-up');
  } finally {
    await context.close();
  }
});

for (const [kind, path] of [['client-rendered', '/client-login/'], ['server-rendered', '/ssr-login/']]) {
  test(`a ${kind} sign-up form is usable before the platform's code has arrived: a press waits, busy, and signs up once when it has`, async () => {
    // the platform chunk (the client, the session) and the login's platform part are held
    const { page: p, context, release, requested } = await chunkHeldPage(new RegExp(`/cdn/chunks/(${['src/client/client.ts', 'src/components/login/with-platform.tsx'].map((m) => chunkFileOf(m).replace('.', '\\.')).join('|')})$`));
    const signUps = [];
    context.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/accounts') signUps.push(r);
    });
    try {
      await p.goto(`${web.url}${path}`);
      const base = () => p.evaluate(() => document.querySelector('paywall-login')?.shadowRoot?.querySelector('[part~="base"]')?.getAttribute('data-state'));
      await p.waitForFunction(() => customElements.get('paywall-login') && document.querySelector('paywall-login').shadowRoot?.querySelector('[part~="base"]')?.getAttribute('data-state') === 'sign-up', null, { timeout: 20000 });
      if (kind === 'server-rendered') await adopted(p, 'paywall-login');
      await requested;
      const submit = p.locator('paywall-login [part~="submit"]');
      assert.equal(await submit.isDisabled(), false, 'the form can be sent while the platform\'s code is held');
      const email = `held-${kind}-${Date.now()}@example.test`;
      await p.locator('paywall-login input[name="fullName"]').fill('Held Viewer');
      await p.locator('paywall-login input[name="email"]').fill(email);
      await p.locator('paywall-login input[name="password"]').fill('held-pass-1');
      await p.locator('paywall-login input[name="passwordConfirmation"]').fill('held-pass-1');
      await submit.click();
      await p.waitForFunction(() => document.querySelector('paywall-login').shadowRoot.querySelector('form')?.getAttribute('aria-busy') === 'true');
      assert.equal(await submit.isDisabled(), true, 'the button says it is busy');
      // a second press and Enter while it waits add nothing
      await p.locator('paywall-login input[name="passwordConfirmation"]').press('Enter');
      assert.equal(signUps.length, 0, 'nothing is sent before the platform\'s code is here');
      assert.equal(await base(), 'sign-up');
      release();
      await p.waitForFunction(() => document.querySelector('paywall-login').shadowRoot.querySelector('[part~="base"]')?.getAttribute('data-state') === 'signed-in', null, { timeout: 20000 });
      await pageIdle(p);
      assert.equal(signUps.length, 1, 'signed up once');
      const body = signUps[0].postData() ?? '';
      assert.ok(body.includes(email) || body.includes(encodeURIComponent(email)), 'with what the viewer typed');
      assertClean(assert, p, `${kind} sign-up with the platform held`);
    } finally {
      await context.close();
    }
  });
}

test('a server-rendered form whose element cannot be fetched keeps its submit button disabled', async () => {
  const context = await browser.newContext();
  const p = await instrumentedPage(context);
  await p.route(chunkPath('src/components/login/login.tsx'), (route) => route.abort());
  try {
    await p.goto(`${web.url}/ssr-login/`);
    await p.waitForEvent('console', { predicate: (m) => /could not be loaded/.test(m.text()), timeout: 20000 });
    assert.equal(await p.locator('paywall-login [part~="submit"]').isDisabled(), true, 'nothing would act on a press');
    assert.ok(await p.locator('paywall-login input[name="email"]').isVisible(), 'the server view stays');
  } finally {
    await context.close();
  }
});

test('a home page\'s server-rendered slider, countdown, rail and headlines have their final size before the script and keep it', async () => {
  const { page: p, context, release } = await heldPage();
  const tags = ['paywall-slider', 'paywall-countdown', 'paywall-rail', 'paywall-headlines'];
  const boxes = () => p.evaluate((list) => Object.fromEntries([...list, '#after'].map((s) => {
    const r = document.querySelector(s).getBoundingClientRect();
    return [s, [r.x, r.y, r.width, r.height].map(Math.round)];
  })), tags);
  try {
    await p.addInitScript(() => {
      // each shift with what moved, so that a failure says which widget and when
      window.__shifts = [];
      const name = (n) => {
        if (!n) return '?';
        const host = n.getRootNode?.().host;
        const own = n.nodeType === 1 ? `${n.localName}${n.getAttribute('part') ? `[part=${n.getAttribute('part')}]` : ''}${n.id ? `#${n.id}` : ''}` : `#${n.nodeName}`;
        return host ? `${host.localName} > ${own}` : own;
      };
      const rect = (r) => [r.x, r.y, r.width, r.height].map(Math.round).join(',');
      new PerformanceObserver((l) => {
        for (const e of l.getEntries()) {
          window.__shifts.push(`${e.value.toFixed(4)} at ${Math.round(e.startTime)} ms${e.hadRecentInput ? ' (input)' : ''}: ${e.sources.map((s) => `${name(s.node)} [${rect(s.previousRect)}] to [${rect(s.currentRect)}]`).join('; ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await p.setViewportSize({ width: 1280, height: 900 });
    // (the page cannot finish loading while its script is held)
    await p.goto(`${web.url}/ssr-home/`, { waitUntil: 'commit' });
    await p.waitForFunction(() => document.querySelector('#after') && document.querySelector('paywall-headlines')?.shadowRoot);
    // before the script: the first slide, the time left, the cells and the headlines show
    assert.equal(await p.locator('paywall-slider > article').first().isVisible(), true, 'the first slide');
    assert.equal(await p.locator('paywall-slider > article').nth(1).isVisible(), false, 'one slide at a time');
    assert.match(await p.locator('paywall-countdown [part~="unit-days"] [part~="value"]').textContent(), /^3$/, 'the days left');
    assert.equal(await p.locator('paywall-rail > a').first().isVisible(), true, 'the cells');
    assert.equal(await p.locator('paywall-headlines > article').first().isVisible(), true, 'the headlines');
    // controls that work only with the script keep their room, unseen, until it has come: headlines
    // or slides still streaming in above them cannot move them
    assert.equal(await p.locator('paywall-headlines [part~="load-more"]').isVisible(), false, 'no load-more before the script');
    assert.equal(await p.locator('paywall-slider [part~="controls"]').isVisible(), false, 'no slider controls before the script');
    const before = await boxes();
    assert.ok(Object.values(before).every(([, , w, h]) => w > 0 && h > 0), JSON.stringify(before));
    // the headlines' end is in view: they may ask for more by themselves 400 ms after taking over
    // (before the button's press on a loaded machine), which is the same first request
    const asked = p.evaluate(() => new Promise((r) => document.addEventListener('paywall-load-more', (e) => r(e.detail.page), { once: true })));
    // (when a step below fails, the page closes under this wait: the step's own error is the one to report)
    asked.catch(() => undefined);
    const releasedAt = await p.evaluate(() => Math.round(performance.now()));
    release();
    for (const tag of tags) await adopted(p, tag);
    await p.waitForFunction(() => document.querySelector('paywall-slider').children[0].hasAttribute('data-paywall-active'));
    const after = await boxes();
    const moved = Object.keys(before).filter((k) => String(before[k]) !== String(after[k])).map((k) => `${k} [${before[k]}] to [${after[k]}]`);
    assert.deepEqual(moved, [], `nothing moved or changed size when the script took over: ${moved.join('; ')}`);
    assert.deepEqual(await p.evaluate(() => window.__shifts), [], `no layout shift (the script was let through at ${releasedAt} ms)`);
    // and they work: the slider moves, the headlines ask for more
    await p.locator('paywall-slider [part~="next"]').click();
    await p.waitForFunction(() => document.querySelector('paywall-slider').children[1].hasAttribute('data-paywall-active'));
    await p.locator('paywall-headlines [part~="load-more"]').click();
    assert.equal(await asked, 1);
    assertClean(assert, p, 'home widgets');
  } finally {
    await context.close();
  }
});

test('a "Get access" pressed on a server-rendered gate before the element has taken it over opens the checkout once it has', async () => {
  const { page: p, context, release, requested } = await chunkHeldPage(chunkPath('src/components/gate/gate.tsx'));
  try {
    await p.goto(`${web.url}/ssr-gate/`);
    await requested;
    await p.locator('paywall-gate [part~="cta"]').click();
    assert.equal(await p.locator('paywall-checkout').count(), 0, 'nothing can act yet: the element\'s code is held back');
    release();
    await adopted(p, 'paywall-gate');
    // a signed-out viewer: the checkout opens as a dialog with its sign-in step
    await p.waitForFunction(() => {
      const base = document.querySelector('paywall-checkout')?.shadowRoot?.querySelector('[part~="base"]');
      return base && base.getAttribute('data-state') !== 'idle';
    }, null, { timeout: 20000 });
    assert.equal(await p.locator('paywall-checkout').count(), 1);
    assertClean(assert, p, 'kept get access');
  } finally {
    await context.close();
  }
});

test('a server view speaks the language it was rendered in, and one rendered in another language than the page\'s follows the page once taken over', async () => {
  // rendered in German: the cards' texts come from the same catalogues as the browser's
  const fees = asset.access_fees;
  assert.throws(() => renderElement('paywall-pricing', { locale: 'fr', pricing: { fees } }), /await loadLocale\('fr'\)/, 'French texts not loaded yet');
  const de = renderElement('paywall-pricing', { locale: 'de', attributes: { 'item-id': item.id }, pricing: { fees, title: asset.title, id: asset.id } });
  assert.match(de.html, />Auswählen</);
  assert.doesNotMatch(de.html, / of access|>Choose<|dir="rtl"/);
  await loadLocale('ar');
  assert.match(renderElement('paywall-pricing', { locale: 'ar', pricing: { fees } }).html, /dir="rtl"/);
  assert.match(renderElement('paywall-pricing', { locale: 'de', messages: { 'pricing.choose': 'Jetzt wählen' }, pricing: { fees } }).html, />Jetzt wählen</, 'the page\'s overrides');

  // a German view on a German page: taken over in place
  {
    const { page: p, context, release } = await heldPage();
    try {
      await p.goto(`${web.url}/ssr-pricing-de/`, { waitUntil: 'commit' });
      await p.waitForFunction(inShadow, ['paywall-pricing', '[part~="choose"]']);
      await p.evaluate(() => { document.querySelector('paywall-pricing').shadowRoot.querySelector('[part~="choose"]').__serverNode = true; });
      release();
      await adopted(p, 'paywall-pricing');
      assert.equal(await p.evaluate(() => document.querySelector('paywall-pricing').shadowRoot.querySelector('[part~="choose"]').__serverNode), true, 'the same nodes');
      assert.equal(await p.locator('paywall-pricing [part~="choose"]').first().textContent(), 'Auswählen');
      assertClean(assert, p, 'German view');
    } finally {
      await context.close();
    }
  }
  // an English view on an Arabic page: drawn afresh in Arabic, right to left
  {
    const { page: p, context, release } = await heldPage();
    try {
      await p.goto(`${web.url}/ssr-pricing-ar/`, { waitUntil: 'commit' });
      await p.waitForFunction(inShadow, ['paywall-pricing', '[part~="choose"]']);
      assert.equal(await p.locator('paywall-pricing [part~="base"]').getAttribute('dir'), 'ltr', 'the server wrote English');
      release();
      await adopted(p, 'paywall-pricing');
      await p.waitForFunction(() => document.querySelector('paywall-pricing').shadowRoot.querySelector('[part~="base"]').getAttribute('dir') === 'rtl', null, { timeout: 10_000 });
      await p.waitForFunction(() => !/Choose/.test(document.querySelector('paywall-pricing').shadowRoot.querySelector('[part~="choose"]').textContent), null, { timeout: 10_000 });
      assert.equal(await p.locator('paywall-pricing [part~="choose"]').first().textContent(), 'اختيار');
      assertClean(assert, p, 'Arabic page');
    } finally {
      await context.close();
    }
  }
});

test('hostile attribute values and fee texts are escaped; unknown tags and missing fees are refused', () => {
  const evil = '"><img src=x onerror=alert(1)></script><script>alert(2)</script>';
  const r = renderElement('paywall-pricing', {
    attributes: { 'item-id': evil, 'bad name"><x': 'y' },
    pricing: { fees: [{ id: 1, amount: 1, currency: 'EUR', description: evil, access_type: { name: 'ppv', period: 'hour', quantity: 1 } }] },
  });
  assert.ok(!/<img|<script>alert/.test(r.html.replace(/<script type="application\/json" data-paywall-ssr>[^<]*<\/script>/, '')), 'no live markup from the input');
  assert.ok(!/<\/script><script>/.test(r.html), 'the data block cannot be closed from inside');
  assert.match(r.html, /^<paywall-pricing item-id="&quot;&gt;&lt;img src=x onerror=alert\(1\)&gt;/);
  assert.ok(!/bad|name|"y"/.test(r.html.slice(0, r.html.indexOf('><template'))), 'an attribute the element does not declare is left out');
  const data = JSON.parse(r.html.match(/<script type="application\/json" data-paywall-ssr>([^<]*)<\/script>/)[1]);
  assert.equal(data.props.initialData.fees[0].description, evil, 'the data block carries the text intact');
  assert.throws(() => renderElement('paywall-checkout', {}), /no server-rendered view/);
  // a rail's cells are counted from the children, given as a list or as markup
  const arrows = (html) => (html.match(/part="(prev|next)"/g) ?? []).length;
  assert.equal(arrows(renderElement('paywall-rail', { children: ['<a>1</a>', '<a>2</a>', '<a>3</a>'] }).html), 0, 'three cells: no arrows');
  assert.equal(arrows(renderElement('paywall-rail', { children: '<a><img src="x"><span>1</span></a><!-- <a> --><a>2</a><br><figure><img src="y"></figure>' }).html), 2, 'four top-level cells');
  assert.throws(() => renderElement('paywall-pricing', { attributes: { 'item-id': '1' } }), /needs `pricing.fees`/);
  const n = renderElement('paywall-login', { nonce: 'abc"def' });
  assert.match(n.html, /<style nonce="abc&quot;def">/);
  assert.match(n.styleHashes[0], /^'sha256-[A-Za-z0-9+/]+=*'$/);
});

test('on a page without a policy, event-handler attributes given to the renderer never run', async () => {
  const r = renderElement('paywall-pricing', {
    attributes: { 'item-id': String(item.id), onclick: 'window.__ran = "click"', onmouseover: 'window.__ran = "hover"', onfocus: 'window.__ran = "focus"', tabindex: '0', style: 'display:block;width:400px;height:300px' },
    pricing: { fees: asset.access_fees, title: asset.title, id: asset.id },
  });
  const context = await browser.newContext();
  try {
    const p = await instrumentedPage(context);
    await p.setContent(`<!doctype html><html><body>${r.html}</body></html>`);
    const el = p.locator('paywall-pricing');
    await el.hover({ force: true }).catch(() => undefined);
    await el.click({ force: true, position: { x: 2, y: 2 } }).catch(() => undefined);
    await p.evaluate(() => {
      const host = document.querySelector('paywall-pricing');
      for (const type of ['click', 'mouseover', 'focus']) host.dispatchEvent(new Event(type));
    });
    assert.equal(await p.evaluate(() => window.__ran ?? null), null, 'no handler ran');
    assert.deepEqual(await p.evaluate(() => document.querySelector('paywall-pricing').getAttributeNames()), ['item-id', 'data-paywall-ssr'], "only the declared attribute and the server view's mark");
  } finally {
    await context.close();
  }
});
