// A viewer with the keyboard alone on the membership site, in Chromium against a fresh sandbox: loads
// more headlines, buys a film from its gate, adds a rental to the cart, subscribes to a plan and
// cancels it with the exit survey. After every step the focus is on a visible, meaningful element,
// never on the page's <body>.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser } from './browser.mjs';
import { startMeasuredSite } from '../../bench/layout-shift.mjs';
import { CARDS } from './journeys-helpers.mjs';
import { FUTURE_EXPIRY } from '../helpers/card-dates.ts';

let site;
let browser;

before(async () => {
  site = await startMeasuredSite();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await site?.close();
});

/** What has the focus (through shadow roots, and into the card frame's page), and whether it shows. */
async function focused(page) {
  const top = await page.evaluate(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    if (!el || el === document.body || el === document.documentElement) return null;
    const r = el.getBoundingClientRect();
    const s = getComputedStyle(el);
    return {
      tag: el.localName, part: el.getAttribute('part') ?? '', text: (el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 60),
      host: el.getRootNode().host?.localName ?? null, frame: el.localName === 'iframe' ? el.title : null,
      shown: r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight && s.visibility !== 'hidden',
      ring: el.matches(':focus-visible') && ((s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none'),
    };
  });
  if (top?.frame) {
    const frame = page.frames().find((f) => f.url().includes('/card-frame/'));
    top.field = await frame?.evaluate(() => document.activeElement?.id ?? null);
  }
  return top;
}

/** Asserts the focus is on a shown element with a visible ring (or in the card frame); returns it. */
async function assertFocus(page, step, expect) {
  const f = await focused(page);
  assert.ok(f, `${step}: the focus fell to the page's <body>`);
  assert.ok(f.shown, `${step}: the focused ${JSON.stringify(f)} is out of view`);
  if (!f.frame) assert.ok(f.ring, `${step}: the focused ${JSON.stringify(f)} shows no focus`);
  if (expect) assert.ok(expect(f), `${step}: focus on ${JSON.stringify(f)}`);
  return f;
}

/** Presses Tab until `match(focused)` holds (at most `max` times). */
async function tabTo(page, match, label, max = 60) {
  const seen = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    seen.push(f ? `${f.host ?? ''} ${f.tag}[${f.part}] ${f.text.slice(0, 20)}` : 'body');
    if (f && match(f)) return f;
  }
  throw new Error(`Tab never reached ${label}: ${seen.join(' → ')}`);
}

const hasPart = (name) => (f) => f.part.split(' ').includes(name);

/** Types a card in the card frame with the keyboard: Tab into it, then through its fields. */
async function typeCardByKeyboard(page) {
  await tabTo(page, (f) => f.frame === 'Card details', 'the card frame');
  assert.equal((await focused(page)).field, 'number');
  await page.keyboard.type(CARDS.success);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Ada Lovelace');
  await page.keyboard.press('Tab');
  await page.keyboard.type(FUTURE_EXPIRY);
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
}

/** `page.waitForFunction` that names its step and what has the focus when it runs out. */
async function waitStep(page, step, fn, arg, timeout) {
  try {
    return await page.waitForFunction(fn, arg, { timeout });
  } catch (error) {
    const f = await focused(page).catch(() => 'unknown');
    throw new Error(`${step}: not within ${timeout} ms (the focus on ${JSON.stringify(f)}; checkout ${await checkoutState(page).catch(() => '?')}): ${error.message.split('\n')[0]}`, { cause: error });
  }
}
const checkoutState = (page) => page.evaluate(() => document.querySelector('paywall-checkout')?.getAttribute('data-paywall-state'));
const waitCheckout = (page, state, timeout = 30_000) => waitStep(page, `checkout ${state}`, (s) => document.querySelector('paywall-checkout')?.getAttribute('data-paywall-state') === s, state, timeout);

