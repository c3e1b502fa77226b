import { createElement, Fragment, type ReactNode } from 'react';
import { safeUrl } from '../../site/redirects';

/**
 * Renders HTML the platform returns as an item's content without ever handing it to the HTML
 * parser: a small tokenizer reads tags and text, and only an allow-list of elements and
 * attributes becomes React elements (text stays text, every URL passes `safeUrl`). Scripts,
 * styles, event handlers, iframes and anything unknown are dropped; their text is kept only for
 * harmless containers. Works under Trusted Types, since nothing is assigned to `innerHTML`.
 */
export function SafeContent({ html, base }: { html: string; base?: string }) {
  return <>{renderNodes(parseHtml(html), base)}</>;
}

/** A parsed node: text, or an element with lowercase name, attributes and children. */
export type HtmlNode = string | { tag: string; attrs: Record<string, string>; children: HtmlNode[] };

const VOID = new Set(['img', 'br', 'hr', 'source', 'track', 'wbr', 'input', 'meta', 'link', 'area', 'base', 'col', 'embed', 'param']);
/** Elements whose whole content is dropped. */
const DROP = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math', 'form', 'textarea', 'select', 'button', 'title', 'head']);
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

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes character references in text and attribute values. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

const MAX_INPUT = 200_000;
const MAX_DEPTH = 40;

/** Tokenizes HTML into a tree (lenient: unclosed tags close at their parent's end). */
export function parseHtml(input: string): HtmlNode[] {
  const html = String(input ?? '').slice(0, MAX_INPUT);
  const root: { tag: string; attrs: Record<string, string>; children: HtmlNode[] } = { tag: '#root', attrs: {}, children: [] };
  const stack = [root];
  const tagRe = /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<![^>]*>?|<\?[^>]*>?|<\/([a-zA-Z][\w:-]*)\s*>|<([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/g;
  let last = 0;
  let m: RegExpExecArray | null;
  const top = () => stack[stack.length - 1];
  while ((m = tagRe.exec(html))) {
    if (m.index > last) top().children.push(decodeEntities(html.slice(last, m.index)));
    last = tagRe.lastIndex;
    const [, closing, opening, rawAttrs, selfClose] = m;
    if (closing) {
      const name = closing.toLowerCase();
      const at = stack.map((n) => n.tag).lastIndexOf(name);
      if (at > 0) stack.length = at;
      continue;
    }
    if (!opening) continue; // comments, doctype, processing instructions
    const tag = opening.toLowerCase();
    const node = { tag, attrs: parseAttrs(rawAttrs ?? ''), children: [] as HtmlNode[] };
    top().children.push(node);
    if (DROP.has(tag) && !VOID.has(tag) && !selfClose) {
      // skip raw content up to the matching end tag
      const end = new RegExp(`</${tag}\\s*>`, 'ig');
      end.lastIndex = last;
      const found = end.exec(html);
      last = found ? end.lastIndex : html.length;
      tagRe.lastIndex = last;
      continue;
    }
    if (!VOID.has(tag) && !selfClose && stack.length < MAX_DEPTH) stack.push(node);
  }
  if (last < html.length) top().children.push(decodeEntities(html.slice(last)));
  return root.children;
}

function parseAttrs(raw: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  const re = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(raw))) {
    const name = m[1].toLowerCase();
    if (!(name in attrs)) attrs[name] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '');
  }
  return attrs;
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
        const url = safeUrl(value, base);
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
