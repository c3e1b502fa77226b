// The published package's dependencies are exactly what its bundles import at runtime, each of
// them installable on the Node versions the package declares; the notification chunk carries only
// what a payment-event subscriber uses of the IoT SDK.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const semver = require('semver');
const root = new URL('../../', import.meta.url).pathname;
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const dist = join(root, 'dist');

const files = (dir, out = []) => {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) files(p, out);
    else if (/\.m?js$/.test(name)) out.push(p);
  }
  return out;
};
const packageOf = (spec) => (spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]);

test('dependencies are exactly the packages the published ES modules import (peers aside)', { skip: !existsSync(join(dist, 'esm')) && 'build first' }, () => {
  const imported = new Set();
  for (const f of files(join(dist, 'esm'))) {
    for (const m of readFileSync(f, 'utf8').matchAll(/(?:^|[\s;}])(?:import|export)\s[^'"]*?from\s*['"]([^'"./][^'"]*)['"]|import\(\s*['"]([^'"./][^'"]*)['"]\s*\)/g)) {
      imported.add(packageOf(m[1] ?? m[2]));
    }
  }
  for (const peer of Object.keys(pkg.peerDependencies ?? {})) imported.delete(peer);
  assert.deepEqual([...imported].sort(), Object.keys(pkg.dependencies).sort());
  for (const bundled of ['aws-crt', 'aws-iot-device-sdk-v2', 'buffer', 'crypto-js', 'events', 'process']) {
    assert.ok(!(bundled in pkg.dependencies), `${bundled} is bundled into dist, so a consumer must not install it`);
  }
});

test('every runtime dependency installs without an engine warning on the Node versions the package declares', () => {
  const floor = semver.minVersion(pkg.engines.node);
  for (const name of Object.keys(pkg.dependencies)) {
    const dep = JSON.parse(readFileSync(require.resolve(`${name}/package.json`, { paths: [root] }), 'utf8'));
    const range = dep.engines?.node;
    if (range) assert.ok(semver.satisfies(floor, range), `${name} ${dep.version} needs Node ${range}; the package declares ${pkg.engines.node}`);
  }
});

test('the notification chunk takes mqtt and iot from the IoT SDK, without its service clients, axios or page-global polyfills, within budget', { skip: !existsSync(join(dist, 'cdn', 'manifest.json')) && 'build first' }, () => {
  const chunks = join(dist, 'cdn', 'chunks');
  // the elements' and the client-only build's (dist/cdn/client.js is a build of its own)
  const mqtt = readdirSync(chunks).filter((n) => /^mqtt-.*\.js$/.test(n));
  assert.ok(mqtt.length >= 1 && mqtt.length <= 2, `one notification chunk per build, found ${mqtt.length}`);
  for (const file of mqtt) {
    const code = readFileSync(join(chunks, file), 'utf8');
    // (assert.ok, not match: a failure must not print the whole chunk)
    assert.ok(code.includes('"aws-iot-device-sdk-v2"'), `the SDK (its metrics) is in ${file}`);
    for (const unwanted of [/IotShadowClient/, /IotJobsClient/, /IotIdentityClient/, /DiscoveryClient/, /axios/i, /window\.Buffer\s*=/, /window\.process\s*=/]) {
      assert.ok(!unwanted.test(code), `the notification chunk ${file} carries ${unwanted}`);
    }
    assert.ok(gzipSync(code, { level: 9 }).length < 80_000, `the notification chunk ${file} stays under 80,000 B gzip`);
  }
});

test('the builds compile for the browsers package.json declares, which the README lists', async () => {
  const { browserTargets } = await import('../../scripts/browser-targets.mjs');
  assert.deepEqual(browserTargets(['chrome >= 111', 'ios_saf >= 16.4']), ['chrome111', 'ios16.4']);
  assert.throws(() => browserTargets(['last 2 versions']), /not "<browser> >= <version>"/);
  const targets = browserTargets();
  assert.equal(targets.length, pkg.browserslist.length);
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  for (const entry of pkg.browserslist) {
    const [name, version] = entry.split('>=').map((x) => x.trim());
    const shown = { chrome: 'Chrome', edge: 'Edge', firefox: 'Firefox', safari: 'Safari', ios_saf: 'iOS' }[name];
    assert.match(readme, new RegExp(`${shown}[^.]*?${version.replace('.', '\\.')}\\+|${version.replace('.', '\\.')}\\+[^.]*?${shown}`), `README names ${entry}`);
  }
  // (scripts/loader-table.mjs compiles the classic stub for scripts/build.mjs)
  for (const file of ['rollup.config.mjs', 'scripts/loader-table.mjs', 'card-frame/build.mjs']) {
    const src = readFileSync(join(root, file), 'utf8');
    assert.ok(src.includes('browserTargets(') && !/target:\s*'es20\d\d'/.test(src), `${file} compiles for the declared browsers`);
  }
});
