/**
 * The script-tag loader: a table of tag names and chunk files, and a watcher that loads a tag's
 * chunk when the tag first appears in the page. The chunk defines the element (its attributes,
 * properties and events) and renders it; a page pays only for the tags it holds. The classic stub
 * (dist/iife) and the module entry (dist/cdn/paywall-elements.js) both run it; whichever runs first
 * on a page serves it, the other stays silent.
 */
import { VERSION } from '../src/version';
import type { KeptClick } from '../src/internal/server-adoption';

/**
 * Written by the build. `f`: chunk files under dist/cdn/chunks/, without `.js`, the runtime first;
 * `i`: each file's static imports but the runtime, one character per index into `f` (`#` is 0,
 * counting on past `[` to `]`, as scripts/loader-table.mjs writes them), which the loader starts
 * together with the file instead of one after the other (and the runtime with every tag).
 * `t`: per tag name (without `paywall-`), the file that defines it (or that file and the lazy files
 * its first view renders at once); a key `name[attribute],…` is the files to fetch for an element
 * that matches that selector (the inline checkout's own code and the payment methods it asks for
 * at once, which the modal one loads only when a purchase starts); `null` for a tag that is no
 * element but a light-DOM child an element reads (`<paywall-reward>`). `s`: what takes a
 * server-rendered view over (`paywall-elements/ssr`), fetched with a tag that has one.
 */
export interface LoaderTable {
  f: string[];
  i: string[];
  t: Record<string, number | number[] | null>;
  s: number;
}

/** What a running loader offers the elements of its page (shared through a global symbol). */
export interface PageLoader {
  /** The library version that runs this page's loader. */
  v: string;
  /** Watches a shadow root the elements create for `paywall-*` tags. */
  o(root: ShadowRoot): void;
}

/** The global symbol of the page's loader. */
export const LOADER = Symbol.for('paywall-elements.loader');
/** The element property that holds its kept click. */
export const KEPT_CLICK = Symbol.for('paywall-elements.click');
const VERSION_KEY = Symbol.for('paywall-elements.version');
/** The data block of a server-rendered view (src/internal/server-view.ts). */
const SERVER_VIEW = 'script[data-paywall-ssr]';
/** The submit buttons a server render leaves disabled until a script keeps their presses (src/internal/server-view.ts). */
const SERVER_DISABLED = '[data-paywall-ssr-disabled]';
/** What an element whose code could not be fetched says (the loader carries no catalogue). */
const FAILED = 'This content could not be shown.';

/**
 * Starts the loader for chunks under `base` (the URL of dist/cdn/chunks/), unless one already runs on the
 * page. `crossOrigin`: the script tag's `crossorigin` attribute, given to the preload links.
 */
