#!/usr/bin/env node
// Opens every story of the static Storybook build (storybook-static/) in Chromium and checks that
// it renders its element without an uncaught error or unhandled rejection. A story can build and
// still throw when it runs; CI runs this after `npm run build-storybook`.
// Ends with one line "storybook: N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from './static-server.mjs';
import { launchBrowser } from '../test/e2e/browser.mjs';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));
if (!existsSync('storybook-static/index.json')) {
  console.error('storybook-static/ is missing: run npm run build-storybook first');
  console.log('storybook: 0 passed, 1 failed');
  process.exit(1);
}
const stories = Object.values(JSON.parse(readFileSync('storybook-static/index.json', 'utf8')).entries).filter((e) => e.type === 'story');
const server = await startStaticServer({ mounts: { '/': 'storybook-static' } });
const browser = await launchBrowser();
let passed = 0;
let failed = 0;
try {
  for (const story of stories) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = [];
    page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
    await page.addInitScript(() => addEventListener('unhandledrejection', (e) => console.error(`unhandled rejection: ${e.reason}`)));
    page.on('console', (m) => { if (m.type() === 'error' && m.text().startsWith('unhandled rejection')) problems.push(m.text()); });
    try {
      await page.goto(`${server.url}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story`);
      // the story's element (or a phase view rendered into a shadow root) has rendered its content
      await page.waitForFunction(() => [...document.querySelectorAll('#storybook-root *')].some((el) => el.shadowRoot && el.shadowRoot.childElementCount > 0), null, { timeout: 15_000 });
      await page.waitForTimeout(200);
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
} finally {
  await browser.close();
  await server.close();
}
console.log(`storybook: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
