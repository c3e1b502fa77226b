// Element styles select the elements' own classes, never their `part` names: parts are the public
// styling API, so renaming or adding one must not change how the element itself looks.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const src = fileURLToPath(new URL('../../src', import.meta.url));
const styleFiles = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
  e.isDirectory() ? styleFiles(join(dir, e.name)) : e.name.endsWith('.styles.ts') ? [join(dir, e.name)] : []);

test('no element stylesheet selects a part', () => {
  const files = styleFiles(src);
  assert.ok(files.length >= 8, 'the stylesheets were found');
  const offenders = files.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/\[part[~|^$*]?=[^\]]*\]|::part\(/g)].map((m) => `${f.slice(src.length + 1)}: ${m[0]}`));
  assert.deepEqual(offenders, []);
});

test('element stylesheets use logical properties, so right-to-left pages mirror them', () => {
  const files = styleFiles(src);
  for (const translated of ['account/account.styles.ts', 'member-rewards/member-rewards.styles.ts', 'nft-gallery/nft-gallery.styles.ts']) {
    assert.ok(files.some((f) => f.endsWith(translated)), `${translated} is checked`);
  }
  // the translated elements' stylesheets are among those checked (their CSS lives in these files only)
  for (const f of ['gift/gift', 'donate/donate', 'payment-check/payment-check', 'checkout/checkout', 'checkout/bank-frame', 'checkout/methods/methods']) {
    assert.ok(files.includes(join(src, 'components', `${f}.styles.ts`)), `${f}.styles.ts is checked`);
  }
  // the membership-site widgets' stylesheets are among those checked (<paywall-channel> uses the search's)
  const checked = files.map((f) => f.slice(src.length + 1).split('\\').join('/'));
  for (const widget of ['cart-button', 'search', 'slider', 'headlines', 'rail', 'countdown', 'section-links']) {
    assert.ok(checked.some((f) => f.startsWith(`components/${widget}/`)), `the stylesheet of components/${widget} is checked`);
  }
  const physical = /(?:^|[\s;{])(?:margin|padding|border|scroll-margin|scroll-padding)-(?:left|right)\b|border-(?:top|bottom)-(?:left|right)-radius|(?:^|[\s;{])(?:left|right)\s*:|float\s*:\s*(?:left|right)|text-align\s*:\s*(?:left|right)/g;
  const offenders = files.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(physical)].map((m) => `${f.slice(src.length + 1)}: ${m[0].trim()}`));
  assert.deepEqual(offenders, []);
});
