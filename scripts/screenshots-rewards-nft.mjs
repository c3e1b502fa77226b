#!/usr/bin/env node
// Captures <paywall-member-rewards> and <paywall-nft-gallery> on the journey fixture, against a fresh
// sandbox, into docs/screenshots/ (linked from docs/elements.md). Run after `npm run build`:
//   node scripts/screenshots-rewards-nft.mjs
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../test/e2e/browser.mjs';
import { startServers, newViewer, signInContext, fixtureUrl, waitForElementState } from '../test/e2e/journeys-helpers.mjs';

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
} finally {
  await browser.close();
  await servers.close();
}
