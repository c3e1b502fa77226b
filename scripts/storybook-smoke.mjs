#!/usr/bin/env node
// Opens every story of the static Storybook build (storybook-static/) in Chromium and checks that
// it renders its element without an uncaught error or unhandled rejection, and that axe-core finds
// no serious or critical accessibility violation in it (open shadow roots included). A story can
// build and still throw when it runs; `npm test` runs this after the Storybook build.
// On the same pass it records every part, `data-state` value and `paywall-*` event the stories render
// and fails on any that custom-elements.json does not document (scripts/storybook/drift.mjs); after
// it, it checks the toolbar's locale switcher (scripts/storybook/locale.mjs) and the right-to-left
// layout in Arabic (scripts/storybook/rtl.mjs) in the same browser.
// The stories are shown in a few pages of one Chromium at once (`--pages=N`, default 2). Each page
// loads Storybook's preview once per story file and then switches between that file's stories the
// way Storybook's own sidebar does (the preview's `setCurrentStory`), so the preview's code is
// loaded and compiled 23 times instead of 209, and axe-core once per story file.
// Ends with one line "storybook: N passed, N failed". Arguments limit it to the stories whose id
// contains one of them (`node scripts/storybook-smoke.mjs paywall-channel paywall-headlines`); the
// locale and right-to-left checks then run only when named (`… locale rtl`). `--fresh` loads the
// preview afresh for every story instead (slower; shows whether a story depends on the one before).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from './static-server.mjs';
import { launchBrowser } from '../test/e2e/browser.mjs';
import { createDriftCheck, recordEvents } from './storybook/drift.mjs';
import { checkLocaleSwitcher } from './storybook/locale.mjs';
import { checkRtl } from './storybook/rtl.mjs';
import { settled, trackPendingWork } from './storybook/settle.mjs';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));
if (!existsSync('storybook-static/index.json')) {
  console.error('storybook-static/ is missing: run npm run build-storybook first');
  console.log('storybook: 0 passed, 1 failed');
  process.exit(1);
}
const args = process.argv.slice(2);
const pageCount = Math.max(1, Number(args.find((a) => a.startsWith('--pages='))?.slice(8)) || 2);
const fresh = args.includes('--fresh');
const only = args.filter((a) => !a.startsWith('--'));
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const stories = Object.values(JSON.parse(readFileSync('storybook-static/index.json', 'utf8')).entries)
  .filter((e) => e.type === 'story' && (!only.length || only.some((o) => e.id.includes(o))));
