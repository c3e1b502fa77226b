// The child side of test/helpers/demo-process.mjs: the servers `npm start` runs
// (scripts/demo-servers.mjs), in this process of their own, on free ports. It tells its parent their
// addresses, then answers `memory` (after a full garbage collection: run it with --expose-gc) and
// `stats` (what the site's store holds), and stops on `close`.
import { startDemoServers } from '../../scripts/demo-servers.mjs';

const ms = Number(process.env.DEMO_TIMEOUT_MS) || undefined;
const servers = await startDemoServers({
  sandboxPort: 0, sitePort: 0, examplesPort: 0, quiet: true, fresh: process.env.DEMO_FRESH === '1',
  timeouts: { headersMs: ms, bodyMs: ms },
});

const settle = async () => {
  for (let i = 0; i < 3; i++) {
    globalThis.gc?.();
    await new Promise((r) => setImmediate(r));
  }
};

process.on('message', async (m) => {
  if (m?.type === 'memory') {
    await settle();
    const u = process.memoryUsage();
    process.send({ type: 'memory', id: m.id, rss: u.rss, heapUsed: u.heapUsed, external: u.external, arrayBuffers: u.arrayBuffers });
  } else if (m?.type === 'stats') {
    process.send({ type: 'stats', id: m.id, site: servers.site.stats() });
  } else if (m?.type === 'close') {
    await servers.close();
    process.exit(0);
  }
});
process.send({ type: 'ready', site: servers.site.url, examples: servers.examples.url, sandbox: servers.sandbox.apiBase, dataDir: servers.dataDir });
