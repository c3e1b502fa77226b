// The card frame build: the card and mandate pages, no eval, no postMessage to '*', and its strict policy intact.
// The script-tag bundles the page loads are checked for postMessage to '*' as well (RELIABILITY B4).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { buildCardFrame, inlineHash, minifyHtml } from './build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const WILDCARD_POST = /postMessage\([^;]{0,300}?["'`]\*["'`]\s*[,)]/;

async function files(dir) {
  const out = [];
  for (const name of await readdir(dir)) {
    const p = join(dir, name);
    if ((await stat(p)).isDirectory()) out.push(...(await files(p)));
    else out.push(p);
  }
  return out;
}

test('buildCardFrame writes each page with its script and stylesheet inline, allowed by their hashes (and the card page\'s later script by its origin), and the scripts with source maps beside them', async () => {
  const out = await mkdtemp(join(tmpdir(), 'card-frame-'));
  try {
    await buildCardFrame({ outDir: out });
    assert.deepEqual((await readdir(out)).sort(), [
      'card-fields.js', 'card-fields.js.map', 'card-update.html', 'card-update.js', 'card-update.js.map', 'donation.html', 'donation.js', 'donation.js.map', 'frame.js', 'frame.js.map', 'index.html', 'mandate.html', 'mandate.js', 'mandate.js.map',
    ]);
    for (const [page, script] of [['index.html', 'frame.js'], ['mandate.html', 'mandate.js'], ['donation.html', 'donation.js'], ['card-update.html', 'card-update.js']]) {
      const js = await readFile(join(out, script), 'utf8');
      assert.doesNotMatch(js, WILDCARD_POST, `${script}: no postMessage to '*'`);
      assert.doesNotMatch(js, /\beval\(|new Function\(/, `${script}: no eval`);
      assert.match(js, /paywall-card:hello/);
      const html = await readFile(join(out, page), 'utf8');
      const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
      const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
      assert.equal(inline.length, 1, `${page}: one inline script`);
      assert.equal(styles.length, 1, `${page}: one inline stylesheet`);
      assert.equal(inline[0], js.trim(), `${page}: the script is ${script}`);
      const later = page === 'index.html' ? " 'self'" : '';
      assert.match(html, new RegExp(`default-src 'none'; script-src ${inlineHash(inline[0]).replace(/[+/]/g, '\\$&')}${later}; style-src ${inlineHash(styles[0]).replace(/[+/]/g, '\\$&')}; connect-src`), `${page}: only these two blocks may run or apply`);
      assert.doesNotMatch(html, /<script src|<link rel="stylesheet"|'unsafe-inline'/, `${page}: nothing else is loaded or allowed`);
      assert.ok(html.indexOf('<script>') > html.indexOf('</form>'), `${page}: the script runs once the fields are parsed`);
    }
    assert.doesNotMatch(await readFile(join(out, 'frame.js'), 'utf8'), /direct-debit|donation|cards\/default/, 'the card page carries no mandate, donation or card-update code');
    // the card page's own script connects and says it is ready; the checks and the request load with its fields' code
    const frame = await readFile(join(out, 'frame.js'), 'utf8');
    const fields = await readFile(join(out, 'card-fields.js'), 'utf8');
    assert.match(frame, /"card-fields\.js"/);
    assert.doesNotMatch(frame, /Enter a valid card number|Idempotency-Key/, 'the card checks and the request are not in the page');
    assert.match(fields, /Enter a valid card number/);
    assert.match(fields, /Idempotency-Key/);
    // so are a payment message's checks (its allowed fields), which nothing needs until Pay
    assert.doesNotMatch(frame, /receiver_email/, 'the payment message is checked by the fields\' code');
    assert.match(fields, /receiver_email/);
    assert.match(fields, /paywall-card-fields/);
    assert.doesNotMatch(fields, WILDCARD_POST);
    assert.doesNotMatch(fields, /paywall-card:hello|\.postMessage\(/, 'the fields\' code reaches the parent only through the page\'s sender');
    assert.match(fields, /\/\/# sourceMappingURL=card-fields\.js\.map\s*$/);
    assert.match(await readFile(join(out, 'card-update.js'), 'utf8'), /cards\/default/);
    assert.match(await readFile(join(out, 'donation.html'), 'utf8'), /id="number"[^>]*autocomplete="cc-number"/, 'the donation page has the card page\'s fields');
  } finally {
    await rm(out, { recursive: true, force: true });
  }
});

test("no script the page loads posts a message to '*'", async () => {
  const dirs = ['dist/cdn', 'dist/iife', 'dist/esm'].map((d) => join(root, d));
  assert.ok(dirs.every((d) => existsSync(d)), 'run the build first (npm run build)');
  const scripts = (await Promise.all(dirs.map(files))).flat().filter((f) => f.endsWith('.js'));
  assert.ok(scripts.length > 3);
  const offenders = [];
  for (const f of scripts) if (WILDCARD_POST.test(await readFile(f, 'utf8'))) offenders.push(f);
  assert.deepEqual(offenders, []);
});

test('the frame pages ship without comments and with collapsed whitespace', () => {
  const html = minifyHtml('<!doctype html>\n<html>\n  <!-- a note -->\n  <head>\n    <meta content="a b">\n  </head>\n</html>\n');
  assert.equal(html, '<!doctype html><html><head><meta content="a b"></head></html>\n');
});
