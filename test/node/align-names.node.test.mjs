// The build's pass that drops import and export aliases (scripts/align-names.mjs): the renamed
// module must behave exactly as before, shadowing, shorthand properties and globals included.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { parseAst } from 'rollup/parseAst';
import { alignNames, alignNamesIfSmaller } from '../../scripts/align-names.mjs';

const parse = (code) => parseAst(code);

// a dependency whose short export names the module imports under its own (minified) names
const DEP = 'export const a = 1, b = 10, c = 100, d = 1000;';
// `a` and `a2` are taken by the module's own variables; `e` and `t` are parameters in inner scopes
// too; `o` is read through shorthand properties and destructured with a default
const MODULE = [
  'import{a as e,b as t,c}from"./dep.js";import{d as n}from"./dep.js";',
  'const a=2;function f(e,a){return e*3+a+t}',
  'const o={e,t,a},{e:r=7,t:s}=o;let u=({e=3})=>e,w=(t)=>{const e=t+1;return e+n};',
  'export{f as a,o as B,a as a2,u,c as Z,w,r,s};',
].join('');

async function run(dir, name, code) {
  writeFileSync(join(dir, name), code);
  const m = await import(pathToFileURL(join(dir, name)).href);
  return { a: m.a(5, 6), B: m.B, a2: m.a2, u: [m.u({}), m.u({ e: 9 })], Z: m.Z, w: m.w(4), r: m.r, s: m.s };
}

test('aligned imports and exports behave as before: shadowed names, shorthand properties, defaults', async () => {
  const out = alignNames(MODULE, parse);
  assert.ok(out, 'something was renamed');
  assert.match(out.code, /^import\{a,b,c as Z\}from"\.\/dep\.js"/, 'the imports lost their aliases where the names were free to take');
  assert.match(out.code, /export\{[^}]*\bB\b[^}]*\}/, 'an export lost its alias');
  assert.ok(out.code.length < MODULE.length);
  const dir = mkdtempSync(join(tmpdir(), 'align-'));
  try {
    writeFileSync(join(dir, 'dep.js'), DEP);
    assert.deepEqual(await run(dir, 'renamed.js', out.code), await run(dir, 'original.js', MODULE));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a global is never renamed or given: an import that would take its name keeps its alias', () => {
  assert.equal(alignNames('import{g as e}from"./dep.js";export const r=()=>e+g;', parse), null, 'the imported name is a global the module reads');
  const out = alignNames('import{d as e}from"./dep.js";export const r=(g)=>e+g+h;', parse);
  assert.equal(out.code, 'import{d}from"./dep.js";export const r=(g)=>d+g+h;', 'the global h is read by its name');
});

test('a module with `with` or a direct eval is left as it is', () => {
  assert.equal(alignNames('import{a as e}from"./dep.js";export const r=(s)=>eval(s)+e;', parse), null);
});

test('the build keeps a chunk as it is unless aligning makes it smaller after gzip', () => {
  const size = (t) => gzipSync(t, { level: 9 }).length;
  const out = alignNamesIfSmaller(MODULE, parse);
  if (out) assert.ok(size(out.code) < size(MODULE));
  assert.equal(alignNamesIfSmaller('export const x=1;', parse), null, 'nothing to align');
});
