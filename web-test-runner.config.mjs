// Browser tests in Debian's Chromium (/usr/bin/chromium, or CHROME_PATH) through playwright-core:
// no browser download. A throwaway sandbox platform starts with the test server and its address is
// served at /__sandbox__/info, so tests run the real client against a real server.
import { createRequire } from 'node:module';
import { existsSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { build } from 'esbuild';
import { esbuildScriptTagShims } from './shims/iot-sdk.mjs';
import { defaultReporter } from '@web/test-runner';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { merchantEndpoints } from './test/helpers/merchant-endpoints.mjs';
import { holdRequests } from './test/helpers/hold-requests.mjs';
import { findFiles, slowestFirst } from './scripts/test-lib.mjs';

// React 19 ships CommonJS only; pre-bundle it once with esbuild (code-split, so one shared React)
// and serve it as ES modules.
const CJS_PKGS = ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom', 'react-dom/client'];
function reactAsEsm({ nodeEnv = 'development' } = {}) {
  const require = createRequire(import.meta.url);
  const prefix = '/__esm__/';
  const key = (s) => s.replace(/\//g, '__');
  let files = new Map();
  return {
    name: 'react-as-esm',
    async serverStart() {
      const entries = {
        name: 'entries',
        setup(b) {
          b.onResolve({ filter: /^entry:/ }, (a) => ({ path: a.path.slice(6), namespace: 'entry' }));
          b.onLoad({ filter: /.*/, namespace: 'entry' }, (a) => {
            const names = Object.keys(require(a.path)).filter((n) => n !== 'default' && /^[A-Za-z_$][\w$]*$/.test(n));
            return { contents: `import m from ${JSON.stringify(a.path)}; export default m; export const { ${names.join(', ')} } = m;`, resolveDir: process.cwd() };
          });
        },
      };
      const r = await build({
        entryPoints: Object.fromEntries(CJS_PKGS.map((s) => [key(s), 'entry:' + s])),
        bundle: true, splitting: true, format: 'esm', write: false, outdir: '/out', logLevel: 'silent',
        define: { 'process.env.NODE_ENV': JSON.stringify(nodeEnv) }, plugins: [entries],
      });
      files = new Map(r.outputFiles.map((f) => [prefix + f.path.slice('/out/'.length), f.text]));
    },
    resolveImport({ source }) { if (CJS_PKGS.includes(source)) return `${prefix}${key(source)}.js`; },
    serve(ctx) { if (files.has(ctx.path)) return { body: files.get(ctx.path), type: 'js' }; },
  };
}

// aws-crt's browser build is CommonJS: pre-bundle the lazy MQTT module of the client once with esbuild
// (the script-tag build's shims; Buffer/process injected as imports, never page globals) and serve it
// in place of src/client/notifications/mqtt.ts.
function clientMqttAsEsm() {
  const here = (p) => new URL(p, import.meta.url).pathname;
  const served = '/__esm__/client-mqtt.js';
  let code = null;
  return {
    name: 'client-mqtt-as-esm',
    async serverStart() {
      if (!existsSync(here('./src/client/notifications/mqtt.ts'))) return;
      const r = await build({
        entryPoints: [here('./src/client/notifications/mqtt.ts')], bundle: true, format: 'esm', platform: 'browser',
        write: false, logLevel: 'silent', target: 'es2020', inject: [here('./shims/node-globals.mjs')],
        define: { 'process.env.NODE_ENV': JSON.stringify('development'), global: 'globalThis' },
        plugins: [esbuildScriptTagShims()],
      });
      code = r.outputFiles[0].text;
    },
    resolveImport({ source, context }) {
      if (code && source === './mqtt' && context.path.endsWith('/src/client/notifications/core.ts')) return served;
    },
    serve(ctx) { if (code && ctx.path === served) return { body: code, type: 'js' }; },
  };
}

// Starts one fresh sandbox platform for the run (when the sandbox exists) and tells tests where it is.
let sandbox = null;
function sandboxPlugin() {
  return {
    name: 'paywall-sandbox',
    async serverStart() {
      if (!existsSync(new URL('./sandbox/server.mjs', import.meta.url))) return;
      const { startSandbox } = await import('./sandbox/server.mjs');
      sandbox = await startSandbox({ port: 0, brokerPort: 0, fresh: true, quiet: true });
    },
    async serverStop() { await sandbox?.close(); },
    serve(ctx) {
      if (ctx.path === '/__sandbox__/info') {
        return { body: JSON.stringify(sandbox ? sandbox.info() : null), type: 'json' };
      }
    },
  };
}

// A plain "wtr: N passed, N failed" line the test script totals (WTR's own progress line has ANSI codes).
function plainSummary() {
  return {
    onTestRunFinished({ sessions }) {
      let passed = 0, failed = 0, skipped = 0;
      const named = [];
      const firstLine = (text) => String(text || '').split('\n')[0].slice(0, 200);
      const walk = (suite, file, path) => {
        for (const t of suite.tests) {
          if (t.skipped) skipped++;
          else if (t.passed) passed++;
          else {
            failed++;
            named.push(`${file} › ${[...path, t.name].join(' › ')}: ${firstLine(t.error?.message)}`);
          }
        }
        for (const s of suite.suites) walk(s, file, [...path, s.name]);
      };
      for (const s of sessions) {
        const before = failed;
        const file = relative(process.cwd(), s.testFile);
        if (s.testResults) walk(s.testResults, file, []);
        if (!s.passed && failed === before) {
          failed++; // file failed to load, or a browser error
          named.push(`${file}: ${firstLine(s.errors?.[0]?.message || s.logs?.flat?.().join(' ') || 'the file failed')}`);
        }
      }
      // one line per failed test, which the test script repeats at its end
      for (const line of named) console.log(`wtr failed: ${line}`);
      console.log(`\nwtr: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
    },
  };
}

// Each test file's time, from its page starting to its results collected, written as `{ file: seconds }`
// to PAYWALL_TEST_TIMES when set (npm test prints the slowest files and runs them first next time).
function fileTimes() {
  const started = new Map();
  const times = {};
  return {
    start({ sessions }) {
      sessions.on('session-status-updated', (s) => {
        const file = relative(process.cwd(), s.testFile);
        // (the first files may be initializing already when the reporters start)
        if (!started.has(file)) started.set(file, performance.now());
        if (s.status === 'FINISHED' && started.has(file)) times[file] = (performance.now() - started.get(file)) / 1000;
      });
    },
    onTestRunFinished() {
      if (process.env.PAYWALL_TEST_TIMES) writeFileSync(process.env.PAYWALL_TEST_TIMES, JSON.stringify(times));
    },
  };
}

// the browser test files, slowest first (by the last run's times), so that no long file starts last
const FILES = slowestFirst(findFiles(['src', 'elements', 'test/browser'], /\.test\.tsx?$/).filter((f) => !/\.node\.test\./.test(f)));

export default {
  rootDir: '.',
  reporters: [defaultReporter(), plainSummary(), fileTimes()],
  files: FILES,
  nodeResolve: { browser: true },
  concurrency: 2,
  testsFinishTimeout: 900000,
  // the merchant's own endpoints (cart, search.more, channels) on the page's origin, over the sandbox's catalogue
  middleware: [merchantEndpoints(() => sandbox?.apiBase)],
  plugins: [
    reactAsEsm(),
    clientMqttAsEsm(),
    sandboxPlugin(),
    // a test holds its page's requests for a chunk, to see what shows while it is on its way
    holdRequests(),
    // js: true so `define` also reaches node_modules (nanostores reads process.env.NODE_ENV)
    esbuildPlugin({ ts: true, tsx: true, js: true, tsconfig: 'tsconfig.json', target: 'es2022',
      define: { 'process.env.NODE_ENV': JSON.stringify('development'), __PAYWALL_VERSION__: JSON.stringify('test') } }),
  ],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      // copy buttons are checked by reading the clipboard back
      createBrowserContext: ({ browser }) => browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] }),
      launchOptions: {
        executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
        headless: true,
        args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking',
          '--disable-component-update', '--disable-sync', '--no-first-run'],
      },
    }),
  ],
  // a test's own waits end it sooner when something is wrong; this only bounds a test on a loaded machine
  testFramework: { config: { timeout: 60000 } },
};
