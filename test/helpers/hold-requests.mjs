// A test-runner command plugin for the browser tests: holds the requests of the test's own page whose
// path matches, until the test releases them, so a test can look at what an element shows while a
// chunk is on its way (the checkout between the first press of Pay and the payment code's arrival).
// Only the page of the test that asked is affected (Playwright's page.route). Not part of the library.
//
//   executeServerCommand('hold-requests', { path })    -> holds requests whose path ends with `path`
//   executeServerCommand('held-requests', { path })    -> how many of them are waiting now
//   executeServerCommand('release-requests', { path }) -> lets them (and later ones) through
//
// (`path` is a plain string: no pattern crosses from the page to the server.)

/** The plugin for web-test-runner.config.mjs. */
export function holdRequests() {
  /** @type {Map<string, { release(): void, waiting: number, stop(): Promise<void> }>} */
  const holds = new Map();
  return {
    name: 'hold-requests',
    async executeCommand({ command, payload, session }) {
      if (!['hold-requests', 'held-requests', 'release-requests'].includes(command)) return undefined;
      const path = String(payload?.path ?? '');
      const key = `${session.id} ${path}`;
      if (!path || session.browser.type !== 'playwright') throw new Error(`${command} needs a path and the Playwright launcher`);
      const hold = holds.get(key);
      if (command === 'held-requests') return hold?.waiting ?? 0;
      if (command === 'release-requests') {
        holds.delete(key);
        hold?.release();
        await hold?.stop();
        return true;
      }
      if (hold) return true;
      const page = session.browser.getPage(session.id);
      let release = () => {};
      const released = new Promise((r) => (release = r));
      const matches = (url) => url.pathname.endsWith(path);
      const handler = async (route) => {
        const h = holds.get(key);
        if (h) h.waiting++;
        await released;
        if (h) h.waiting--;
        await route.continue().catch(() => {});
      };
      holds.set(key, { release, waiting: 0, stop: () => page.unroute(matches, handler) });
      await page.route(matches, handler);
      return true;
    },
  };
}
