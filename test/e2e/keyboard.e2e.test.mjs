// Keyboard journeys in Chromium against the sandbox, with the keyboard alone: signing in, the
// pricing toggle and a card's Choose, the checkout with its card frame, a dialog's Escape and the
// focus it gives back, a visible focus indicator on every control reached, and the elements' motion
// under prefers-reduced-motion.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { instrumentedPage, assertClean, pageIdle } from './browser.mjs';
import { journeySetup } from './journey-setup.mjs';
import { CARDS, fixtureUrl, newViewer, waitForState, charges, assertCleanJourney } from './journeys-helpers.mjs';
import { FUTURE_EXPIRY } from '../helpers/card-dates.ts';

let servers, browser;
const viewerPage = journeySetup((s, b) => {
  servers = s;
  browser = b;
});

/**
 * What has the focus, through open shadow roots: `{ tag, name, part, role, checked, text, frame,
 * visible }`; `visible` says the control matches :focus-visible and draws an outline or a box-shadow.
 */
function focused(page) {
  return page.evaluate(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    if (!el || el === document.body) return null;
    const s = getComputedStyle(el);
    const ring = (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none';
    return {
      tag: el.localName, name: el.getAttribute('name'), part: el.getAttribute('part'), role: el.getAttribute('role'),
      checked: el.getAttribute('aria-checked'), text: el.textContent.trim(), frame: el.localName === 'iframe' ? el.title : null,
      host: el.getRootNode().host?.localName ?? null, visible: el.matches(':focus-visible') && ring,
    };
  });
}

/** Presses Tab until `match(focused)` holds (at most `max` times); returns what has the focus then. */
async function tabTo(page, match, label, max = 30) {
  const seen = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    seen.push(f ? `${f.host ?? ''} ${f.tag}${f.name ? `[name=${f.name}]` : ''}${f.part ? `[part=${f.part}]` : ''}${f.frame ? `(${f.frame})` : ''}` : 'body');
    if (f && match(f)) return f;
  }
  throw new Error(`Tab never reached ${label}; went through: ${seen.join(' → ')}`);
}

/**
 * Tabs through every control from the current focus until the focus has left `host`'s shadow root
 * (or comes back round to the first control, in a modal); returns the labels of the controls that
 * had the focus without a visible indicator, and how many were checked.
 */
async function walkFocus(page, host, max = 40) {
  const hidden = [];
  const seen = [];
  let checked = 0;
  for (let i = 0; i <= max; i++) {
    // the control that has the focus first, then one Tab at a time
    if (i) await page.keyboard.press('Tab');
    const f = await focused(page);
    if (!f || (f.host !== host && !f.frame)) {
      if (i) break;
      continue;
    }
    const label = `${f.tag}${f.name ? `[name=${f.name}]` : ''}${f.part ? `[part=${f.part}]` : ''}${f.frame ? `(${f.frame})` : ''} "${f.text.slice(0, 30)}"`;
    if (label === seen.at(-1)) continue; // Tab between the day, month and year of one date field
    if (seen.includes(label)) break; // round again, in a modal
    seen.push(label);
    if (f.frame) continue; // the frame's own fields are checked inside it
    checked++;
    if (!f.visible) hidden.push(label);
  }
  return { hidden, checked, seen };
}

/** The card frame's page (its fields' focus is read inside it). */
const cardFramePage = (page) => page.frames().find((f) => f.url().includes('/card-frame/'));
const frameFocus = async (page) => (await cardFramePage(page)?.evaluate(() => document.activeElement?.id ?? null)) ?? null;

