import { createElement, Fragment, lazy, Suspense, type ReactNode } from 'react';
import { safeImageUrl, safeUrl } from '../../site/urls';

/**
 * Renders HTML the platform returns as an item's content safely: the browser's own parser reads it
 * into an inert document (nothing in it runs or loads), and only an allow-list of elements and
 * attributes becomes React elements (text stays text, a link passes `safeUrl`, what loads (`src`,
 * `poster`) the image rule `safeImageUrl`). Scripts, styles,
 * event handlers, frames and anything unknown are dropped; the text of unknown harmless containers
 * is kept. Nothing is assigned to a live document's `innerHTML`. Under Trusted Types the parser is
 * reached through a policy named `paywall-elements-content` (allow it in a `trusted-types`
 * directive that lists names); where HTML cannot be parsed (no DOMParser, or the policy is refused)
 * the content is shown as plain text. Inline styles and handlers are renamed before the parse
 * (`withoutInlineCode`), so a strict policy has nothing to report.
 */
export function SafeContent({ html, base }: { html: string; base?: string }) {
  return <>{renderNodes(parseHtml(html), base)}</>;
}

const MediaContent = lazy(() => import('./media').then((m) => ({ default: m.MediaContent })));

/**
 * The item's content as the gate shows it: signed media (a lone address, or a JW media's JSON) is
 * played from a chunk of its own (also when the page slots its own player, which then gets the
 * addresses from `paywall-media`); anything else is rendered safely, only when `show` (nothing slotted).
 */
export function PlatformContent({ html, base, show, ...media }: {
  html: string;
  base?: string;
  show: boolean;
  itemId: string;
  title: string;
  host: HTMLElement | null;
  report: (error: unknown, code?: string) => string;
}) {
  if (/^\s*([^\s<]+|\{[^]*"media_id"[^]*\})\s*$/.test(html)) return <Suspense fallback={null}><MediaContent content={html} show={show} {...media} /></Suspense>;
  return show ? <SafeContent html={html} base={base} /> : null;
}

/** A parsed node: text, or an element with lowercase name, attributes and children. */
export type HtmlNode = string | { tag: string; attrs: Record<string, string>; children: HtmlNode[] };

const VOID = new Set(['img', 'br', 'hr', 'source', 'track', 'wbr', 'input', 'meta', 'link', 'area', 'base', 'col', 'embed', 'param']);
/** Elements whose whole content is dropped. */
const DROP = new Set(['script', 'style', 'x-dropped-style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math', 'form', 'textarea', 'select', 'button', 'title', 'head']);
const ALLOWED: Record<string, readonly string[]> = {
  p: [], div: [], span: [], section: [], article: [], figure: [], figcaption: [], blockquote: [], pre: [], code: [],
  h1: [], h2: [], h3: [], h4: [], h5: [], h6: [], strong: [], b: [], em: [], i: [], u: [], small: [], br: [], hr: [],
  ul: [], ol: [], li: [], dl: [], dt: [], dd: [], table: [], thead: [], tbody: [], tr: [], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'],
  a: ['href', 'title'], img: ['src', 'alt', 'width', 'height', 'title'],
  video: ['src', 'poster', 'controls', 'width', 'height', 'muted', 'loop', 'playsinline', 'preload'],
  audio: ['src', 'controls', 'loop', 'preload'], source: ['src', 'type'], track: ['src', 'kind', 'srclang', 'label', 'default'],
};
const URL_ATTRS = new Set(['href', 'src', 'poster']);
const BOOLEAN_ATTRS: Record<string, string> = { controls: 'controls', muted: 'muted', loop: 'loop', playsinline: 'playsInline', default: 'default' };
const REACT_NAMES: Record<string, string> = { colspan: 'colSpan', rowspan: 'rowSpan', srclang: 'srcLang' };

const MAX_INPUT = 200_000;
const MAX_DEPTH = 40;
const POLICY = 'paywall-elements-content';

type HtmlPolicy = { createHTML(input: string): unknown };
let policy: HtmlPolicy | null | undefined;