export function autoload(base: string, table: LoaderTable, crossOrigin?: string | null): void {
  const g = globalThis as unknown as Record<symbol, PageLoader | undefined>;
  const say = (how: 'warn' | 'error', text: string, error?: unknown) => console[how]('[paywall-elements] ' + text, ...(error ? [error] : []));
  const warn = (text: string) => say('warn', text);
  const ignored = (what: string, version: string) =>
    warn(`${what} is already registered by version ${version}; version ${VERSION} was loaded too and is ignored. Load the library once per page.`);
  const { f: files, i: imports, t: tags } = table;
  // a loader already runs on this page (this copy loaded twice, or another version), or another
  // version registered tags: that one keeps the page
  let other = g[LOADER]?.v;
  let what = 'The library';
  for (const name in tags) {
    const v = (customElements.get('paywall-' + name) as unknown as Record<symbol, string> | undefined)?.[VERSION_KEY];
    if (!other && v && v !== VERSION) {
      other = v;
      what = `<paywall-${name}>`;
    }
  }
  if (other) return void (other !== VERSION && ignored(what, other));
  const preloaded: boolean[] = [];
  const loading: Record<string, boolean> = {};
  const seen: Record<string, Element[]> = {};
  const warned: Record<string, boolean> = {};
  let retries = 0;
  // a server view's submit buttons: enabled while this loader keeps their presses
  const submits = (root: ShadowRoot, off: boolean) => root.querySelectorAll(SERVER_DISABLED).forEach((b) => b.toggleAttribute('disabled', off));

  // a file and everything it imports, all at once
  const preload = (i: number) => {
    if (preloaded[i] || !files[i]) return;
    preloaded[i] = true;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = base + files[i] + '.js';
    if (crossOrigin != null) link.crossOrigin = crossOrigin;
    document.head.append(link);
    for (const c of imports[i]) preload(c.charCodeAt(0) - 35 - +(c > '\\'));
  };

  const load = (name: string, query = '') => {
    if (loading[name]) return;
    loading[name] = true;
    const own = ([] as number[]).concat(tags[name] as number | number[]);
    [0, ...own].forEach(preload);
    import(/* @vite-ignore */ base + files[own[0]] + '.js' + query).then(
      () => delete seen[name],
      // a chunk that cannot be fetched: each of its elements says so, with Try again
      (error: unknown) => {
        say('error', `<paywall-${name}> could not be loaded`, error);
        loading[name] = false;
        for (const el of seen[name]) {
          const root = el.shadowRoot ?? el.attachShadow({ mode: 'open' });
          // a server-rendered view stays as it is, its submit buttons disabled again: nothing will act on them
          if (root.querySelector(SERVER_VIEW)) {
            submits(root, true);
            continue;
          }
          const box = document.createElement('p');
          const retry = document.createElement('button');
          box.setAttribute('part', 'base error');
          box.setAttribute('role', 'alert');
          box.setAttribute('data-state', 'error');
          retry.setAttribute('part', 'retry');
          retry.textContent = 'Try again';
          retry.onclick = () => {
            root.replaceChildren();
            load(name, '?retry=' + ++retries);
          };
          box.append(FAILED + ' ', retry);
          root.replaceChildren(box);
          el.dispatchEvent(new CustomEvent('paywall-error', {
            bubbles: true, composed: true, detail: { code: 'element_failed', status: 0, message: FAILED },
          }));
        }
      },
    );
  };

  const found = (el: Element) => {
    const tag = el.localName;
    const name = tag.slice(8);
    if (!tag.startsWith('paywall-') || customElements.get(tag)) return;
    if (tags[name] === null) return; // a light-DOM child an element reads (a member's <paywall-reward>)
    if (!(name in tags)) {
      if (!warned[tag]) warn(`<${tag}> is unknown to version ${VERSION}; nothing loaded.`);
      warned[tag] = true;
      return;
    }
    (seen[name] ??= []).push(el);
    for (const key in tags) if (key.startsWith(name + '[') && el.matches('paywall-' + key)) ([] as number[]).concat(tags[key] as number | number[]).forEach(preload);
    // a server-rendered view: what takes it over comes with the element's code, and a button
    // pressed before then is kept for the element to act on, so its submit buttons work from now
    // on (a press, or Enter in a field, submits nothing natively: it is kept and replayed)
    const root = el.shadowRoot;
    if (root?.querySelector(SERVER_VIEW) && !(KEPT_CLICK in el)) {
      const kept: KeptClick = { on: true };
      preload(table.s);
      (el as unknown as Record<symbol, KeptClick>)[KEPT_CLICK] = kept;
      root.addEventListener('click', (e) => {
        const target = (e.target as Element).closest('button:not([disabled])');
        if (kept.on && target) {
          kept.target = target;
          e.preventDefault();
          e.stopImmediatePropagation();
        }
      }, true);
      submits(root, false);
    }
    load(name);
  };

  const observe = (root: Document | ShadowRoot) => {
    const scan = (node: ParentNode) => node.querySelectorAll(':not(:defined)').forEach(found);
    new MutationObserver((records) => {
      for (const r of records) {
        for (const n of r.addedNodes) {
          if (!(n instanceof Element)) continue;
          found(n);
          scan(n);
        }
      }
    }).observe(root, { childList: true, subtree: true });
    scan(root);
  };
  g[LOADER] = { v: VERSION, o: observe };
  observe(document);
}
