#!/usr/bin/env node
// Captures <paywall-member-rewards>, <paywall-nft-gallery> and <paywall-account> (as the sandbox's
// seeded demo viewer, at desktop and phone width) on the journey fixture, against a fresh sandbox,
// into docs/screenshots/ (linked from docs/elements.md). Run after `npm run build` (tsx, for the
// journey helpers' TypeScript):
//   node --import tsx scripts/screenshots-rewards-nft.mjs
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../test/e2e/browser.mjs';
import { startServers, newViewer, signInContext, fixtureUrl, waitForElementState, api } from '../test/e2e/journeys-helpers.mjs';
import { DEMO_VIEWER } from '../sandbox/demo-viewer.mjs';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));
const out = 'docs/screenshots';
mkdirSync(out, { recursive: true });

const servers = await startServers();
const browser = await launchBrowser();
const shot = async (target, name) => {
  await target.screenshot({ path: `${out}/${name}.png` });
  console.log(`${out}/${name}.png`);
};

try {
  const viewer = await newViewer(servers.info);
  const context = await browser.newContext({ viewport: { width: 900, height: 900 }, deviceScaleFactor: 1, permissions: ['clipboard-read', 'clipboard-write'] });
  await signInContext(context, servers.web.url, viewer);
  const page = await context.newPage();

  await page.goto(fixtureUrl(servers, { el: 'member-rewards', item: 0 }));
  await waitForElementState(page, 'paywall-member-rewards', 'ready');
  await page.locator('paywall-member-rewards [part~="copy-button"]').first().click();
  await page.waitForTimeout(300);
  await shot(page.locator('paywall-member-rewards'), 'member-rewards-ready');

  await page.goto(fixtureUrl(servers, { el: 'nft-gallery', item: 0 }));
  await waitForElementState(page, 'paywall-nft-gallery', 'ready');
  await page.waitForTimeout(800);
  await shot(page.locator('paywall-nft-gallery'), 'nft-gallery-ready');
  await page.locator('paywall-nft-gallery a[href="#nft-70013"]').click();
  await page.locator('paywall-nft-gallery [part~="reserve-button"]').click();
  await page.locator('paywall-nft-gallery [part~="reserved"]').waitFor();
  await page.waitForTimeout(300);
  await shot(page.locator('paywall-nft-gallery [part~="detail-dialog"]'), 'nft-detail-reserved');

  // the account as the seeded demo viewer (profiles, favorites, history, purchases, subscriptions, card, mandate)
  const demo = await api(servers.info, '/accounts/authenticate', {
    method: 'POST', form: { client_id: servers.info.clientId, grant_type: 'password', username: DEMO_VIEWER.email, password: DEMO_VIEWER.password },
  });
  const record = { token: demo.access_token, refreshToken: demo.refresh_token ?? '', expires: Number(demo.expires) };
  const account = async (width, height) => {
    const ctx = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1 });
    await signInContext(ctx, servers.web.url, { record });
    return ctx.newPage();
  };
  const section = async (p, name, state = 'ready') => {
    await p.goto(fixtureUrl(servers, { el: 'account', section: name }));
    await p.waitForFunction(([n, s]) => document.querySelector('paywall-account')?.shadowRoot?.querySelector(`[part~="section-${n}"]`)?.getAttribute('data-state') === s, [name, state]);
    await p.waitForTimeout(500);
  };
  const desk = await account(1000, 900);
  for (const name of ['details', 'profiles', 'history', 'payment']) {
    await section(desk, name);
    await shot(desk.locator('paywall-account'), `account-${name}`);
  }
  await section(desk, 'subscriptions');
  await desk.locator('paywall-account [part~="subscription"]', { hasText: 'All Access' }).locator('[part~="details-button"]').click();
  await desk.locator('paywall-account [part~="plan-option"]').first().locator('input').check();
  await desk.waitForTimeout(300);
  await shot(desk.locator('paywall-account'), 'account-subscriptions');
  await desk.evaluate(() => document.dispatchEvent(new CustomEvent('paywall-exit-survey-open')));
  await desk.locator('paywall-account dialog[open]').waitFor();
  await desk.locator('paywall-account dialog[open] input[type="checkbox"]').nth(1).check();
  await desk.waitForTimeout(300);
  await shot(desk, 'account-exit-survey');
  const phone = await account(390, 844);
  await section(phone, 'purchases');
  await shot(phone.locator('paywall-account'), 'account-phone-purchases');
} finally {
  await browser.close();
  await servers.close();
}