/** What inline styles and handlers are renamed to before parsing: names the allow-list drops. */
const DROPPED = 'x-dropped-';
/** Elements whose content is text up to their end tag, not markup. */
const RAW_TEXT = /^(script|textarea|title|xmp|iframe|noembed|noframes|noscript|plaintext)$/;
const TAG = /<(\/?)([a-zA-Z][^\t\n\f\r />]*)/y;
/** One attribute of a tag (its spaces, name, and `= value`, a quoted value perhaps unclosed), or nothing at its end. */
const ATTR = /([\t\n\f\r /]*)([^\t\n\f\r />][^\t\n\f\r />=]*)?([\t\n\f\r ]*=[\t\n\f\r ]*(?:"[^"]*"?|'[^']*'?|[^\t\n\f\r >]*))?/y;

/**
 * The input with every `style` and `on*` attribute and every `<style>` tag renamed (to names the
 * allow-list drops), read the way the browser's tokenizer reads tags. Parsing hostile markup into
 * an inert document still checks inline styles and handlers against the page's Content Security
 * Policy, and a strict policy reports each one; renamed first, there is nothing to report. Text and
 * every other attribute are kept as written. One pass, whatever the input.
 */
export function withoutInlineCode(html: string): string {
  let out = '';
  let i = 0;
  for (;;) {
    const lt = html.indexOf('<', i);
    if (lt < 0) return out + html.slice(i);
    out += html.slice(i, lt);
    i = lt;
    const comment = html.startsWith('<!--', i);
    TAG.lastIndex = i;
    const m = comment ? null : TAG.exec(html);
    if (!m) {
      // a comment is copied whole, a stray '<' is text
      const end = html.indexOf('-->', i);
      const stop = !comment ? i + 1 : end < 0 ? html.length : end + 3;
      out += html.slice(i, stop);
      i = stop;
      continue;
    }
    const name = m[2].toLowerCase();
    out += name === 'style' ? `<${m[1]}${DROPPED}style` : m[0];
    ATTR.lastIndex = i = TAG.lastIndex;
    for (let a; (a = ATTR.exec(html)) && a[0]; i = ATTR.lastIndex) {
      out += a[1] + (/^(style$|on)/i.test(a[2] ?? '') ? DROPPED : '') + (a[2] ?? '') + (a[3] ?? '');
    }
    if (html[i] === '>') out += html[i++];
    if (!m[1] && RAW_TEXT.test(name)) {
      // its content is text to the end tag: copied as is (the element is dropped anyway)
      const close = new RegExp(`</${name}`, 'ig');
      close.lastIndex = i;
      const stop = (name !== 'plaintext' && close.exec(html)?.index) || html.length;
      out += html.slice(i, stop);
      i = stop;
    }
  }
}

/** Parses HTML into an inert document, or null where the browser cannot (no DOMParser, policy refused). */
function inertDocument(html: string): Document | null {
  if (typeof DOMParser === 'undefined') return null;
  const tt = (globalThis as { trustedTypes?: { createPolicy(name: string, rules: { createHTML(s: string): string }): HtmlPolicy } }).trustedTypes;
  if (tt && policy === undefined) {
    try {
      // the input only ever reaches an inert document, and is walked through the allow-list below
      policy = tt.createPolicy(POLICY, { createHTML: (s) => s });
    } catch {
      policy = null;
    }
  }
  if (tt && !policy) return null;
  try {
    const safe = withoutInlineCode(html);
    return new DOMParser().parseFromString((policy ? policy.createHTML(safe) : safe) as string, 'text/html');
  } catch {
    return null;
  }
}

function toNodes(parent: Node, depth: number): HtmlNode[] {
  const out: HtmlNode[] = [];
  for (let n = parent.firstChild; n; n = n.nextSibling) {
    if (n.nodeType === 3) out.push((n as Text).data);
    else if (n.nodeType === 1) {
      const el = n as Element;
      const tag = el.localName;
      if (DROP.has(tag)) continue;
      const attrs: Record<string, string> = {};
      for (const a of Array.from(el.attributes)) attrs[a.name] = a.value;
      // deeper than MAX_DEPTH, an element's content is kept as its text
      out.push({ tag, attrs, children: depth < MAX_DEPTH ? toNodes(el, depth + 1) : [el.textContent ?? ''] });
    }
  }
  return out;
}

/** Everything but the tags, in one pass (used where HTML cannot be parsed). */
function textOnly(html: string): string {
  let out = '';
  let i = 0;
  while (i < html.length) {
    const open = html.indexOf('<', i);
    if (open < 0) return out + html.slice(i);
    out += html.slice(i, open);
    const close = html.indexOf('>', open);
    if (close < 0) return out;
    i = close + 1;
  }
  return out;
}

/** Parses HTML into a tree with the browser's inert parser (entities decoded, lenient as browsers are). */
export function parseHtml(input: string): HtmlNode[] {
  const html = String(input ?? '').slice(0, MAX_INPUT);
  const doc = inertDocument(html);
  if (!doc) return [textOnly(html)];
  return toNodes(doc.body, 0);
}

function renderNodes(nodes: HtmlNode[], base: string | undefined, keyPrefix = ''): ReactNode[] {
  return nodes.map((node, i) => {
    const key = `${keyPrefix}${i}`;
    if (typeof node === 'string') return node;
    if (DROP.has(node.tag)) return null;
    const allowed = ALLOWED[node.tag];
    const children = VOID.has(node.tag) ? undefined : renderNodes(node.children, base, `${key}.`);
    if (!allowed) return createElement(Fragment, { key }, children);
    const props: Record<string, unknown> = { key };
    for (const name of allowed) {
      if (!(name in node.attrs)) continue;
      const value = node.attrs[name];
      if (URL_ATTRS.has(name)) {
        const url = name === 'href' ? safeUrl(value, base) : safeImageUrl(value, base);
        if (url) props[name] = url;
      } else if (name in BOOLEAN_ATTRS) props[BOOLEAN_ATTRS[name]] = true;
      else props[REACT_NAMES[name] ?? name] = value;
    }
    if (node.tag === 'a' && props.href) {
      props.rel = 'noopener noreferrer';
      props.target = '_blank';
    }
    if (node.tag === 'img') props.loading = 'lazy';
    return createElement(node.tag, props, children);
  });
}
