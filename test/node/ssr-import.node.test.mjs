// The published entries import in Node with no DOM globals (server rendering, build tools, tests):
// nothing may touch window, document, storage or customElements at import time.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { recordGates } from '../reliability/gates.mjs';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));

function importInFreshNode(specifier) {
  const code = `
    for (const name of ['window', 'document', 'localStorage', 'customElements', 'HTMLElement']) {
      if (name in globalThis) throw new Error('unexpected global ' + name);
    }
    const mod = await import(${JSON.stringify(specifier)});
    console.log(JSON.stringify(Object.keys(mod).sort()));`;
  return spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' });
}

// the module entries (conditions objects; './cdn' is the script-tag module, which must import in Node too);
// './style.css' and './package.json' are files for browsers and tools
for (const entry of Object.keys(pkg.exports).filter((e) => typeof pkg.exports[e] === 'object')) {
  const specifier = entry === '.' ? pkg.name : `${pkg.name}/${entry.slice(2)}`;
  test(`import('${specifier}') works in Node without a DOM`, () => {
    assert.ok(existsSync(pkg.exports[entry].import), `${pkg.exports[entry].import} is missing: run npm run build first`);
    const r = importInFreshNode(specifier);
    assert.equal(r.status, 0, r.stderr);
    const names = JSON.parse(r.stdout.trim().split('\n').pop());
    assert.ok(names.length > 0, 'the entry exports something');
    recordGates(`ssr: import ${specifier} without a DOM`, { group: 'ssr', uncaught: r.status === 0 ? 0 : 1 });
  });
}
