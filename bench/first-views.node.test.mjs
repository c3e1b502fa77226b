// What the measured first views of the built script-tag bundle leave out: code that only a later
// action of the viewer needs loads with that action, so no page pays for it up front.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadManifest, measureBuild } from './sizes.mjs';

const root = new URL('..', import.meta.url).pathname;
const built = existsSync(join(root, 'dist', 'cdn', 'manifest.json'));

/** A measured page's first view: the chunk files it fetches (the stub aside) and the modules in them. */
function firstView(page) {
  const manifest = loadManifest(join(root, 'dist', 'cdn'));
  const files = measureBuild(root).pages[page].files.map((f) => f.file).filter((f) => manifest.byFile.has(f));
  return { files, names: new Set(files.map((f) => manifest.byFile.get(f).name)), modules: new Set(files.flatMap((f) => manifest.byFile.get(f).modules)) };
}

/** Asserts that a page's first view carries none of `later`'s modules; `say(module, when)` words a failure. */
function assertLeavesOut(modules, later, say) {
  for (const [module, when] of Object.entries(later)) assert.ok(!modules.has(module), say(module, when));
}

/** Modules a first view must not carry, with the action that loads them. */
const LATER = {
  'src/stores/social-return.ts': 'social sign-in: the buttons, or an address that holds a provider\'s return',
  'src/client/resources/accounts.ts': 'signing in or up, and the account calls',
  'src/client/resources/payments.ts': 'paying',
  'src/client/session-refresh.ts': 'a token that needs refreshing',
  'src/client/notifications/core.ts': 'subscribing to payment events',
};

/** Modules the signed-out pages (the gate, the pricing table) leave out besides, with the moment they load. */
const SIGNED_IN_LATER = {
  'src/components/ui/owned-access.ts': 'a signed-in viewer (what the viewer owns, shown as a notice)',
  'src/stores/pending-purchase.ts': 'a return from the bank',
};

test('the first views of the gate, the pricing table and the sign-up form carry no code a later action loads', { skip: !built && 'build first' }, () => {
  for (const page of ['gate', 'pricing', 'signUp']) {
    assertLeavesOut(firstView(page).modules, { ...LATER, ...SIGNED_IN_LATER }, (module, when) => `the ${page} page's first view carries ${module}, which should load with ${when}`);
  }
});

/** Modules the checkout page (until its card frame is ready) must not carry, with the action that loads them. */
const CHECKOUT_LATER = {
  'src/client/resources/payment-calls.ts': 'paying (the purchase probe, a confirmation after the bank) or another method\'s form: the page only lists the methods',
  'src/i18n/dialogs.ts': 'starting to pay (the title and advice of a failure come with the payment code)',
  'src/components/checkout/pay-pipeline.ts': 'starting to pay',
  'src/stores/pending-purchase.ts': 'a return from the bank (or starting to pay, with the payment code)',
  'src/stores/bank-frame.ts': 'starting to pay (the payment code opens the bank frame)',
};

test('the checkout page\'s first view lists the payment methods without the client\'s payment calls, and leaves the failure texts to the payment code', { skip: !built && 'build first' }, () => {
  const { names, modules } = firstView('checkout');
  assert.ok(names.has('checkout'), 'the page has the checkout chunk');
  assert.ok(modules.has('src/client/resources/payments.ts'), 'the methods list comes with the page');
  assertLeavesOut(modules, CHECKOUT_LATER, (module, when) => `the checkout page's first view carries ${module}, which should load with ${when}`);
});

/** Modules the sign-up form's first view must not carry: the login loads them right after its first paint, or when the viewer sends a form first. */
const AFTER_FIRST_PAINT = {
  'src/client/http.ts': 'the client\'s HTTP layer (ofetch)',
  'src/client/client.ts': 'the platform client',
  'src/stores/client.ts': 'the page\'s client',
  'src/stores/session.ts': 'session management (the stored token is read without it)',
  'src/stores/branding.ts': 'the merchant\'s branding',
  'src/components/login/auth.ts': 'the sign-in and sign-up calls',
  'src/components/login/with-platform.tsx': 'the login\'s platform part',
};

test('the sign-up form\'s first view carries neither the platform chunk nor the login\'s platform part', { skip: !built && 'build first' }, () => {
  const { names, modules } = firstView('signUp');
  assert.ok(names.has('login'), 'the page has the login chunk');
  assert.ok(!names.has('platform'), `the sign-up page fetches the platform chunk: ${[...names].join(', ')}`);
  assertLeavesOut(modules, AFTER_FIRST_PAINT, (module, what) => `the sign-up page's first view carries ${module} (${what}), which should load after the form's first paint`);
});

/** Lazy views another element shows, and the element whose chunk they must not bring whole. */
const BORROWED = [
  ['src/components/login/signed-in.tsx', 'elements/paywall-account.ts', 'the login\'s signed-in view shows the account\'s profile line'],
  ['src/components/account/sections/payment.tsx', 'elements/paywall-donate.ts', 'the account\'s payment section shows the donation\'s frame page'],
];

test('a lazy view that shows a small part of another element loads that part, not the element\'s whole chunk', { skip: !built && 'build first' }, async () => {
  const { closure } = await import('./sizes.mjs');
  const manifest = loadManifest(join(root, 'dist', 'cdn'));
  const fileOf = (module) => manifest.chunks.find((c) => c.modules.includes(module))?.file;
  for (const [view, element, why] of BORROWED) {
    const lazy = fileOf(view);
    const chunk = fileOf(element);
    assert.ok(lazy && chunk, `${view} and ${element} are built`);
    assert.ok(manifest.byFile.get(lazy).isDynamicEntry, `${view} is a chunk loaded on demand`);
    const files = closure(manifest, [lazy]);
    assert.ok(!files.has(chunk), `${why}, yet it brings ${element}'s chunk (${chunk}) with it: ${[...files].join(', ')}`);
  }
});