test('keyboard: sign in with Tab and Enter; a missing field gets the focus and its error, the platform\'s refusal is announced', async () => {
  const viewer = await newViewer(servers.info);
  const context = await browser.newContext();
  const page = await instrumentedPage(context);
  await page.goto(fixtureUrl(servers, { layout: 'login', item: 0 }));
  await page.waitForFunction(() => document.querySelector('paywall-login')?.shadowRoot?.querySelector('input[name="email"]'));

  const email = await tabTo(page, (f) => f.name === 'email', 'the e-mail field');
  assert.equal(email.visible, true, 'the e-mail field shows that it has the focus');
  // Enter on an empty form: the first field in error takes the focus and says why
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('paywall-login').shadowRoot.querySelector('input[aria-invalid="true"]'));
  await page.waitForFunction(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el?.getAttribute('aria-invalid') === 'true';
  });
  const invalid = await page.evaluate(() => {
    const root = document.querySelector('paywall-login').shadowRoot;
    const input = root.activeElement;
    const described = (input.getAttribute('aria-describedby') || '').split(/\s+/).map((id) => root.getElementById(id)?.textContent?.trim()).filter(Boolean);
    return { name: input.name, described };
  });
  assert.equal(invalid.name, 'email', 'the first field in error has the focus');
  assert.ok(invalid.described.length, 'the field in error is described by its error text');

  await page.keyboard.type(viewer.email);
  const password = await tabTo(page, (f) => f.name === 'password', 'the password field', 3);
  assert.equal(password.visible, true);
  await page.keyboard.type('not-the-password');
  await page.keyboard.press('Enter');
  const alert = await page.waitForFunction(() => document.querySelector('paywall-login').shadowRoot.querySelector('[role="alert"][part~="form-error"]')?.textContent.trim());
  assert.ok(await alert.jsonValue(), 'the refusal is in a role="alert" region');

  // correct it and submit with Enter from the field
  await page.locator('paywall-login input[name="password"]').focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('journey-pass-1');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('paywall-login').shadowRoot.querySelector('[part~="base"]')?.getAttribute('data-state') === 'signed-in', null, { timeout: 15_000 });
  const after = await focused(page);
  assert.ok(after === null || after.host === 'paywall-login', `the focus stays in the element after signing in (${JSON.stringify(after)})`);
  // the refused sign-in answers 401, which Chromium logs as a network error
  assertCleanJourney(assert, assertClean, page, 'login', [401]);
  await context.close();
});

