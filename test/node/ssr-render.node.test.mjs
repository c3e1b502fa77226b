// What the server renderer (paywall-elements/ssr, the built dist/ssr) writes into a merchant's page:
// only the attributes an element declares in its manifest plus the global id, class, slot, part,
// data-* and aria-* (never an event handler, a style or an odd name, which would run or apply on a
// page without a strict policy), and never an item's content, which only the access check hands out.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildManifest } from '../../scripts/custom-elements.mjs';
import { SERVER_ATTRIBUTES } from '../../src/ssr/attributes.ts';
import { recordGates } from '../reliability/gates.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const built = join(root, 'dist', 'ssr', 'index.js');
const skip = existsSync(built) ? false : 'dist/ssr is missing: run the build first';
const { renderElement } = skip ? {} : await import(pathToFileURL(built).href);

/** The attribute names on the rendered host tag (the opening tag, before its shadow root). */
function hostAttributes(html) {
  const open = html.slice(0, html.indexOf('><template'));
  return [...open.matchAll(/\s([^\s=]+)="/g)].map((m) => m[1]);
}

const FEE = { id: 60001, amount: 3.99, currency: 'EUR', description: 'Rental', access_type: { name: 'ppv', period: 'hour', quantity: 48 } };
const ASSET = {
  id: 40001, title: 'The Film', is_active: true, access_control_type: { id: 1, name: 'Paid', auth: true },
  metahash: { preview_title: 'The Film', preview_description: 'A preview.' }, access_fees: [FEE],
};
const CASES = {
  'paywall-login': {},
  'paywall-pricing': { pricing: { fees: [FEE], title: 'The Film', id: 40001 } },
  'paywall-gate': { gate: { asset: ASSET } },
};

test('the attributes the server renderer writes are the ones each element\'s manifest declares', () => {
  const manifest = buildManifest(root);
  for (const tag of Object.keys(SERVER_ATTRIBUTES)) {
    const declared = manifest.modules.map((m) => m.declarations[0]).find((d) => d.tagName === tag);
    assert.deepEqual([...SERVER_ATTRIBUTES[tag]].sort(), declared.attributes.map((a) => a.name).sort(), tag);
  }
});

for (const [tag, options] of Object.entries(CASES)) {
  test(`<${tag}> rendered with event handlers, a style and odd names writes none of them, only declared and global attributes`, { skip }, () => {
    const hostile = {
      onclick: 'window.__ran=1', onmouseover: 'window.__ran=2', ONFOCUS: 'window.__ran=3', OnError: 'x', style: 'position:fixed;inset:0',
      'on-click': 'x', 'x onclick': 'y', 'onclick"': 'z', '"><img src=x onerror=alert(1)>': '1', 'data-x onclick': 'y', 'aria-': 'x',
      'data-': 'x', 'formaction': 'javascript:alert(1)', 'src': 'javascript:alert(1)', 'href': 'javascript:alert(1)', 'is': 'x', 'tabindex': '0',
      id: 'main', class: 'a b', slot: 's', part: 'p', 'data-track': 'yes', 'aria-label': 'Prices', 'DATA-Upper': 'u',
      'item-id': '40001',
    };
    const r = renderElement(tag, { ...options, attributes: hostile });
    const names = hostAttributes(r.html);
    const allowed = [...SERVER_ATTRIBUTES[tag], 'id', 'class', 'slot', 'part', 'data-track', 'aria-label', 'data-upper'];
    assert.deepEqual(names.filter((n) => !allowed.includes(n)), [], `only declared and global attributes on <${tag}>`);
    assert.ok(!names.some((n) => /^on/i.test(n)), 'no event handler');
    assert.ok(!names.includes('style'), 'no style');
    assert.ok(names.includes('data-track') && names.includes('aria-label') && names.includes('id'), 'the global ones are kept');
    assert.ok(!/__ran|onerror|javascript:/.test(r.html.slice(0, r.html.indexOf('><template'))), 'nothing of the hostile names or values in the tag');
    recordGates(`ssr: <${tag}> with event-handler and odd attribute names`, { group: 'ssr', uncaught: 0, offListNavigations: 0 });
  });
}

test('an asset or fees that carry the item\'s content never put it into the page, not even the data block', { skip }, () => {
  const secret = '<video src="https://cdn.example/full-film.mp4"></video>SECRET-CONTENT';
  const gate = renderElement('paywall-gate', {
    attributes: { 'item-id': '40001' },
    gate: { asset: { ...ASSET, content: secret, access_fees: [{ ...FEE, content: secret, item: { id: 40001, content: secret } }] } },
  });
  assert.ok(!gate.html.includes('SECRET-CONTENT'), 'the gate');
  assert.ok(!gate.html.includes('full-film.mp4'));
  const pricing = renderElement('paywall-pricing', { pricing: { fees: [{ ...FEE, content: secret, item: { content: secret } }], title: 'x', id: 1 } });
  assert.ok(!pricing.html.includes('SECRET-CONTENT'), 'the pricing cards');
  const data = JSON.parse(gate.html.match(/<script type="application\/json" data-paywall-ssr>([^<]*)<\/script>/)[1]);
  assert.equal(data.props.initialItem.preview.content, '', 'the data block has no content');
  assert.equal(data.props.initialItem.preview.title, 'The Film', 'and keeps the preview');
  recordGates('ssr: an asset carrying its content', { group: 'ssr', uncaught: 0, tokenOffOrigin: 0 });
});
