#!/usr/bin/env node
// Opens every story of the static Storybook build (storybook-static/) in Chromium and checks that
// it renders its element without an uncaught error or unhandled rejection, and that axe-core finds
// no serious or critical accessibility violation in it (open shadow roots included). A story can
// build and still throw when it runs; CI runs this after `npm run build-storybook`.
// On the same pass it records every part, `data-state` value and `paywall-*` event the stories render
// and fails on any that custom-elements.json does not document (scripts/storybook/drift.mjs); after
// it, it checks the toolbar's locale switcher (scripts/storybook/locale.mjs) and the right-to-left
// layout in Arabic (scripts/storybook/rtl.mjs) in the same browser.
// Ends with one line "storybook: N passed, N failed". Arguments limit it to the stories whose id
// contains one of them (`node scripts/storybook-smoke.mjs paywall-channel paywall-headlines`); the
// locale and right-to-left checks then run only when named (`… locale rtl`).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from './static-server.mjs';
import { launchBrowser } from '../test/e2e/browser.mjs';
import { createDriftCheck, recordEvents } from './storybook/drift.mjs';
import { checkLocaleSwitcher } from './storybook/locale.mjs';
import { checkRtl } from './storybook/rtl.mjs';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));
if (!existsSync('storybook-static/index.json')) {
  console.error('storybook-static/ is missing: run npm run build-storybook first');
  console.log('storybook: 0 passed, 1 failed');
  process.exit(1);
}
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const only = process.argv.slice(2);
const stories = Object.values(JSON.parse(readFileSync('storybook-static/index.json', 'utf8')).entries)
  .filter((e) => e.type === 'story' && (!only.length || only.some((o) => e.id.includes(o))));
const server = await startStaticServer({ mounts: { '/': 'storybook-static' } });
const browser = await launchBrowser();
let passed = 0;
let failed = 0;
let checkedA11y = 0;
const drift = createDriftCheck(process.cwd());
try {
  for (const story of stories) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = [];
    page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
    await page.addInitScript(() => addEventListener('unhandledrejection', (e) => console.error(`unhandled rejection: ${e.reason}`)));
    await page.addInitScript(recordEvents);
    page.on('console', (m) => { if (m.type() === 'error' && m.text().startsWith('unhandled rejection')) problems.push(m.text()); });
    try {
      await page.goto(`${server.url}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story`);
      if (story.tags?.includes('reference')) {
        // a reference page generated from the manifest: its tables are there
        await page.waitForSelector('#storybook-root [data-reference] table', { timeout: 15_000 });
      } else if (story.tags?.includes('renders-nothing')) {
        // an element that shows nothing at first: defined, and (still) nothing in its shadow root
        await page.waitForFunction(() => [...document.querySelectorAll('#storybook-root *')].some((el) => el.localName.startsWith('paywall-') && customElements.get(el.localName)), null, { timeout: 15_000 });
        await page.waitForTimeout(300);
        const shown = await page.evaluate(() => [...document.querySelectorAll('#storybook-root *')].some((el) => el.shadowRoot && el.shadowRoot.childElementCount > 0));
        if (shown) problems.push('rendered content although the story says it renders nothing');
      } else {
        // the story's element (or a phase view rendered into a shadow root) has rendered its content
        await page.waitForFunction(() => [...document.querySelectorAll('#storybook-root *')].some((el) => el.shadowRoot && el.shadowRoot.childElementCount > 0), null, { timeout: 15_000 });
      }
      await page.waitForTimeout(200);
      await drift.add(story, page);
      // accessibility: what a screen-reader or keyboard user would be blocked by
      await page.addScriptTag({ content: axeSource });
      const violations = await page.evaluate(async () => {
        const axe = /** @type {any} */ (window).axe;
        const r = await axe.run(document.querySelector('#storybook-root'), { resultTypes: ['violations'] });
        return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.length}×, e.g. ${v.nodes[0]?.target?.join(' ') ?? ''})`);
      });
      for (const v of violations) problems.push(`axe ${v}`);
      checkedA11y++;
    } catch (error) {
      problems.push(`did not render: ${String(error.message).split('\n')[0]}`);
    }
    if (problems.length) {
      failed++;
      console.log(`✖ ${story.title} / ${story.name}\n    ${problems.join('\n    ')}`);
    } else {
      passed++;
      console.log(`✔ ${story.title} / ${story.name}`);
    }
    await context.close();
  }
  // checks over the whole build: what rendered is documented, the locale toolbar, right-to-left layout
  const whole = [['drift', () => drift.report()], ['locale', () => checkLocaleSwitcher(browser, server.url, process.cwd())], ['rtl', () => checkRtl(browser, server.url)]];
  for (const [name, run] of whole) {
    if (name !== 'drift' && only.length && !only.includes(name)) continue;
    let checks;
    try {
      checks = await run();
    } catch (error) {
      checks = [{ name, problems: [`could not run: ${String(error.message).split('\n')[0]}`] }];
    }
    for (const check of checks) {
      if (check.problems.length) {
        failed++;
        console.log(`✖ ${check.name}\n    ${check.problems.join('\n    ')}`);
      } else {
        passed++;
        console.log(`✔ ${check.name}`);
      }
    }
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(`axe-core (serious and critical) checked ${checkedA11y} of ${stories.length} stories: ${stories.map((s) => s.id).join(', ')}`);
console.log(`storybook: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
