// `npm run storybook` as a designer opens it: the sidebar lists the library's elements and stories,
// not Storybook's own "Get started" checklist (which the development server shows unless told not to).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from './browser.mjs';

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
    let up = false;
    for (let i = 0; i < 120 && !up; i++) {
      up = await fetch(`http://127.0.0.1:${port}/`).then((r) => r.ok, () => false);
      if (!up) await new Promise((r) => setTimeout(r, 1000));
    }
    assert.ok(up, 'storybook dev answered');
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.locator('#storybook-explorer-tree').getByText('paywall-account').first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1500);
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
