// The shared frame of every purchase-journey file: before its tests, a fresh sandbox platform with
// the static server (as `npm start` runs them) and Chromium; after them, both stopped.
import { before, after } from 'node:test';
import { launchBrowser, instrumentedPage } from './browser.mjs';
import { startServers, newViewer, signInContext } from './journeys-helpers.mjs';

/**
 * Registers the file's before/after hooks. `ready(servers, browser)` hands both to the file once
 * they run. Returns `viewerPage()`: a new viewer signed in, in a fresh browser context, on an
 * instrumented page (`{ viewer, context, page }`). `options` go to `startServers` (`second: true`
 * for a second merchant origin).
 */
export function journeySetup(ready = () => {}, options = {}) {
  let servers;
  let browser;
  before(async () => {
    servers = await startServers(options);
    // the one origin the bearer token may go to in this file's journeys (gate figures read it)
    process.env.RELIABILITY_PLATFORM = servers.info.apiBase;
    browser = await launchBrowser();
    ready(servers, browser);
  });
  after(async () => {
    await browser?.close();
    await servers?.close();
  });
  return async function viewerPage() {
    const viewer = await newViewer(servers.info);
    const context = await browser.newContext();
    await signInContext(context, servers.web.url, viewer);
    const page = await instrumentedPage(context);
    return { viewer, context, page };
  };
}
