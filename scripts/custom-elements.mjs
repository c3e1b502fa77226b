// Builds custom-elements.json (the Custom Elements Manifest, schema 2.1.0) from the JSDoc header of
// each elements/paywall-*.ts file and its r2wc props map, so editors, CMS plugins and docs tools
// know every tag's attributes, events, slots, parts and custom properties.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const TAGS = ['tag', 'summary', 'attr', 'prop', 'event', 'csspart', 'cssproperty', 'slot'];
const kebab = (s) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Splits a JSDoc block into `[{ tag, text }]` (several tags may share a line). */
export function jsdocTags(source) {
  const block = source.match(/\/\*\*([\s\S]*?)\*\//);
  if (!block) return [];
  const text = block[1].split('\n').map((l) => l.replace(/^\s*\*\s?/, '')).join('\n');
  const re = new RegExp(`@(${TAGS.join('|')})\\b`, 'g');
  const found = [...text.matchAll(re)];
  return found.map((m, i) => ({
    tag: m[1],
    text: text.slice(m.index + m[0].length, i + 1 < found.length ? found[i + 1].index : undefined).replace(/\s+/g, ' ').trim(),
  }));
}

/** `name - description` → `{ name, description }` (`- description` alone has an empty name). */
function named(text) {
  const m = text.match(/^([^\s]*)\s*(?:-\s*)?([\s\S]*)$/);
  const name = m[1] === '-' ? '' : m[1];
  return { name, description: (m[1] === '-' ? text.replace(/^-\s*/, '') : m[2]).trim() };
}

/** The manifest module of one element file. */
export function elementModule(path, source) {
  const tags = jsdocTags(source);
  const tagName = tags.find((t) => t.tag === 'tag')?.text;
  if (!tagName) return null;
  const props = Object.fromEntries(
    [...(source.match(/props:\s*\{([^}]*)\}/)?.[1] ?? '').matchAll(/(\w+):\s*'(\w+)'/g)].map((m) => [m[1], m[2]]),
  );
  const attributes = tags.filter((t) => t.tag === 'attr').map((t) => {
    const { name, description } = named(t.text);
    const field = Object.keys(props).find((p) => kebab(p) === name);
    return { name, description, ...(field ? { fieldName: field, type: { text: props[field] } } : {}) };
  });
  const declaration = {
    kind: 'class',
    name: tagName.replace(/(^|-)(\w)/g, (_, __, c) => c.toUpperCase()) + 'Element',
    tagName,
    customElement: true,
    summary: tags.find((t) => t.tag === 'summary')?.text ?? '',
    attributes,
    members: Object.entries(props).map(([name, type]) => ({ kind: 'field', name, type: { text: type }, attribute: kebab(name) })),
    events: tags.filter((t) => t.tag === 'event').map((t) => named(t.text)),
    slots: tags.filter((t) => t.tag === 'slot').map((t) => named(t.text)),
    cssParts: tags.filter((t) => t.tag === 'csspart').map((t) => named(t.text)),
    cssProperties: tags.filter((t) => t.tag === 'cssproperty').map((t) => named(t.text)),
  };
  return {
    kind: 'javascript-module',
    path,
    declarations: [declaration],
    exports: [{ kind: 'custom-element-definition', name: tagName, declaration: { name: declaration.name, module: path } }],
  };
}

/** The whole manifest for the elements folder of `root`. */
export function buildManifest(root) {
  const dir = join(root, 'elements');
  const modules = readdirSync(dir)
    .filter((f) => /^paywall-[\w-]+\.ts$/.test(f))
    .sort()
    .map((f) => elementModule(`elements/${f}`, readFileSync(join(dir, f), 'utf8')))
    .filter(Boolean);
  return { schemaVersion: '2.1.0', readme: 'README.md', modules };
}
