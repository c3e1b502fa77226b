// Builds custom-elements.json (the Custom Elements Manifest, schema 2.1.0) from the JSDoc header of
// each elements/paywall-*.ts file and its r2wc props map, so editors, CMS plugins and docs tools
// know every tag's attributes, events, slots, parts and custom properties.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

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

/**
 * Every tag registered through `defineElement` dispatches `paywall-error` when its code cannot load or
 * render (elements/define.ts), so its manifest lists the event even where the header does not.
 */
function withBoundaryError(source, events) {
  if (!/\bdefineElement\s*[<(]/.test(source) || events.some((e) => e.name === 'paywall-error')) return events;
  return [...events, { name: 'paywall-error', description: 'The element\'s code could not load or render (`code: "element_failed"`); detail `{ code, status, message }`.' }];
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
    events: withBoundaryError(source, tags.filter((t) => t.tag === 'event').map((t) => named(t.text))),
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

/** Text in backticks or double quotes, split into words (`a | b`, "x", `data-state="y"`). */
const quoted = (text) => [...text.matchAll(/`([^`]+)`|"([^"]+)"/g)].flatMap((m) => (m[1] ?? m[2]).split(/[\s|,/="]+/)).filter(Boolean);

/**
 * What one manifest declaration documents, as the drift tests read it: its `parts` (the `@csspart`
 * names and every quoted word in their descriptions, which name sub-parts such as `favorite-on`, or
 * patterns such as `tab-<section>`), its `states` (the quoted words of a part description that
 * mentions `data-state`), its `events` and the other elements its header names (`<paywall-login>`),
 * whose parts and states it may show as its own.
 * @returns {{ parts: Set<string>, states: Set<string>, events: Set<string>, embeds: Set<string> }}
 */
export function documentedNames(d) {
  const parts = new Set(d.cssParts.map((p) => p.name));
  for (const p of d.cssParts) for (const word of quoted(p.description)) parts.add(word);
  const states = new Set(d.cssParts.filter((p) => p.description.includes('data-state')).flatMap((p) => quoted(p.description)));
  const text = [d.summary, ...d.cssParts.map((p) => p.description), ...d.events.map((e) => e.description), ...d.slots.map((s) => s.description)].join(' ');
  const embeds = new Set([...text.matchAll(/<(paywall-[a-z-]+)>/g)].map((m) => m[1]).filter((t) => t !== d.tagName));
  return { parts, states, events: new Set(d.events.map((e) => e.name)), embeds };
}

/**
 * Light-DOM child tags some elements read (not registered, so not in the manifest), typed in JSX too:
 * `<paywall-reward>` children of `<paywall-member-rewards>` (src/components/member-rewards/rewards.ts).
 */
const CHILD_TAGS = [
  {
    tagName: 'paywall-reward',
    summary: 'One reward of `<paywall-member-rewards>`, server-rendered as its child (read, never registered).',
    attributes: [
      { name: 'code', description: 'The code to copy (required).', type: { text: 'string' }, required: true },
      { name: 'title', description: 'What the reward is. Default: the code.', type: { text: 'string' } },
      { name: 'description', description: 'More about it.', type: { text: 'string' } },
      { name: 'kind', description: '`discount`, `free-months` or `ticket` (others show no label).', type: { text: 'string' } },
      { name: 'expires', description: 'The last day it is valid, `YYYY-MM-DD`.', type: { text: 'string' } },
    ],
    events: [],
  },
];

const ATTRIBUTE_TYPES = { string: 'string', number: 'NumberAttribute', boolean: 'BooleanAttribute' };
const doc = (text, indent = '') => `${indent}/** ${text.replace(/\*\//g, '*\\/')} */\n`;
const pascal = (tag) => tag.replace(/(^|-)(\w)/g, (_, __, c) => c.toUpperCase());

/**
 * elements/jsx.ts: React 19 JSX typings of every tag, generated from the manifest (attributes with
 * their r2wc types, `onpaywall-…` listeners of the events each element documents) so that they
 * cannot drift from it; `--jsx` writes it, and test/node/custom-elements.node.test.mjs compares.
 */
export function jsxTypes(manifest) {
  const declarations = manifest.modules.flatMap((m) => m.declarations).filter((d) => d.customElement);
  const tags = [...declarations, ...CHILD_TAGS].sort((a, b) => a.tagName.localeCompare(b.tagName));
  const entries = tags.map((d) => {
    const attrs = `${pascal(d.tagName)}Attributes`;
    const element = d.customElement ? `HTMLElementTagNameMap['${d.tagName}']` : 'HTMLElement';
    const events = [...new Set(d.events.map((e) => e.name))].sort().map((e) => `'${e}'`);
    const listeners = events.length ? ` & Listeners<${events.join(' | ')}>` : '';
    return `${doc(d.summary, '  ')}  '${d.tagName}': Base<${element}, ${attrs}>${listeners} & ${attrs};\n`;
  });
  const interfaces = tags.map((d) => {
    const fields = d.attributes.map((a) => `${doc(a.description, '  ')}  '${a.name}'${a.required ? '' : '?'}: ${ATTRIBUTE_TYPES[a.type?.text ?? 'string']};\n`);
    const name = `${pascal(d.tagName)}Attributes`;
    if (!fields.length) return `\n${doc(`\`<${d.tagName}>\` has no attributes.`)}type ${name} = Record<never, never>;\n`;
    return `\n${doc(`The attributes of \`<${d.tagName}>\`.`)}interface ${name} {\n${fields.join('')}}\n`;
  });
  return `// Generated from the elements' headers (the Custom Elements Manifest) by
// \`node scripts/custom-elements.mjs --jsx\`: do not edit by hand. test/node/custom-elements.node.test.mjs
// fails when it is out of date.
import type { HTMLAttributes, RefAttributes } from 'react';
import type { PaywallEventMap } from '../src/events';

/**
 * What React 19 takes on a custom element besides its own attributes: the global HTML attributes,
 * \`class\` (or \`className\`), \`children\` and \`ref\` (the element, with its typed properties).
 */
type Base<E extends HTMLElement, A> = Omit<HTMLAttributes<E>, keyof A> & RefAttributes<E> & { class?: string };
/** React 19 adds a prop named \`on\` + an event's name as a listener of that event: \`onpaywall-access={…}\`. */
type Listeners<N extends keyof PaywallEventMap> = { [K in N as \`on\${K}\`]?: (event: PaywallEventMap[K]) => void };
/** A boolean attribute reads \`"true"\`; a bare attribute (\`={true}\` in JSX) is not read, so only the strings are allowed. */
type BooleanAttribute = 'true' | 'false';
/** A number attribute (React writes numbers as their text). */
type NumberAttribute = number | \`\${number}\`;

/** The JSX props of every \`paywall-*\` tag: its attributes (typed) and its events (typed listeners). */
export interface PaywallElementsJSX {
${entries.join('')}}
${interfaces.join('')}
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface IntrinsicElements extends PaywallElementsJSX {}
  }
}
`;
}

// `node scripts/custom-elements.mjs --jsx` writes elements/jsx.ts from the elements' headers
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href && process.argv.includes('--jsx')) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  writeFileSync(join(root, 'elements/jsx.ts'), jsxTypes(buildManifest(root)));
  console.log('wrote elements/jsx.ts');
}
