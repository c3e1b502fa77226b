// Starts the servers `npm start` runs (the sandbox, the membership site, the examples server) in a
// child process on free ports, as one process like `npm start`, so a test can attack them from
// outside and see whether that process survives and how much memory it holds. Memory is read after a
// full garbage collection in the child (--expose-gc).
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const CHILD = fileURLToPath(new URL('./demo-process-child.mjs', import.meta.url));

/**
 * @param {{ env?: Record<string, string>, timeoutMs?: number, fresh?: boolean }} [options] `timeoutMs`: how long
 *   headers and bodies may take on every server; `env` is added to the child's environment.
 * @returns {Promise<{ site: string, examples: string, sandbox: string, dataDir: string, alive(): boolean,
 *   exit: Promise<number | null>, memory(): Promise<{ rss: number, heapUsed: number, external: number, arrayBuffers: number }>,
 *   stats(): Promise<{ site: { sessions: number, cartLines: number } }>, close(): Promise<void> }>}
 */
export async function startDemoProcess({ env = {}, timeoutMs, fresh = true } = {}) {
  const child = fork(CHILD, [], {
    execArgv: ['--expose-gc'],
    env: { ...process.env, ...env, DEMO_FRESH: fresh ? '1' : '0', ...(timeoutMs ? { DEMO_TIMEOUT_MS: String(timeoutMs) } : {}) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let alive = true;
  const exit = new Promise((resolve) => child.once('exit', (code) => { alive = false; resolve(code); }));
  const ready = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    exit.then((code) => reject(new Error(`the servers' process ended before it was ready (exit ${code})`)));
  });
  let next = 0;
  const ask = (type) => new Promise((resolve, reject) => {
    if (!alive) { reject(new Error('the servers\' process has ended')); return; }
    const id = ++next;
    const onMessage = (m) => {
      if (m?.type === type && m.id === id) { child.off('message', onMessage); resolve(m); }
    };
    child.on('message', onMessage);
    child.send({ type, id });
    exit.then(() => reject(new Error('the servers\' process ended while answering')));
  });
  return {
    site: ready.site, examples: ready.examples, sandbox: ready.sandbox, dataDir: ready.dataDir,
    alive: () => alive,
    exit,
    memory: () => ask('memory'),
    stats: () => ask('stats'),
    async close() {
      if (!alive) return;
      child.send({ type: 'close' });
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exit;
      clearTimeout(timer);
    },
  };
}