// the preview's files carry a hash in their names: each page fetches them once
const server = await startStaticServer({
  mounts: { '/': 'storybook-static' },
  headers: (path) => (/^\/(assets|sb-[\w-]+)\//.test(path) ? { 'cache-control': 'max-age=3600, immutable' } : {}),
});
const browser = await launchBrowser();
let passed = 0;
let failed = 0;
let checkedA11y = 0;
/** Stories still changing after 3 s (a countdown): checked as they were then. */
const unsettled = [];
const drift = createDriftCheck(process.cwd());

/** In the page: shows another story of the loaded preview, as Storybook's sidebar does; resolves to how it ended. */
function showStory(id) {
  const channel = /** @type {any} */ (window).__STORYBOOK_ADDONS_CHANNEL__;
  /** @type {any} */ (window).__paywallStory = id;
  /** @type {any} */ (window).__paywallEvents.length = 0;
  return new Promise((resolve) => {
    const endings = { storyRendered: 'rendered', storyErrored: 'errored', storyThrewException: 'threw', storyMissing: 'missing' };
    const handlers = Object.entries(endings).map(([event, outcome]) => {
      const handler = (payload) => {
        const storyId = typeof payload === 'string' ? payload : payload?.storyId ?? payload?.id;
        if (event !== 'storyRendered' || storyId === id) done(event === 'storyThrewException' ? `${outcome}: ${payload?.message ?? payload}` : outcome);
      };
      channel.on(event, handler);
      return [event, handler];
    });
    const timer = setTimeout(() => done('did not finish rendering in 15 s'), 15_000);
    const done = (outcome) => {
      clearTimeout(timer);
      for (const [event, handler] of handlers) channel.off(event, handler);
      resolve(outcome);
    };
    channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
  });
}

/** The checks of one story in `page` (the preview already loaded when `switchTo`); returns its problems. */
async function checkStory(page, story, problems, switchTo) {
  if (switchTo) {
    const outcome = await page.evaluate(showStory, story.id);
    if (outcome !== 'rendered') throw new Error(`the story ${outcome}`);
  } else {
    await page.goto(`${server.url}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story`);
    await page.evaluate((id) => { /** @type {any} */ (window).__paywallStory = id; }, story.id);
  }
  if (story.tags?.includes('reference')) {
    // a reference page generated from the manifest: its tables are there
    await page.waitForSelector('#storybook-root [data-reference] table', { timeout: 15_000 });
  } else if (story.tags?.includes('renders-nothing')) {
    // an element that shows nothing at first: defined, and (still) nothing in its shadow root once settled
    await page.waitForFunction(() => [...document.querySelectorAll('#storybook-root *')].some((el) => el.localName.startsWith('paywall-') && customElements.get(el.localName)), null, { timeout: 15_000 });
    await page.evaluate(settled, 3000);
    const shown = await page.evaluate(() => [...document.querySelectorAll('#storybook-root *')].some((el) => el.shadowRoot && el.shadowRoot.childElementCount > 0));
    if (shown) problems.push('rendered content although the story says it renders nothing');
  } else {
    // the story's element (or a phase view rendered into a shadow root) has rendered its content
    await page.waitForFunction(() => [...document.querySelectorAll('#storybook-root *')].some((el) => el.shadowRoot && el.shadowRoot.childElementCount > 0), null, { timeout: 15_000 });
  }
  if (!(await page.evaluate(settled, 3000))) unsettled.push(story.id);
  await drift.add(story, page);
  // accessibility: what a screen-reader or keyboard user would be blocked by
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = /** @type {any} */ (window).axe;
    const r = await axe.run(document.querySelector('#storybook-root'), { resultTypes: ['violations'] });
    return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.length}×, e.g. ${v.nodes[0]?.target?.join(' ') ?? ''})`);
  });
  for (const v of violations) problems.push(`axe ${v}`);
  checkedA11y++;
}

/** Opens one page for a story file's stories; after a failure the preview is loaded afresh. */
async function openPage(context) {
  const page = await context.newPage();
  page.problems = [];
  page.on('pageerror', (e) => page.problems.push(`uncaught: ${e.message}`));
  await page.addInitScript(() => addEventListener('unhandledrejection', (e) => console.error(`unhandled rejection: ${e.reason}`)));
  await page.addInitScript(recordEvents);
  await page.addInitScript(trackPendingWork);
  page.on('console', (m) => { if (m.type() === 'error' && m.text().startsWith('unhandled rejection')) page.problems.push(m.text()); });
  return page;
}

// the stories by file, largest first, shared out between the pages as each finishes its file
const byFile = new Map();
for (const s of stories) byFile.set(s.importPath ?? s.title, [...(byFile.get(s.importPath ?? s.title) ?? []), s]);
const files = [...byFile.values()].sort((a, b) => b.length - a.length);
const results = new Map();
async function worker() {
  const context = await browser.newContext();
  try {
    for (let file = files.shift(); file; file = files.shift()) {
      let page = null;
      for (const story of file) {
        if (!page) page = await openPage(context);
        const problems = page.problems;
        problems.length = 0;
        let broken = false;
        try {
          await checkStory(page, story, problems, !fresh && page.url().startsWith(server.url));
        } catch (error) {
          problems.push(`did not render: ${String(error.message).split('\n')[0]}`);
          broken = true;
        }
        results.set(story.id, [...problems]);
        console.log(problems.length ? `✖ ${story.title} / ${story.name}\n    ${problems.join('\n    ')}` : `✔ ${story.title} / ${story.name}`);
        if (broken) {
          await page.close();
          page = null;
        }
      }
      await page?.close();
    }
  } finally {
    await context.close();
  }
}

try {
  await Promise.all(Array.from({ length: Math.min(pageCount, files.length) || 1 }, worker));
  for (const story of stories) {
    if (results.get(story.id)?.length === 0) passed++;
    else failed++;
  }
  // checks over the whole build: what rendered is documented, the locale toolbar, right-to-left layout
  const whole = [['drift', () => drift.report()], ['locale', () => checkLocaleSwitcher(browser, server.url, process.cwd())], ['rtl', () => checkRtl(browser, server.url)]];
  const checks = await Promise.all(whole.filter(([name]) => name === 'drift' || !only.length || only.includes(name)).map(async ([name, run]) => {
    try {
      return await run();
    } catch (error) {
      return [{ name, problems: [`could not run: ${String(error.message).split('\n')[0]}`] }];
    }
  }));
  for (const check of checks.flat()) {
    if (check.problems.length) {
      failed++;
      console.log(`✖ ${check.name}\n    ${check.problems.join('\n    ')}`);
    } else {
      passed++;
      console.log(`✔ ${check.name}`);
    }
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(`axe-core (serious and critical) checked ${checkedA11y} of ${stories.length} stories`);
if (unsettled.length) console.log(`still changing after 3 s, checked as they were then: ${unsettled.join(', ')}`);
console.log(`storybook: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
