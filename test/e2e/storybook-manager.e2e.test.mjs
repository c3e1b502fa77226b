// `npm run storybook` as a designer opens it: the sidebar lists the library's elements and stories,
// not Storybook's own "Get started" checklist (which the development server shows unless told not to).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from './browser.mjs';
import { waitUntil } from '../helpers/test-wait.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

const freePort = () => new Promise((resolve, reject) => {
  const s = createServer().once('error', reject).listen(0, '127.0.0.1', () => {
    const { port } = s.address();
    s.close(() => resolve(port));
  });
});

test('the Storybook sidebar shows the elements, not Storybook\'s "Get started" checklist', { timeout: 180_000 }, async () => {
  const port = await freePort();
  // its own process group, so stopping it stops what it started
  const dev = spawn(process.execPath, ['node_modules/storybook/dist/bin/dispatcher.js', 'dev', '--ci', '--no-open', '--host', '127.0.0.1', '--port', String(port)], {
    cwd: root, env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' }, stdio: 'ignore', detached: true,
  });
  const browser = await launchBrowser();
  try {
    await waitUntil(() => fetch(`http://127.0.0.1:${port}/`).then((r) => r.ok, () => false), 120_000).catch(() => assert.fail('storybook dev answered'));
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.locator('#storybook-explorer-tree').getByText('paywall-account').first().waitFor({ timeout: 60_000 });
    // the sidebar decides on the checklist from these flags as it renders the tree (no later moment to wait for)
    assert.deepEqual(await page.evaluate(() => {
      const { sidebarOnboardingChecklist, menuOnboardingChecklist } = globalThis.FEATURES ?? {};
      return { sidebarOnboardingChecklist, menuOnboardingChecklist };
    }), { sidebarOnboardingChecklist: false, menuOnboardingChecklist: false });
    assert.doesNotMatch(await page.locator('body').innerText(), /Get started/i);
  } finally {
    await browser.close();
    try {
      process.kill(-dev.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
});