test('with the keyboard alone: more headlines, a film bought, a rental in the cart, a plan subscribed and cancelled with the survey; the focus never falls to the page', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await site.prepareSignedIn(context);
  const page = await context.newPage();
  try {
    // headlines: Load more, then the first new headline
    await page.goto(`${site.siteUrl}/`);
    await waitStep(page, 'headlines taken over', () => document.querySelector('paywall-headlines')?.getAttribute('data-paywall-state') === 'idle', null, 20_000);
    const before = await page.locator('paywall-headlines > article').count();
    await tabTo(page, hasPart('load-more'), 'Load more', 120);
    await page.keyboard.press('Enter');
    await waitStep(page, 'more headlines arrived', (n) => document.querySelectorAll('paywall-headlines > article').length > n, before, 20_000);
    await waitStep(page, 'focus on the first new headline', (n) => document.activeElement === document.querySelectorAll('paywall-headlines > article')[n]?.querySelector('a'), before, 30_000);
    await assertFocus(page, 'after Load more', (f) => f.tag === 'a');

    // a film bought from its gate: the Buy button goes with the locked view, the focus goes to the film
    await page.goto(`${site.siteUrl}/content/40002`);
    await waitStep(page, 'gate locked', () => document.querySelector('paywall-gate')?.getAttribute('data-paywall-state') === 'locked', null, 20_000);
    await tabTo(page, (f) => f.host === 'paywall-gate' && hasPart('cta')(f), 'the gate\'s Get access');
    await page.keyboard.press('Enter');
    await waitStep(page, 'checkout opened', () => ['choosing', 'ready'].includes(document.querySelector('paywall-checkout')?.getAttribute('data-paywall-state')), null, 30_000);
    await assertFocus(page, 'checkout opened', (f) => f.host === 'paywall-checkout');
    if ((await checkoutState(page)) === 'choosing') {
      await tabTo(page, hasPart('fee'), 'a price');
      await page.keyboard.press('Enter');
      await waitCheckout(page, 'ready');
      await assertFocus(page, 'price chosen', (f) => f.host === 'paywall-checkout');
    }
    await waitStep(page, 'film: Pay enabled', () => document.querySelector('paywall-checkout').shadowRoot.querySelector('[part~="pay-button"]')?.disabled === false, null, 20_000);
    await typeCardByKeyboard(page);
    await tabTo(page, hasPart('pay-button'), 'Pay', 10);
    await page.keyboard.press('Enter');
    await waitCheckout(page, 'success');
    await assertFocus(page, 'paid', (f) => f.host === 'paywall-checkout');
    await waitStep(page, 'gate unlocked', () => document.querySelector('paywall-gate')?.getAttribute('data-paywall-state') === 'unlocked', null, 20_000);
    await tabTo(page, hasPart('done-button'), 'Done', 10);
    await page.keyboard.press('Enter');
    await waitStep(page, 'focus on the unlocked content', () => document.querySelector('paywall-gate').shadowRoot.activeElement?.getAttribute('part') === 'content', null, 30_000);
    await assertFocus(page, 'checkout closed', (f) => f.host === 'paywall-gate' && f.part === 'content');

    // a rental in the cart: the notice takes the focus, and gives it back
    await page.goto(`${site.siteUrl}/content/40004`);
    await waitStep(page, 'cart button ready', () => document.querySelector('paywall-cart-button')?.getAttribute('data-paywall-state') === 'ready', null, 20_000);
    await tabTo(page, (f) => f.host === 'paywall-cart-button' && hasPart('button')(f), 'Add to cart');
    await page.keyboard.press('Enter');
    await waitStep(page, 'focus on the cart notification', () => document.querySelector('paywall-cart-button').shadowRoot.activeElement?.matches('[part~="notification"]'), null, 15_000);
    await assertFocus(page, 'added to the cart', hasPart('notification'));
    await page.keyboard.press('Tab');
    await assertFocus(page, 'in the notice', hasPart('close'));
    await page.keyboard.press('Enter');
    await waitStep(page, 'focus back on the cart button', () => document.querySelector('paywall-cart-button').shadowRoot.activeElement?.matches('[part~="button"]'), null, 30_000);
    await assertFocus(page, 'notice dismissed', hasPart('button'));

    // a plan subscribed from the monthly side of the toggle
    await page.goto(`${site.siteUrl}/plans`);
    await waitStep(page, 'plan pricing ready', () => document.querySelector('paywall-pricing[package-id="50002"]')?.getAttribute('data-paywall-state') === 'ready', null, 20_000);
    await tabTo(page, (f) => f.host === 'paywall-pricing' && hasPart('choose')(f) && f.text.length > 0, 'a plan\'s Choose');
    await page.keyboard.press('Enter');
    await waitCheckout(page, 'ready');
    await waitStep(page, 'plan: Pay enabled', () => document.querySelector('paywall-checkout').shadowRoot.querySelector('[part~="pay-button"]')?.disabled === false, null, 20_000);
    await typeCardByKeyboard(page);
    await tabTo(page, hasPart('pay-button'), 'Subscribe', 10);
    await page.keyboard.press('Enter');
    await waitCheckout(page, 'success');
    await assertFocus(page, 'subscribed', (f) => f.host === 'paywall-checkout');
    await tabTo(page, hasPart('done-button'), 'Done', 10);
    await page.keyboard.press('Enter');
    // (once the dialog has closed and given the focus back)
    await waitStep(page, 'checkout closed', () => ![...document.querySelector('paywall-checkout').shadowRoot.querySelectorAll('dialog')].some((d) => d.open), null, 30_000);
    await assertFocus(page, 'checkout closed after subscribing', (f) => f.host === 'paywall-pricing' && f.part === 'choose');

    // cancelled with the exit survey: the confirmation takes the focus
    await page.goto(`${site.siteUrl}/account/edit`);
    await waitStep(page, 'account signed in', () => document.querySelector('paywall-account')?.getAttribute('data-paywall-state') === 'signed-in', null, 20_000);
    await tabTo(page, (f) => f.host === 'paywall-account' && hasPart('tab')(f), 'the account\'s tabs');
    for (let i = 0; i < 12 && !(await focused(page)).part.includes('tab-subscriptions'); i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await waitStep(page, 'subscriptions listed', () => document.querySelector('paywall-account').shadowRoot.querySelector('[part~="section-subscriptions"]')?.getAttribute('data-state') === 'ready', null, 20_000);
    await tabTo(page, hasPart('details-button'), 'Manage');
    await page.keyboard.press('Enter');
    await tabTo(page, hasPart('cancel-subscription'), 'Cancel subscription');
    await page.keyboard.press('Enter');
    await waitStep(page, 'survey open', () => document.querySelector('paywall-account').shadowRoot.querySelector('dialog[open] input[type="checkbox"]'), null, 15_000);
    await assertFocus(page, 'survey opened', (f) => f.host === 'paywall-account');
    await tabTo(page, (f) => f.tag === 'input', 'a reason', 10);
    await page.keyboard.press('Space');
    await tabTo(page, hasPart('survey-send'), 'Send', 10);
    await page.keyboard.press('Enter');
    await waitStep(page, 'focus on the cancellation notice', () => document.querySelector('paywall-account').shadowRoot.activeElement?.matches('[part~="notice"]'), null, 20_000);
    const done = await assertFocus(page, 'cancelled', hasPart('notice'));
    assert.match(done.text, /^Cancelled\./);
  } finally {
    await context.close();
  }
});
