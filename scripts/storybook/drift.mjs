// The rendered drift check of the Storybook smoke: while the smoke shows every story, it records each
// `part` name and `data-state` value inside the elements' shadow roots (nested ones too) and every
// `paywall-*` event dispatched, each under the element that rendered or dispatched it; at the end,
// anything an element rendered that its header (the source of custom-elements.json) does not
// document is listed. test/node/element-drift.node.test.mjs reads the same from the source
// statically; this one sees what actually renders, names built at run time included.
import { appendFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildManifest, documentedNames } from '../custom-elements.mjs';

/**
 * Run in the page before any of its scripts (`page.addInitScript`): wraps `dispatchEvent` so that
 * every `paywall-*` event is logged in `window.__paywallEvents` as `{ type, owner }`, `owner` being
 * the innermost registered `paywall-*` element around the target (crossing shadow roots), or
 * `'document'` / `'window'`, or null for a node outside any element.
 */
export function recordEvents() {
  const log = [];
  Object.defineProperty(window, '__paywallEvents', { value: log });
  const ownerOf = (target) => {
    if (target === document) return 'document';
    if (target === window) return 'window';
    for (let node = target; node; node = node instanceof ShadowRoot ? node.host : node.parentNode) {
      if (node instanceof Element && node.localName.startsWith('paywall-') && customElements.get(node.localName)) return node.localName;
    }
    return null;
  };
  const dispatch = EventTarget.prototype.dispatchEvent;
  EventTarget.prototype.dispatchEvent = function (event) {
    if (event.type.startsWith('paywall-')) log.push({ type: event.type, owner: ownerOf(this) });
    return dispatch.call(this, event);
  };
}

/**
 * In the page: the `part` names and `data-state` values in every shadow root under `#storybook-root`,
 * recursively, each with the innermost registered `paywall-*` element whose shadow root holds it
 * (null inside a shadow root no element owns, as the stories' phase views have), and the events
 * logged so far. Light-DOM nodes (the story's own markup, slotted content) are not the elements'.
 */
export function renderedNames() {
  /** @type {{ kind: 'part' | 'state', name: string, owner: string | null }[]} */
  const found = [];
  const walk = (root, owner) => {
    for (const el of root.querySelectorAll('*')) {
      if (owner !== undefined) {
        for (const part of (el.getAttribute('part') ?? '').split(/\s+/).filter(Boolean)) found.push({ kind: 'part', name: part, owner });
        if (el.hasAttribute('data-state')) found.push({ kind: 'state', name: el.getAttribute('data-state'), owner });
      }
      if (el.shadowRoot) {
        const registered = el.localName.startsWith('paywall-') && customElements.get(el.localName);
        walk(el.shadowRoot, registered ? el.localName : (owner ?? null));
      }
    }
  };
  walk(document.querySelector('#storybook-root') ?? document.body, undefined);
  return { found, events: /** @type {any} */ (window).__paywallEvents ?? [] };
}

/** The `paywall-*` events docs/events.md lists with `document` as (one of) their targets. */
function documentEvents(root) {
  const rows = readFileSync(join(root, 'docs/events.md'), 'utf8').split('\n').filter((l) => l.startsWith('| `paywall-'));
  return new Set(rows.map((l) => l.split('|')).filter((c) => c[2].includes('`document`')).map((c) => c[1].trim().replaceAll('`', '')));
}

/**
 * Collects what the stories render and compares it with the manifest. `add(story, page)` is called
 * once per story after it rendered; `report()` returns one check per element that rendered anything
 * (plus one for events dispatched on `document`) as `{ name, problems }`, problems naming each
 * undocumented part, state or event and the first story that showed it.
 */
export function createDriftCheck(root) {
  const declarations = buildManifest(root).modules.flatMap((m) => m.declarations);
  const docs = new Map(declarations.map((d) => [d.tagName, documentedNames(d)]));
  const onDocument = documentEvents(root);
  /** tag → kind → name → first story id */
  const seen = new Map();
  const visited = new Set();
  const note = (tag, kind, name, story) => {
    if (!seen.has(tag)) seen.set(tag, { part: new Map(), state: new Map(), event: new Map() });
    const names = seen.get(tag)[kind];
    if (!names.has(name)) names.set(name, story);
  };

  return {
    async add(story, page) {
      visited.add(story.id);
      // a story's phase view (no element around it) stands for the element of its title
      const own = story.title.match(/paywall-[a-z-]+/)?.[0] ?? null;
      const { found, events } = await page.evaluate(renderedNames);
      // STORYBOOK_SMOKE_NAMES=file: each story's names as a JSON line, to compare two runs (`--fresh` and not)
      if (process.env.STORYBOOK_SMOKE_NAMES) {
        const names = [...found.map((f) => `${f.kind}:${f.name}@${f.owner ?? own}`), ...events.map((e) => `event:${e.type}@${e.owner ?? own}`)];
        appendFileSync(process.env.STORYBOOK_SMOKE_NAMES, JSON.stringify({ story: story.id, names: [...new Set(names)].sort() }) + '\n');
      }
      for (const f of found) if (f.owner ?? own) note(f.owner ?? own, f.kind, f.name, story.id);
      for (const e of events) {
        const owner = e.owner === 'window' ? 'document' : (e.owner ?? own);
        if (owner) note(owner, 'event', e.type, story.id);
      }
    },
    report() {
      const checks = [];
      for (const [tag, names] of [...seen].sort((a, b) => a[0].localeCompare(b[0]))) {
        if (tag === 'document') {
          const problems = [...names.event].filter(([n]) => !onDocument.has(n))
            .map(([n, s]) => `event ${n} dispatched on document (first in ${s}): not a document event in docs/events.md`);
          checks.push({ name: 'events dispatched on document are in docs/events.md', problems, count: names.event.size });
          continue;
        }
        const own = docs.get(tag);
        if (!own) {
          checks.push({ name: `<${tag}>`, problems: [`rendered, but custom-elements.json has no <${tag}>`], count: 0 });
          continue;
        }
        // what the header names of another element's (the sign-in form in a dialog) may be documented there
        const others = [...own.embeds].map((t) => docs.get(t)).filter(Boolean);
        const all = [own, ...others];
        const patterns = all.flatMap((o) => [...o.parts].filter((p) => p.includes('<')).map((p) => p.slice(0, p.indexOf('<')))).filter(Boolean);
        const problems = [];
        for (const [name, s] of names.part) {
          if (!all.some((o) => o.parts.has(name)) && !patterns.some((p) => name.startsWith(p))) problems.push(`part "${name}" (first in ${s})`);
        }
        for (const [name, s] of names.state) if (!all.some((o) => o.states.has(name))) problems.push(`data-state "${name}" (first in ${s})`);
        for (const [name, s] of names.event) if (!own.events.has(name)) problems.push(`event ${name} (first in ${s})`);
        const count = names.part.size + names.state.size + names.event.size;
        checks.push({ name: `<${tag}>: the ${names.part.size} parts, ${names.state.size} data-state values and ${names.event.size} events its stories rendered are in custom-elements.json`, problems, count });
      }
      // the recording itself works: the part, state and event the locked gate's story shows are seen
      const gate = seen.get('paywall-gate');
      const missing = [['part', 'base'], ['state', 'locked'], ['event', 'paywall-access']].filter(([k, n]) => !gate?.[k].has(n));
      if (visited.has('elements-paywall-gate--locked-signed-out')) checks.push({ name: 'the drift recording sees what renders', problems: missing.map(([k, n]) => `<paywall-gate>'s ${k} ${n} was not recorded`), count: 3 });
      return checks;
    },
  };
}