test('keyboard: pricing toggle with the arrows, Choose with Enter and Space, Escape closes the checkout and gives the focus back, then pay through the card frame', async () => {
  const { viewer, context, page } = await viewerPage();
  await page.goto(fixtureUrl(servers, { el: 'pricing', item: 50002 }));
  await page.waitForFunction(() => document.querySelector('paywall-pricing')?.shadowRoot?.querySelector('[part~="toggle"]'), null, { timeout: 20_000 });

  // the toggle is one tab stop; the arrows move the choice and the focus
  const first = await tabTo(page, (f) => f.role === 'radio', 'the billing toggle');
  assert.equal(first.checked, 'true', 'Tab lands on the chosen option');
  assert.equal(first.visible, true, 'the toggle option shows its focus');
  await page.keyboard.press('ArrowRight');
  const second = await focused(page);
  assert.equal(second.role, 'radio');
  assert.notEqual(second.text, first.text, 'ArrowRight moves to the other option');
  assert.equal(second.checked, 'true', 'and chooses it');
  await page.keyboard.press('ArrowLeft');
  assert.equal((await focused(page)).text, first.text, 'ArrowLeft moves back');
  await page.keyboard.press('ArrowRight');
  const cards = await page.evaluate(() => [...document.querySelector('paywall-pricing').shadowRoot.querySelectorAll('[part~="card"]')].map((c) => c.getAttribute('data-access-fee-id')));
  assert.equal(cards.length, 1, `one price per option (${cards})`);

  // Enter on Choose opens the checkout dialog and moves the focus into it
  const choose = await tabTo(page, (f) => f.part?.split(' ').includes('choose'), 'a card\'s Choose', 5);
  assert.equal(choose.visible, true, 'Choose shows its focus');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('paywall-checkout').shadowRoot.activeElement?.closest('dialog')?.open, null, { timeout: 20_000 });
  await waitForState(page, 'ready', 30_000);
  const inDialog = await focused(page);
  assert.equal(inDialog?.host, 'paywall-checkout', `the focus moved into the checkout (${JSON.stringify(inDialog)})`);

  // Escape closes it, and the focus returns to the Choose button that opened it
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => ![...document.querySelector('paywall-checkout').shadowRoot.querySelectorAll('dialog')].some((d) => d.open));
  const back = await focused(page);
  assert.equal(back?.host, 'paywall-pricing', `the focus returns to the pricing (${JSON.stringify(back)})`);
  assert.ok(back.part.split(' ').includes('choose'), 'on the Choose button that opened the checkout');

  // Space opens it again; Tab reaches the card frame's fields, types there, and leaves to Pay
  await page.keyboard.press('Space');
  await page.waitForFunction(() => [...document.querySelector('paywall-checkout').shadowRoot.querySelectorAll('dialog')].some((d) => d.open));
  await waitForState(page, 'ready', 30_000);
  await page.waitForFunction(() => document.querySelector('paywall-checkout').shadowRoot.querySelector('[part~="pay-button"]')?.disabled === false, null, { timeout: 20_000 });
  await tabTo(page, (f) => f.frame === 'Card details', 'the card frame');
  assert.equal(await frameFocus(page), 'number', 'Tab into the frame lands on the card number');
  await page.keyboard.type(CARDS.success);
  await page.keyboard.press('Tab');
  assert.equal(await frameFocus(page), 'name');
  await page.keyboard.type('Ada Lovelace');
  await page.keyboard.press('Tab');
  assert.equal(await frameFocus(page), 'expiry');
  await page.keyboard.type(FUTURE_EXPIRY);
  await page.keyboard.press('Tab');
  assert.equal(await frameFocus(page), 'cvc');
  await page.keyboard.type('123');
  const frameRing = await cardFramePage(page).evaluate(() => {
    const s = getComputedStyle(document.activeElement);
    return document.activeElement.matches(':focus-visible') && ((s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none');
  });
  assert.equal(frameRing, true, 'the card frame\'s fields show their focus');
  const pay = await tabTo(page, (f) => f.part?.split(' ').includes('pay-button'), 'Pay', 8);
  assert.equal(pay.visible, true, 'Pay shows its focus');
  await page.keyboard.press('Enter');
  await waitForState(page, 'success', 30_000);
  assert.equal((await charges(servers.info, viewer)).length, 1, 'the sandbox charged the card once');
  // the access checks before the purchase answer 402 (payment required)
  assertCleanJourney(assert, assertClean, page, 'pricing and checkout', [402]);
  await context.close();
});

test('keyboard: Pay with card details the frame refuses puts the focus on the first field in error, inside the frame', async () => {
  const { context, page } = await viewerPage();
  await page.goto(fixtureUrl(servers, { item: 40002, fee: 60002 }));
  await waitForState(page, 'ready', 30_000);
  await page.waitForFunction(() => document.querySelector('paywall-checkout').shadowRoot.querySelector('[part~="pay-button"]')?.disabled === false, null, { timeout: 20_000 });
  await tabTo(page, (f) => f.frame === 'Card details', 'the card frame');
  await page.keyboard.type('4242');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Ada Lovelace');
  await tabTo(page, (f) => f.part?.split(' ').includes('pay-button'), 'Pay', 8);
  await page.keyboard.press('Enter');
  // the frame refuses the short number: the focus goes back to it, not to the form's heading
  await page.waitForFunction(() => document.querySelector('paywall-checkout').shadowRoot.activeElement?.localName === 'iframe', null, { timeout: 10_000 });
  await cardFramePage(page).waitForFunction(() => document.activeElement?.id === 'number', null, { timeout: 10_000 });
  assert.equal(await cardFramePage(page).evaluate(() => document.activeElement.getAttribute('aria-invalid')), 'true');
  await pageIdle(page); // (whatever the refusal sets off has run)
  assert.equal(await frameFocus(page), 'number', 'and it stays there');
  assert.equal((await focused(page)).frame, 'Card details');
  assertCleanJourney(assert, assertClean, page, 'invalid card', [402]);
  await context.close();
});

