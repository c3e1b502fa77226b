#!/usr/bin/env node
// `npm run test:wordpress`: the WordPress plugin (examples/wordpress-plugin) in a real WordPress, in
// Chromium, against the sandbox platform. Not part of `npm test` (CI's budget): a separate run, as
// root (it installs Debian's packages the first time, as `npm test` installs Chromium).
//
// 1. Debian's `wordpress`, `mariadb-server`, `php-mysql` and the Twenty Twenty-One theme are installed
//    when missing (apt-get, as root; nothing starts as a service);
// 2. a private MariaDB server runs in a temporary folder on a free port, and WordPress is served by
//    PHP's own server on another one: Debian's wp-config.php reads this run's settings from
//    /etc/wordpress/config-<run>.php (named by the WORDPRESS_CONFIG variable, removed at the end), and
//    the site's wp-content (the plugin, the theme) is a temporary folder too;
// 3. WordPress is installed over HTTP (install.php), then a PHP script inside WordPress activates the
//    plugin (with the library copied in by examples/wordpress-plugin/build.mjs), saves its settings
//    (the sandbox's demo merchant) and creates two pages: one with shortcodes, one with blocks;
// 4. in Chromium both pages render the elements; on the shortcode page a viewer signs up with
//    [paywall_login], buys the film on [paywall_pricing] with the test card and [paywall_gate] unlocks.
// Everything it started is stopped by its process id, and its folders and file removed.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';
import { startSandbox } from '../sandbox/server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const WP = '/usr/share/wordpress';
const PACKAGES = ['wordpress', 'mariadb-server', 'php-mysql', 'wordpress-theme-twentytwentyone'];
const run = `paywall-run-${process.pid}`;
const configFile = `/etc/wordpress/config-${run}.php`;
const stops = [];
/** The Chromium page, for a screenshot when the check fails (WORDPRESS_CHECK_SCREENSHOT=<file>). */
let shown = null;
const started = Date.now();
const say = (m) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${m}`);

function sh(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', ...opts });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} exited with ${r.status}: ${(r.stderr || r.stdout || '').slice(-2000)}`);
  return r.stdout;
}
const freePort = () => new Promise((ok, ko) => {
  const s = createServer().listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => ok(port)); }).on('error', ko);
});
/** Starts a process of ours, stopped at the end by its id. */
function daemon(cmd, args, opts) {
  const p = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], ...opts });
  let log = '';
  p.stdout.on('data', (d) => { log = (log + d).slice(-4000); });
  p.stderr.on('data', (d) => { log = (log + d).slice(-4000); });
  stops.push(() => new Promise((done) => {
    if (p.exitCode !== null) return done();
    p.once('exit', done);
    p.kill('SIGTERM');
    setTimeout(() => { if (p.exitCode === null) p.kill('SIGKILL'); }, 5000).unref();
  }));
  p.log = () => log;
  return p;
}
async function until(what, check, timeout = 30_000) {
  const end = Date.now() + timeout;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
/** PHP's serialize() of a flat array of strings. */
const serialize = (o) => `a:${Object.keys(o).length}:{${Object.entries(o).map(([k, v]) => `s:${Buffer.byteLength(k)}:"${k}";s:${Buffer.byteLength(v)}:"${v}";`).join('')}}`;

try {
  // 1. the packages
  const missing = PACKAGES.filter((p) => spawnSync('dpkg-query', ['-W', '-f=${Status}', p], { encoding: 'utf8' }).stdout !== 'install ok installed');
  if (missing.length) {
    if (process.getuid?.() !== 0) throw new Error(`WordPress is not installed (${missing.join(', ')}); run this as root, or: apt-get install -y ${PACKAGES.join(' ')}`);
    say(`installing ${missing.join(', ')} with apt-get`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const args = ['install', '-y', '-qq', '--no-install-recommends', ...PACKAGES];
    if (spawnSync('apt-get', args, { env, stdio: 'inherit' }).status !== 0) {
      sh('apt-get', ['update', '-qq'], { env });
      sh('apt-get', args, { env });
    }
  }
  if (existsSync(configFile)) throw new Error(`${configFile} exists: is another run going on?`);
  const version = sh('php', ['-r', `include '${WP}/wp-includes/version.php'; echo $wp_version;`]).trim();
  say(`WordPress ${version}, PHP ${sh('php', ['-r', 'echo PHP_VERSION;'])}`);

  // 2. the database and the site's folders
  const dir = mkdtempSync(join(tmpdir(), 'paywall-wordpress-'));
  chmodSync(dir, 0o755);
  stops.push(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(join(dir, 'db'));
  sh('chown', ['mysql:mysql', join(dir, 'db')]);
  sh('mariadb-install-db', ['--no-defaults', `--datadir=${join(dir, 'db')}`, '--user=mysql', '--auth-root-authentication-method=normal', '--skip-test-db']);
  const dbPort = await freePort();
  const socket = join(dir, 'db', 'mysqld.sock');
  const db = daemon('mariadbd', ['--no-defaults', `--datadir=${join(dir, 'db')}`, `--socket=${socket}`, `--port=${dbPort}`, '--bind-address=127.0.0.1', '--user=mysql', '--skip-name-resolve']);
  await until('the database server', async () => spawnSync('mariadb', ['--no-defaults', `--socket=${socket}`, '-uroot', '-e', 'SELECT 1']).status === 0);
  sh('mariadb', ['--no-defaults', `--socket=${socket}`, '-uroot', '-e', "CREATE DATABASE wp; CREATE USER 'wp'@'127.0.0.1' IDENTIFIED BY 'wp'; GRANT ALL ON wp.* TO 'wp'@'127.0.0.1';"]);
  say(`MariaDB on 127.0.0.1:${dbPort} (pid ${db.pid})`);

  const content = join(dir, 'wp-content');
  for (const d of ['plugins', 'themes', 'uploads']) mkdirSync(join(content, d), { recursive: true });
  symlinkSync(join(WP, 'wp-content/themes/twentytwentyone'), join(content, 'themes/twentytwentyone'));
  sh(process.execPath, [join(root, 'examples/wordpress-plugin/build.mjs')]);
  cpSync(join(root, 'examples/wordpress-plugin/paywall-elements'), join(content, 'plugins/paywall-elements'), { recursive: true });

  const sandbox = await startSandbox({ port: 0, fresh: true, quiet: true });
  stops.push(() => sandbox.close());
  const info = sandbox.info();

  const port = await freePort();
  const site = `http://127.0.0.1:${port}`;
  writeFileSync(configFile, `<?php
// this run of scripts/wordpress-check.mjs (removed when it ends)
define('DB_NAME', 'wp');
define('DB_USER', 'wp');
define('DB_PASSWORD', 'wp');
define('DB_HOST', '127.0.0.1:${dbPort}');
define('WP_CONTENT_DIR', '${content}');
define('WP_CONTENT_URL', '${site}/wp-content');
define('WP_HOME', '${site}');
define('WP_SITEURL', '${site}');
define('AUTOMATIC_UPDATER_DISABLED', true);
define('WP_HTTP_BLOCK_EXTERNAL', true);
`);
  stops.push(() => rmSync(configFile, { force: true }));
  // PHP's server runs WordPress; /wp-content/ comes from this run's folder
  const router = join(dir, 'router.php');
  writeFileSync(router, `<?php
$path = parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH);
if (strpos($path, '/wp-content/') === 0) {
  $file = realpath(getenv('WP_RUN_CONTENT') . substr($path, strlen('/wp-content')));
  $types = array('js' => 'text/javascript', 'css' => 'text/css', 'json' => 'application/json', 'html' => 'text/html; charset=utf-8', 'svg' => 'image/svg+xml', 'png' => 'image/png', 'woff2' => 'font/woff2');
  if ($file && is_file($file) && strpos($file, '.php') === false) {
    $ext = pathinfo($file, PATHINFO_EXTENSION);
    header('Content-Type: ' . (isset($types[$ext]) ? $types[$ext] : 'application/octet-stream'));
    readfile($file);
    return true;
  }
  http_response_code(404);
  return true;
}
return false;
`);
  // Debian's wp-config.php takes the config's name from $_SERVER['WORDPRESS_CONFIG'] (Apache's SetEnv)
  const prepend = join(dir, 'prepend.php');
  writeFileSync(prepend, "<?php $_SERVER['WORDPRESS_CONFIG'] = getenv('WORDPRESS_CONFIG');\n");
  const env = { ...process.env, WORDPRESS_CONFIG: run, WP_RUN_CONTENT: content };
  const php = daemon('php', ['-d', `auto_prepend_file=${prepend}`, '-S', `127.0.0.1:${port}`, '-t', WP, router], { env });
  try {
    await until('WordPress', async () => (await fetch(`${site}/wp-admin/install.php`)).ok);
  } catch (error) {
    const probe = await fetch(`${site}/wp-admin/install.php`).then(async (r) => `${r.status} ${(await r.text()).slice(0, 600)}`, (e) => String(e));
    throw new Error(`${error.message}: ${probe}\n${php.log()}`, { cause: error });
  }
  say(`WordPress on ${site} (pid ${php.pid})`);

  // 3. install, activate the plugin, settings, two pages
  const install = await fetch(`${site}/wp-admin/install.php?step=2`, {
    method: 'POST',
    body: new URLSearchParams({ weblog_title: 'Paywall Elements on WordPress', user_name: 'admin', admin_password: 'wp-check-pass-1', admin_password2: 'wp-check-pass-1', pw_weak: '1', admin_email: 'admin@example.test', blog_public: '0', language: '' }),
  });
  assert.match(await install.text(), /Success!/, 'WordPress installed');
  const setup = join(dir, 'setup.php');
  writeFileSync(setup, `<?php
$_SERVER['HTTP_HOST'] = '127.0.0.1:${port}';
$_SERVER['REQUEST_URI'] = '/';
require '${WP}/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
$activated = activate_plugin('paywall-elements/paywall-elements.php');
if (is_wp_error($activated)) { fwrite(STDERR, $activated->get_error_message()); exit(1); }
switch_theme('twentytwentyone');
update_option('paywall_elements_settings', unserialize('${serialize({ merchant_uuid: info.merchantUuid, environment: 'sandbox', api_base: info.apiBase, script_url: '', card_frame_url: '' })}'));
$page = function ($title, $content) {
  return wp_insert_post(array('post_type' => 'page', 'post_status' => 'publish', 'post_title' => $title, 'post_content' => $content), true);
};
$shortcodes = $page('Shortcodes', implode("\\n\\n", array(
  '[paywall_gate item-id="40002"]<p>Signals from the Deep: the trailer, for everyone.</p>[/paywall_gate]',
  '[paywall_pricing item-id="40002"]',
  '[paywall_login]',
  '[paywall_capture purpose="newsletter"]',
)));
$blocks = $page('Blocks', implode("\\n\\n", array(
  '<!-- wp:paywall-elements/gate {"itemId":"40003"} --><p>Harvest Moon: the trailer.</p><!-- /wp:paywall-elements/gate -->',
  '<!-- wp:paywall-elements/pricing {"itemId":"40003"} /-->',
  '<!-- wp:paywall-elements/login {"noSocial":true} /-->',
)));
if (is_wp_error($shortcodes) || is_wp_error($blocks)) { fwrite(STDERR, 'pages'); exit(1); }
echo json_encode(array('shortcodes' => $shortcodes, 'blocks' => $blocks, 'active' => get_option('active_plugins')));
`);
  const pages = JSON.parse(sh('php', ['-d', `auto_prepend_file=${prepend}`, setup], { env }));
  assert.deepEqual(pages.active, ['paywall-elements/paywall-elements.php'], 'the plugin is active');
  say(`plugin active; pages ${pages.shortcodes} (shortcodes) and ${pages.blocks} (blocks)`);

  // 4. in Chromium
  const { launchBrowser, instrumentedPage, assertClean } = await import('../test/e2e/browser.mjs');
  const { assertCleanJourney, typeCard, waitForState, payButton } = await import('../test/e2e/journeys-helpers.mjs');
  const browser = await launchBrowser();
  stops.push(() => browser.close());
  const context = await browser.newContext();
  // WordPress answers the browser's favicon request with 404 when the site has no icon: not the plugin's
  await context.route('**/favicon.ico', (route) => route.fulfill({ status: 204, body: '' }));
  const page = await instrumentedPage(context);
  shown = page;

  const stateOf = (tag) => page.evaluate((t) => document.querySelector(t)?.shadowRoot?.querySelector('[part~="base"]')?.getAttribute('data-state') ?? null, tag);
  const waitFor = (tag, state) => page.waitForFunction(([t, s]) => document.querySelector(t)?.shadowRoot?.querySelector('[part~="base"]')?.getAttribute('data-state') === s, [tag, state], { timeout: 30_000 });

  await page.goto(`${site}/?page_id=${pages.shortcodes}`);
  const html = await page.content();
  assert.ok(html.includes(`<paywall-config merchant-uuid="${info.merchantUuid}" environment="sandbox" api-base="${info.apiBase}"`), 'the page configuration is in the page');
  assert.ok(/<script[^>]+src="[^"]*\/wp-content\/plugins\/paywall-elements\/library\/iife\/paywall-elements\.iife\.js/.test(html), 'the library is loaded from the plugin');
  await waitFor('paywall-gate', 'locked');
  await waitFor('paywall-pricing', 'ready');
  await waitFor('paywall-login', 'sign-in');
  await waitFor('paywall-capture', 'ready');
  say('shortcode page: gate locked, pricing ready, login and capture forms shown');

  // a viewer signs up with [paywall_login] and buys the film on [paywall_pricing]
  const email = `wordpress-${Date.now()}@example.test`;
  await page.locator('paywall-login [part~="link-sign-up"]').click();
  await waitFor('paywall-login', 'sign-up');
  await page.locator('paywall-login input[name="fullName"]').fill('Wanda Press');
  await page.locator('paywall-login input[name="email"]').fill(email);
  await page.locator('paywall-login input[name="password"]').fill('wp-viewer-pass-1');
  await page.locator('paywall-login input[name="passwordConfirmation"]').fill('wp-viewer-pass-1');
  await page.locator('paywall-login [part~="form-sign-up"] [part~="submit"]').click();
  await waitFor('paywall-login', 'signed-in');
  say(`signed up as ${email}`);
  await page.locator('paywall-pricing [part~="choose"]').first().click();
  await waitForState(page, 'ready', 30_000);
  await typeCard(page, '4242424242424242', { name: 'Wanda Press' });
  await page.waitForFunction(() => !document.querySelector('paywall-checkout').shadowRoot.querySelector('[part~="pay-button"]').disabled);
  await payButton(page).click();
  await waitForState(page, 'success', 30_000);
  await waitFor('paywall-gate', 'unlocked');
  say('paid with the test card: the gate unlocked');
  assertCleanJourney(assert, assertClean, page, 'shortcode page', [402]);

  await page.goto(`${site}/?page_id=${pages.blocks}`);
  assert.ok((await page.content()).includes('<paywall-gate item-id="40003"><p>Harvest Moon: the trailer.</p></paywall-gate>'), 'the gate block with its inner content');
  await waitFor('paywall-gate', 'locked');
  await waitFor('paywall-pricing', 'ready');
  await waitFor('paywall-login', 'signed-in');
  assert.equal(await stateOf('paywall-gate'), 'locked', 'another film: locked for the viewer');
  say('block page: gate locked, pricing ready, the viewer signed in');
  assertCleanJourney(assert, assertClean, page, 'block page', [402]);
  console.log(`\nWordPress ${version}: shortcodes and blocks render the elements; a viewer signed up and bought against the sandbox (${((Date.now() - started) / 1000).toFixed(0)} s).`);
} catch (error) {
  console.error(`\nThe WordPress check failed: ${error?.stack ?? error}`);
  process.exitCode = 1;
  if (shown && process.env.WORDPRESS_CHECK_SCREENSHOT) await shown.screenshot({ path: process.env.WORDPRESS_CHECK_SCREENSHOT, fullPage: true }).catch(() => undefined);
} finally {
  for (const stop of stops.reverse()) await Promise.resolve().then(stop).catch(() => undefined);
}
