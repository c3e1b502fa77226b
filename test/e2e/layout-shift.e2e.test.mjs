// Layout stability of the membership site, as the bench measures it (bench/layout-shift.mjs): every
// page at a desktop (1280x800) and a phone (390x844) viewport, signed out and signed in, one fresh
// load each, the browser's own layout-shift entries summed until 2.5 s after the load event. The
// target is at most 0.01 (the bench's table, median of fresh loads); this test fails above 0.05, so
// an element that stops reserving its room, or a page that inserts something above what the viewer
// sees, is caught.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser } from './browser.mjs';
import { SITE_PAGES, VIEWPORTS, measureOnce, startMeasuredSite } from '../../bench/layout-shift.mjs';

const LIMIT = 0.05;
let site;
let browser;

before(async () => {
  site = await startMeasuredSite();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await site?.close();
});

/** Runs `jobs` (functions returning promises) at most `n` at a time. */
async function pool(jobs, n) {
  const results = [];
  let next = 0;
  await Promise.all(Array.from({ length: n }, async () => {
    while (next < jobs.length) {
      const i = next++;
      results[i] = await jobs[i]();
    }
  }));
  return results;
}

for (const who of ['signed out', 'signed in']) {
  test(`every page of the site shifts by at most ${LIMIT} at both widths, ${who}`, async () => {
    const prepare = who === 'signed in' ? site.prepareSignedIn : undefined;
    const jobs = SITE_PAGES.flatMap((path) => Object.entries(VIEWPORTS).map(([name, viewport]) => async () => ({
      path, name, ...(await measureOnce(browser, site.siteUrl + path, viewport, { prepare })),
    })));
    const results = await pool(jobs, 3);
    const over = results.filter((r) => r.value > LIMIT);
    assert.deepEqual(over.map((r) => `${r.path} (${r.name}): ${r.value.toFixed(3)} from ${r.sources.map(([n, v]) => `${n} ${v.toFixed(3)}`).join(', ')}`), []);
  });
}