test('keyboard: under prefers-reduced-motion the slider does not rotate or animate its slides; without it, it does', async () => {
  const context = await browser.newContext();
  const page = await instrumentedPage(context);
  const url = fixtureUrl(servers, { el: 'slider', item: 0 });
  // its autoplay state, then how the next slide comes in (the first one shows without an entrance)
  const motion = async () => {
    const hold = await page.evaluate(() => document.querySelector('paywall-slider').shadowRoot.querySelector('[part~="base"]').getAttribute('data-hold'));
    await page.evaluate(() => document.querySelector('paywall-slider').shadowRoot.querySelector('[part~="next"]').click());
    await page.waitForFunction(() => document.querySelector('paywall-slider').shadowRoot.querySelector('[part~="slides"]').hasAttribute('data-moved'));
    return { hold, animation: await page.evaluate(() => getComputedStyle(document.querySelector('paywall-slider [data-paywall-active]')).animationName) };
  };
  const ready = () => page.waitForFunction(() => document.querySelector('paywall-slider')?.querySelector('[data-paywall-active]') && document.querySelector('paywall-slider').shadowRoot?.querySelector('[part~="next"]'));

  // the first slide never animates in (it is there with the page); a slide the viewer moves to does
  const moveOn = async () => {
    const before = await page.evaluate(() => [...document.querySelector('paywall-slider').children].findIndex((c) => c.hasAttribute('data-paywall-active')));
    await page.locator('paywall-slider [part~="next"]').click();
    await page.waitForFunction((i) => !document.querySelector('paywall-slider').children[i].hasAttribute('data-paywall-active'), before);
  };

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(url);
  await ready();
  assert.deepEqual(await motion(), { hold: 'reduced-motion', animation: 'none' }, 'no autoplay');
  await moveOn();
  assert.deepEqual(await motion(), { hold: 'reduced-motion', animation: 'none' }, 'no slide animation');

  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto(url);
  await ready();
  assert.equal((await motion()).hold, 'none', 'autoplay runs without the preference');
  await moveOn();
  assert.notEqual((await motion()).animation, 'none', 'and the slide animates in');

  // the slider's controls are reachable and show their focus
  const next = await tabTo(page, (f) => f.host === 'paywall-slider' && f.tag === 'button', 'a slider control');
  assert.equal(next.visible, true, 'the slider\'s control shows its focus');
  // focus inside holds the rotation, and leaving releases it (the script-tag build's Preact hears a
  // descendant's focus and blur only in their capture phase: the DOM's focus events do not bubble)
  // (the pointer may still rest on it from the clicks above: then it holds for the hover)
  const holdIs = (want) => page.waitForFunction((w) => w.includes(document.querySelector('paywall-slider').shadowRoot.querySelector('[part~="base"]').getAttribute('data-hold')), want, { timeout: 10_000 });
  await holdIs(['focus']);
  await page.evaluate(() => document.querySelector('paywall-slider').shadowRoot.activeElement.blur());
  await holdIs(['none', 'hover']);
  assertClean(assert, page, 'slider');
  await context.close();
});

