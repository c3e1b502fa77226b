// The script-tag loader stays flat in the number of tags: a tag costs its table entry in the classic
// stub and nothing else. Built here from the real build's chunk manifest, the stub is built again
// with one more tag (its own chunk, importing the runtime and the platform chunk as an element that
// reads the platform does) and the two are compared, gzip -9 as a browser downloads them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { loadManifest } from './sizes.mjs';
import { buildStub, elementDefinitions, loaderTable } from '../scripts/loader-table.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const built = existsSync(join(root, 'dist', 'cdn', 'manifest.json'));
const gz = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;

/** At most this many bytes gzip per tag (the bound). */
const PER_TAG = 60;

test(`one more tag adds at most ${PER_TAG} B gzip to the classic stub`, { skip: !built && 'dist/ is not built' }, async () => {
  const manifest = loadManifest(join(root, 'dist', 'cdn'));
  const definitions = elementDefinitions(join(root, 'elements'));
  const shared = ['runtime', 'platform'].map((name) => manifest.chunks.find((c) => c.name === name)?.file);
  assert.ok(shared.every(Boolean), 'the build has its runtime and platform chunks');
  const before = await buildStub(loaderTable(manifest, definitions).table);
  // a new element: its definition and component in a chunk of their own, as the build plans it
  const file = 'chunks/newsletter-Zq8RtW4k.js';
  const chunk = { file, name: 'newsletter', isEntry: true, isDynamicEntry: false, module: null, imports: shared, dynamicImports: [], modules: ['elements/paywall-newsletter.ts', 'src/components/newsletter/newsletter.tsx'] };
  const more = { ...manifest, chunks: [...manifest.chunks, chunk], byFile: new Map([...manifest.byFile, [file, chunk]]) };
  const added = { tag: 'paywall-newsletter', name: 'newsletter', file: 'elements/paywall-newsletter.ts', component: 'src/components/newsletter/newsletter', deferred: false };
  const after = await buildStub(loaderTable(more, [...definitions, added]).table);
  assert.ok(after.includes('newsletter-Zq8RtW4k'), 'the new tag is in the table');
  const cost = gz(after) - gz(before);
  assert.ok(cost > 0, 'a tag is not free: its entry is in the table');
  assert.ok(cost <= PER_TAG, `one more tag costs ${cost} B gzip (at most ${PER_TAG})`);
});

test('the loader carries tag names and file names, never a tag\'s definition', { skip: !built && 'dist/ is not built' }, async () => {
  const manifest = loadManifest(join(root, 'dist', 'cdn'));
  const stub = await buildStub(loaderTable(manifest, elementDefinitions(join(root, 'elements'))).table);
  // an attribute only the account element declares, and one only the gate's parts name
  for (const word of ['surveyReasons', 'codeItems', 'preview-title']) assert.ok(!stub.includes(word), `${word} is not in the stub`);
});
