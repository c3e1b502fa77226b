// The Custom Elements Manifest documents every registered tag and every attribute an element
// accepts, so the JSDoc headers (the element reference for editors and CMS plugins) stay complete.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, existsSync } from 'node:fs';
import { buildManifest, jsdocTags, jsxTypes } from '../../scripts/custom-elements.mjs';

const manifest = buildManifest('.');
const declarations = manifest.modules.map((m) => m.declarations[0]);
const registered = [...readFileSync('elements/index.ts', 'utf8').matchAll(/import '\.\/(paywall-[\w-]+)';/g)].map((m) => m[1]);

test('every tag the entry registers has a manifest entry with a summary', () => {
  assert.ok(registered.length >= 8, `registered tags: ${registered}`);
  for (const tag of registered) {
    const d = declarations.find((x) => x.tagName === tag);
    assert.ok(d, `${tag} is missing from the manifest`);
    assert.ok(d.summary.length > 10, `${tag} has no @summary`);
  }
});

test('every attribute of an element is documented with @attr, and every @attr is an attribute', () => {
  for (const d of declarations.filter((x) => x.members.length)) {
    const documented = d.attributes.map((a) => a.name).sort();
    const accepted = d.members.map((m) => m.attribute).sort();
    assert.deepEqual(documented, accepted, `<${d.tagName}> @attr list vs its props map`);
  }
});

test('events are paywall-* names and every part has a name', () => {
  for (const d of declarations) {
    for (const e of d.events) assert.match(e.name, /^paywall-[a-z-]+$/, `<${d.tagName}> event ${e.name}`);
    for (const p of d.cssParts) assert.match(p.name, /^[a-z][a-z0-9-]*$/, `<${d.tagName}> part "${p.name}"`);
  }
});

test('the header parser splits several tags on one line', () => {
  const tags = jsdocTags('/**\n * @tag x-y\n * @csspart a - First. @csspart b - Second.\n */');
  assert.deepEqual(tags, [{ tag: 'tag', text: 'x-y' }, { tag: 'csspart', text: 'a - First.' }, { tag: 'csspart', text: 'b - Second.' }]);
});

test('the build ships the same manifest (package.json customElements)', () => {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
  assert.equal(pkg.customElements, 'dist/custom-elements.json');
  assert.ok(existsSync(pkg.customElements), 'run npm run build first');
  assert.deepEqual(JSON.parse(readFileSync(pkg.customElements, 'utf8')), manifest);
});

test('every element registered through defineElement lists paywall-error (its load or render failure)', () => {
  for (const d of declarations.filter((x) => x.tagName !== 'paywall-config')) {
    assert.ok(d.events.some((e) => e.name === 'paywall-error'), `<${d.tagName}> lists no paywall-error`);
  }
  assert.deepEqual(declarations.find((x) => x.tagName === 'paywall-config').events, []);
});

test('the JSX typings (elements/jsx.ts) are generated from this manifest: run node scripts/custom-elements.mjs --jsx after editing a header', () => {
  const text = jsxTypes(manifest);
  assert.ok(readFileSync('elements/jsx.ts', 'utf8') === text, 'elements/jsx.ts is out of date');
  for (const d of declarations) {
    assert.ok(text.includes(`'${d.tagName}': Base<HTMLElementTagNameMap['${d.tagName}']`), `<${d.tagName}> has JSX typings`);
    for (const a of d.attributes) assert.ok(text.includes(`  '${a.name}'?: `), `<${d.tagName} ${a.name}> is typed`);
  }
});