test('keyboard: every control of the sign-up form, the pricing and the checkout shows where the focus is', async () => {
  const context = await browser.newContext();
  const page = await instrumentedPage(context);
  await page.goto(fixtureUrl(servers, { layout: 'login', item: 0 }));
  await page.waitForFunction(() => document.querySelector('paywall-login')?.shadowRoot?.querySelector('input[name="email"]'));
  // the sign-up form, opened from its link with Enter
  await tabTo(page, (f) => f.part?.split(' ').includes('link-sign-up'), 'the sign-up link');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('paywall-login').shadowRoot.querySelector('[part~="base"]')?.getAttribute('data-state') === 'sign-up');
  await page.waitForFunction(() => document.querySelector('paywall-login').shadowRoot.querySelector('[part~="register-fields"] select, [part~="register-fields"] input'), null, { timeout: 15_000 });
  const login = await walkFocus(page, 'paywall-login');
  assert.ok(login.checked >= 7, `the sign-up form's controls were reached: ${login.seen.join(', ')}`);
  assert.deepEqual(login.hidden, [], 'sign-up controls without a visible focus');
  await context.close();

  const signedIn = await viewerPage();
  const p = signedIn.page;
  await p.goto(fixtureUrl(servers, { el: 'pricing', item: 50002 }));
  await p.waitForFunction(() => document.querySelector('paywall-pricing')?.shadowRoot?.querySelector('[part~="choose"]'), null, { timeout: 20_000 });
  const pricing = await walkFocus(p, 'paywall-pricing');
  assert.ok(pricing.checked >= 2, `the pricing's controls were reached: ${pricing.seen.join(', ')}`);
  assert.deepEqual(pricing.hidden, [], 'pricing controls without a visible focus');

  await p.locator('paywall-pricing [part~="choose"]').first().focus();
  await p.keyboard.press('Enter');
  await waitForState(p, 'ready', 30_000);
  await p.waitForFunction(() => document.querySelector('paywall-checkout').shadowRoot.querySelector('[part~="pay-button"]')?.disabled === false, null, { timeout: 20_000 });
  const checkout = await walkFocus(p, 'paywall-checkout');
  assert.ok(checkout.checked >= 3, `the checkout's controls were reached: ${checkout.seen.join(', ')}`);
  assert.deepEqual(checkout.hidden, [], 'checkout controls without a visible focus');
  assertCleanJourney(assert, assertClean, p, 'focus walk', [402]);
  await signedIn.context.close();
});

test('keyboard: under prefers-reduced-motion the pricing carousel scrolls without smooth motion', async () => {
  const { context, page } = await viewerPage();
  const behavior = async () => {
    await page.goto(fixtureUrl(servers, { el: 'pricing', item: 50002 }));
    await page.waitForFunction(() => document.querySelector('paywall-pricing')?.shadowRoot?.querySelector('[part~="track"]'), null, { timeout: 20_000 });
    return page.evaluate(() => getComputedStyle(document.querySelector('paywall-pricing').shadowRoot.querySelector('[part~="track"]')).scrollBehavior);
  };
  assert.equal(await behavior(), 'smooth', 'the track scrolls smoothly by default');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  assert.equal(await behavior(), 'auto', 'and jumps under reduced motion');
  assertCleanJourney(assert, assertClean, page, 'pricing motion', [402]);
  await context.close();
});

