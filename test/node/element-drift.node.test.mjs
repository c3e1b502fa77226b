// The elements' documentation cannot drift from their source: every `part` name, `data-state` value
// and `paywall-*` event an element's component can render or dispatch (read statically from the
// files it reaches under src/components, see test/helpers/element-source.mjs) is documented in its
// header, the source of dist/custom-elements.json. What an element shows of another element's
// component (the sign-in form inside the checkout, say) may be documented there instead, when the
// host's header names that element (`<paywall-login>`); events never: they reach listeners as the
// host's own, so the host lists them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildManifest, documentedNames } from '../../scripts/custom-elements.mjs';
import { componentOf, createSourceProgram, closureOf, extract } from '../helpers/element-source.mjs';

const root = new URL('../../', import.meta.url).pathname;
const manifest = buildManifest(root);
const declarations = manifest.modules.map((m) => m.declarations[0]);
const elements = declarations.filter((d) => componentOf(root, d.tagName));

/**
 * `data-state` written from a value the source leaves open (a state set through a callback prop),
 * with where its values come from; such a site needs the element's header to list them by hand.
 */
const OPEN_STATES = {
  'src/components/checkout/checkout.tsx': "the payment form's phase (PayPhase), reported through onState",
  'src/components/gift/gift.tsx': "the payment form's phase (PayPhase), or a redeem check's",
};

const docs = new Map(declarations.map((d) => [d.tagName, documentedNames(d)]));
/** The element whose component folder holds a file (src/components/<name>/ of <paywall-name>), if any. */
const ownerOf = (file) => {
  const folder = relative(join(root, 'src/components'), file).split('/')[0];
  return docs.has(`paywall-${folder}`) ? `paywall-${folder}` : null;
};

const program = createSourceProgram(root, elements.map((d) => componentOf(root, d.tagName)));
const where = (w) => `${w.file}:${w.line}`;

for (const d of elements) {
  test(`<${d.tagName}>: every part, data-state value and event in its source is documented in its header`, () => {
    const files = closureOf(program, root, componentOf(root, d.tagName), ownerOf);
    assert.ok(files.size > 0, 'its component is found');
    const own = docs.get(d.tagName);
    const problems = [];
    for (const [file, ways] of files) {
      const found = extract(program, root, [file], [...files.keys()]);
      // reached only through another element's component that the header names: documented there is enough
      const others = ways.has('') ? [] : [...ways].filter((t) => own.embeds.has(t)).map((t) => docs.get(t));
      const has = (kind, value) => own[kind].has(value) || others.some((o) => o[kind].has(value));
      // a documented pattern (`tab-<section>`) covers every name it stands for
      const patterns = [own, ...others].flatMap((o) => [...o.parts].filter((p) => p.includes('<')).map((p) => p.slice(0, p.indexOf('<'))));
      for (const [name, w] of found.parts) {
        if (!has('parts', name) && !patterns.some((p) => p && name.startsWith(p))) problems.push(`part "${name}" (${where(w)})`);
      }
      // names made at run time (`field-${name}`): a documented pattern of them, or documented names with that prefix
      for (const [prefix, w] of found.prefixes) {
        const ok = (set) => [...set].some((p) => p.startsWith(prefix) && p.length > prefix.length);
        if (!patterns.some((p) => p && prefix.startsWith(p)) && !ok(own.parts) && !others.some((o) => ok(o.parts))) problems.push(`parts "${prefix}…" (${where(w)})`);
      }
      for (const [value, w] of found.states) if (!has('states', value)) problems.push(`data-state "${value}" (${where(w)})`);
      for (const w of found.unresolvedStates) if (!(w.file in OPEN_STATES)) problems.push(`data-state whose values the source leaves open (${where(w)}): make them a union of literals`);
      for (const [name, w] of found.events) if (!own.events.has(name)) problems.push(`event ${name} (${where(w)})`);
    }
    assert.deepEqual(problems, [], `undocumented in elements/${d.tagName}.ts (the header is the manifest's source)`);
  });
}

test('the extraction sees what the source holds (a known part, state, event and prefix of the gate)', () => {
  const files = closureOf(program, root, componentOf(root, 'paywall-gate'), ownerOf);
  assert.ok([...files.get(join(root, 'src/components/login/forms.tsx'))].includes('paywall-login'), 'the sign-in form is reached through <paywall-login>');
  const found = extract(program, root, [...files.keys()]);
  for (const part of ['base', 'cta', 'favorite', 'favorite-on', 'login-dialog']) assert.ok(found.parts.has(part), part);
  for (const state of ['loading', 'locked', 'unlocked', 'code-entry', 'error']) assert.ok(found.states.has(state), state);
  for (const event of ['paywall-access', 'paywall-favorite', 'paywall-login', 'paywall-error']) assert.ok(found.events.has(event), event);
  assert.ok(found.prefixes.has('field-extra-'), 'the register fields\' field-extra-<name> parts');
});

test('the shipped manifest is the one these headers make', { skip: !existsSync(join(root, 'dist/custom-elements.json')) && 'run npm run build first' }, () => {
  assert.deepEqual(JSON.parse(readFileSync(join(root, 'dist/custom-elements.json'), 'utf8')), manifest);
});
