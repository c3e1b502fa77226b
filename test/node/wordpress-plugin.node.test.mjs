// The WordPress plugin example (examples/wordpress-plugin): its rendering, escaping, settings and
// registrations checked on the PHP command line (test/wordpress/plugin.test.php, one subtest per
// check), then a page rendered by the plugin opened in Chromium under a strict CSP against the
// sandbox: the elements it printed come alive with the library it enqueued.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from '../../scripts/static-server.mjs';
import { startSandbox } from '../../sandbox/server.mjs';
import { launchBrowser, instrumentedPage, assertClean } from '../e2e/browser.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const php = process.env.PHP_PATH || 'php';

before(() => {
  const built = spawnSync(process.execPath, ['examples/wordpress-plugin/build.mjs'], { cwd: root, encoding: 'utf8' });
  assert.equal(built.status, 0, `the plugin build failed: ${built.stderr}`);
  const version = spawnSync(php, ['--version'], { encoding: 'utf8' });
  assert.equal(version.status, 0, 'PHP is needed for the plugin tests (apt-get install -y php-cli, or set PHP_PATH)');
});

test('the plugin renders, escapes and registers every element (PHP command line)', async (t) => {
  const run = spawnSync(php, ['test/wordpress/plugin.test.php'], { cwd: root, encoding: 'utf8' });
  const lines = run.stdout.split('\n');
  const checks = lines.filter((l) => /^(not )?ok \d+ - /.test(l));
  assert.ok(checks.length >= 20, `expected the PHP checks, got:\n${run.stdout}\n${run.stderr}`);
  for (const line of checks) {
    const [, not, name] = line.match(/^(not )?ok \d+ - (.*)$/);
    const detail = lines.slice(lines.indexOf(line) + 1).filter((l, i, a) => a.slice(0, i + 1).every((x) => x.startsWith('# '))).join('\n');
    await t.test(name, () => assert.ok(!not, detail));
  }
  assert.equal(run.status, 0, run.stderr);
});

let sandbox, server, browser;
before(async () => {
  sandbox = await startSandbox({ port: 0, fresh: true, quiet: true });
  const csp = `default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: ${sandbox.apiBase}; ` +
    `connect-src 'self' ${sandbox.apiBase}; frame-src ${sandbox.apiBase}; require-trusted-types-for 'script'`;
  server = await startStaticServer({
    mounts: { '/wp-content/plugins/': 'examples/wordpress-plugin' },
    headers: () => ({ 'content-security-policy': csp }),
    handle(req, res) {
      if (new URL(req.url, 'http://x').pathname !== '/post/') return false;
      const script = `${server.url}/wp-content/plugins/paywall-elements/library/iife/paywall-elements.iife.js`;
      const page = spawnSync(php, ['test/wordpress/render-page.php', sandbox.merchantUuid, sandbox.apiBase, script], { cwd: root, encoding: 'utf8' });
      res.writeHead(page.status === 0 ? 200 : 500, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': csp })
        .end(page.status === 0 ? page.stdout : page.stderr);
      return true;
    },
  });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.close();
  await sandbox?.close();
});

test('a page rendered by the plugin runs the elements it printed, under a strict CSP', async () => {
  const context = await browser.newContext();
  const page = await instrumentedPage(context);
  await page.goto(`${server.url}/post/`);
  const state = (tag) => page.evaluate((t) => document.querySelector(t)?.shadowRoot?.querySelector('[part~="base"]')?.getAttribute('data-state') ?? null, tag);
  await page.waitForFunction(() => document.querySelector('paywall-gate')?.shadowRoot?.querySelector('[part~="base"]')?.getAttribute('data-state') === 'locked', undefined, { timeout: 15000 });
  await page.waitForFunction(() => document.querySelector('paywall-pricing')?.shadowRoot?.querySelector('[part~="base"]')?.getAttribute('data-state') === 'ready', undefined, { timeout: 15000 });
  assert.equal(await state('paywall-login'), 'sign-in');
  assert.equal(await page.locator('script').count(), 1, 'one script tag, no inline script');
  assert.equal(await page.evaluate(() => document.querySelectorAll('paywall-config').length), 1);
  assertClean(assert, page, 'wordpress page');
  await context.close();
});