test('keyboard: the gate\'s sign-in dialog opens with Enter, takes the focus (on its close button, then its form), closes with Escape and with its close button, and gives the focus back each time', async () => {
  const viewer = await newViewer(servers.info);
  const context = await browser.newContext();
  const page = await instrumentedPage(context);
  await page.goto(fixtureUrl(servers, { layout: 'shop', item: 40001 }));
  await page.waitForFunction(() => document.querySelector('paywall-gate')?.shadowRoot?.querySelector('[part~="base"]')?.getAttribute('data-state') === 'locked', null, { timeout: 20_000 });
  const dialogOpen = () => page.evaluate(() => [...document.querySelector('paywall-gate').shadowRoot.querySelectorAll('dialog')].some((d) => d.open));
  const isSignIn = (f) => f?.host === 'paywall-gate' && f.part?.split(' ').includes('sign-in');

  const opener = await tabTo(page, isSignIn, 'the gate\'s Sign in');
  assert.equal(opener.visible, true, 'Sign in shows its focus');
  await page.keyboard.press('Enter');
  // the browser puts the focus on the modal's first control, its close button; Tab goes on to the form
  await page.waitForFunction(() => document.querySelector('paywall-gate').shadowRoot.activeElement?.closest('dialog')?.open);
  assert.equal(await dialogOpen(), true, 'the dialog is open, with the focus in it');
  const inside = await focused(page);
  assert.ok(inside.part.split(' ').includes('dialog-close'), `the focus starts on the dialog's close button (${JSON.stringify(inside)})`);
  assert.equal(inside.visible, true, 'the close button shows its focus');
  assert.equal((await tabTo(page, (f) => f.name === 'email', 'the dialog\'s e-mail field', 3)).host, 'paywall-gate');

  await page.keyboard.press('Escape');
  await page.waitForFunction(() => ![...document.querySelector('paywall-gate').shadowRoot.querySelectorAll('dialog')].some((d) => d.open));
  assert.ok(isSignIn(await focused(page)), `Escape gives the focus back to Sign in (${JSON.stringify(await focused(page))})`);

  // again, closed with the dialog's own close button this time (Shift+Tab from the e-mail field)
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('paywall-gate').shadowRoot.activeElement?.closest('dialog')?.open);
  await tabTo(page, (f) => f.name === 'email', 'the dialog\'s e-mail field', 3);
  await page.keyboard.press('Shift+Tab');
  const close = await focused(page);
  assert.ok(close?.part?.split(' ').includes('dialog-close'), `Shift+Tab reaches the dialog's close button (${JSON.stringify(close)})`);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => ![...document.querySelector('paywall-gate').shadowRoot.querySelectorAll('dialog')].some((d) => d.open));
  assert.ok(isSignIn(await focused(page)), 'the close button gives the focus back to Sign in');

  // and signing in inside it with the keyboard closes it
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('paywall-gate').shadowRoot.activeElement?.closest('dialog')?.open);
  await tabTo(page, (f) => f.name === 'email', 'the dialog\'s e-mail field', 3);
  await page.keyboard.type(viewer.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('journey-pass-1');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => ![...document.querySelector('paywall-gate').shadowRoot.querySelectorAll('dialog')].some((d) => d.open), null, { timeout: 15_000 });
  const inClosedDialog = await page.evaluate(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    const dialog = el?.closest('dialog');
    return !!dialog && !dialog.open;
  });
  assert.equal(inClosedDialog, false, 'the focus is not left on a control of the closed dialog');
  assertCleanJourney(assert, assertClean, page, 'gate dialog', [402]);
  await context.close();
});

test('keyboard: under prefers-reduced-motion the gate\'s and the pricing\'s loading spinners stand still next to their label; without it, they turn', async () => {
  const context = await browser.newContext();
  const page = await instrumentedPage(context);
  // the item's request waits (it still goes to the sandbox) until the spinners have been looked at
  const held = [];
  const release = () => held.splice(0).forEach((go) => go());
  // (the item, its prices and its access: /items/{merchant}/40001, /v2/items/40001/access-fees, /items/40001/access)
  await page.route((url) => /^\/(v2\/)?items\/([\w-]+\/)?40001(\/|$)/.test(url.pathname), async (route) => {
    await new Promise((resolve) => held.push(resolve));
    await route.continue().catch(() => {}); // the page may have moved on
  });
  // both loading lines at the same moment (the gate's changes its text as it goes from step to step)
  const spinners = async () => (await page.waitForFunction(() => {
    const lines = ['paywall-gate', 'paywall-pricing'].map((t) => document.querySelector(t)?.shadowRoot?.querySelector('[part~="loading"]'));
    if (!lines.every((l) => l?.querySelector('.spinner'))) return null;
    return lines.map((l, i) => `${i ? 'paywall-pricing' : 'paywall-gate'}: ${getComputedStyle(l.querySelector('.spinner')).animationName} "${l.textContent.trim()}"`);
  }, null, { timeout: 20_000 })).jsonValue();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(fixtureUrl(servers, { layout: 'shop', item: 40001 }));
  const still = await spinners();
  assert.equal(still.length, 2);
  for (const s of still) assert.match(s, /^paywall-\w+: none "[^"]+"$/, 'a still spinner next to its label');
  release();

  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto(fixtureUrl(servers, { layout: 'shop', item: 40001 }));
  const turning = await spinners();
  assert.ok(turning.every((s) => !s.includes(': none ')), `the spinners turn without the preference (${turning})`);
  release();
  await context.close();
});
