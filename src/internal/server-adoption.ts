/**
 * Taking a server-rendered view over (`paywall-elements/ssr`): what the element does once its code
 * has arrived over a declarative shadow root. Loaded only on pages that have one.
 */
import { SERVER_DISABLED_ATTRIBUTE, SERVER_PROPS, SERVER_VIEW_ATTRIBUTE } from './server-view';
import { currentConfig } from '../stores/config';
import { languageOf, translationLoaded, type MessageGroup, type Messages } from '../i18n/core';

/** A press the script-tag loader kept on a server view before the element took it over (elements/autoload.ts). */
export interface KeptClick {
  /** True until the element has taken the view over. */
  on: boolean;
  target?: Element;
}
const KEPT_CLICK = Symbol.for('paywall-elements.click');

/** A server-rendered view found in a shadow root: the props (beyond attributes) it was rendered with. */
export interface ServerView {
  props: Record<string, unknown>;
}

/** The server view in `root`, if the page's server rendered one (null otherwise, or when unreadable). */
export function readServerView(root: ShadowRoot | null): ServerView | null {
  const block = root?.querySelector(`script[${SERVER_VIEW_ATTRIBUTE}]`);
  if (!block) return null;
  try {
    const parsed = JSON.parse(block.textContent || '{}') as { props?: Record<string, unknown> };
    // only the data a server render hands over: markup injected into the page cannot set any other
    // prop this way (the container, an item id the attributes do not name)
    const props: Record<string, unknown> = {};
    for (const key of SERVER_PROPS) {
      const value = parsed.props?.[key];
      if (value && typeof value === 'object') props[key] = value;
    }
    return { props };
  } catch {
    return { props: {} };
  }
}

const PROPS = Symbol.for('r2wc.props');

/**
 * What an element does over a server-rendered view once its code and the view's texts are here: the
 * server's data (the prices it fetched, say) becomes the component's first state, and `render` (the
 * element's first render, hydrating) takes the view over.
 */
export function adopt(host: HTMLElement, render: () => void): void {
  const server = readServerView(host.shadowRoot);
  if (server) Object.assign((host as unknown as Record<symbol, Record<string, unknown>>)[PROPS], server.props);
  takeOver(host, render);
}

/**
 * Takes the server view in `host`'s shadow root over: `render` renders the component over it in
 * place; what the viewer typed, the focus and the caret survive, the view's own marks go, and a
 * button the viewer pressed before then is pressed again, so its action happens now.
 */
export function takeOver(host: HTMLElement, render: () => void): void {
  const root = host.shadowRoot as ShadowRoot;
  const snapshot = snapshotFields(root);
  render();
  releaseServerView(root);
  restoreFields(root, snapshot);
  const kept = (host as unknown as Record<symbol, KeptClick | undefined>)[KEPT_CLICK];
  if (kept) {
    kept.on = false;
    replayClick(root, kept.target);
  }
}


/** Ends the server view's own marks once the element has taken it over: its submit buttons work. */
export function releaseServerView(root: ShadowRoot): void {
  for (const b of root.querySelectorAll(`[${SERVER_DISABLED_ATTRIBUTE}]`)) {
    b.removeAttribute(SERVER_DISABLED_ATTRIBUTE);
    b.removeAttribute('disabled');
  }
  // the server's inline styles and data go once the component's own sheets apply
  if (root.adoptedStyleSheets.length) for (const n of [...root.children]) if (n.matches(`style, script[${SERVER_VIEW_ATTRIBUTE}]`)) n.remove();
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What the viewer did with a view: field values by name, and the focused field with its caret. */
export interface FieldSnapshot {
  fields: Array<{ name: string; value: string; checked: boolean }>;
  focus: { name: string; start: number | null; end: number | null } | null;
}

const controls = (root: ParentNode) => [...root.querySelectorAll<Control>('input[name], textarea[name], select[name]')];

const normalLocale = (tag: string) => tag.replace(/_/g, '-').toLowerCase();

/** The language a server view was rendered in (`en` when it does not say). */
function serverLocale(root: ShadowRoot): string {
  try {
    const locale = (JSON.parse(root.querySelector(`script[${SERVER_VIEW_ATTRIBUTE}]`)?.textContent || '{}') as { locale?: unknown }).locale;
    return typeof locale === 'string' && locale ? locale : 'en';
  } catch {
    return 'en';
  }
}

/**
 * Reads the named fields of `root` and where the focus is, before the element takes the view over.
 * A view the server rendered in another language than the page's (its texts, labels and writing
 * direction would stay as the server wrote them: taking a view over keeps its nodes and attributes)
 * is taken down here, once read: the element then draws it afresh in the page's language, in the
 * same task (nothing shows in between), and `restoreFields` gives back what the viewer typed.
 */
export function snapshotFields(root: ShadowRoot): FieldSnapshot {
  const fields = controls(root).map((c) => ({ name: c.name, value: c.value, checked: c instanceof HTMLInputElement && c.checked }));
  const active = root.activeElement as Control | null;
  let focus: FieldSnapshot['focus'] = null;
  if (active?.name) {
    let start: number | null = null;
    let end: number | null = null;
    try {
      start = (active as HTMLInputElement).selectionStart;
      end = (active as HTMLInputElement).selectionEnd;
    } catch {
      // inputs without a caret (e-mail in some engines) throw
    }
    focus = { name: active.name, start, end };
  }
  if (normalLocale(serverLocale(root)) !== normalLocale(currentConfig().locale)) root.replaceChildren();
  return { fields, focus };
}

/**
 * After the element took over the server view: every field the viewer changed gets its value
 * back if the render lost it, and is announced with an `input` (or `change`) event either way, so
 * the component's state holds what the field shows; the focused field keeps or gets back the
 * focus and caret.
 */
export function restoreFields(root: ShadowRoot, snapshot: FieldSnapshot): void {
  const byName = new Map(controls(root).map((c) => [c.name, c]));
  for (const f of snapshot.fields) {
    const c = byName.get(f.name);
    if (!c) continue;
    const box = c instanceof HTMLInputElement && (c.type === 'checkbox' || c.type === 'radio');
    const lost = box ? (c as HTMLInputElement).checked !== f.checked : c.value !== f.value;
    const changed = box ? f.checked !== (c as HTMLInputElement).defaultChecked : 'defaultValue' in c && f.value !== c.defaultValue;
    if (!lost && !changed) continue;
    if (lost) {
      if (box) (c as HTMLInputElement).checked = f.checked;
      else c.value = f.value;
    }
    c.dispatchEvent(new Event(box ? 'change' : 'input', { bubbles: true }));
    if (box) c.dispatchEvent(new Event('input', { bubbles: true }));
  }
  const focus = snapshot.focus && byName.get(snapshot.focus.name);
  if (!focus || !snapshot.focus || root.activeElement === focus) return;
  focus.focus({ preventScroll: true });
  try {
    if (snapshot.focus.start != null) (focus as HTMLInputElement).setSelectionRange(snapshot.focus.start, snapshot.focus.end ?? snapshot.focus.start);
  } catch {
    // no caret on this kind of field
  }
}

/**
 * Presses again, once the element has taken its server view over, the button the viewer pressed
 * before: the same node when the view was kept, else the button at the same place in the view.
 */
function replayClick(root: ShadowRoot, target: Element | undefined): void {
  if (!target) return;
  let button = target.isConnected && root.contains(target) ? target : null;
  if (!button) {
    // the button with the same part and price, else the one at the same position
    const part = target.getAttribute('part');
    const fee = target.closest('[data-access-fee-id]')?.getAttribute('data-access-fee-id');
    const buttons = [...root.querySelectorAll('button')];
    button = buttons.find((b) => b.getAttribute('part') === part && (b.closest('[data-access-fee-id]')?.getAttribute('data-access-fee-id') ?? null) === (fee ?? null)) ?? null;
  }
  if (button instanceof HTMLElement) queueMicrotask(() => button.click());
}

/** The message groups (their files under src/i18n/) each server-rendered tag speaks. */
const VIEW_GROUPS: Record<string, readonly string[]> = {
  'paywall-login': ['common', 'login', 'checks'],
  'paywall-pricing': ['common', 'pricing'],
  'paywall-gate': ['common', 'access'],
  'paywall-slider': ['common', 'slider'],
  'paywall-rail': ['common', 'rail'],
  'paywall-headlines': ['common', 'headlines'],
  'paywall-countdown': ['common', 'countdown'],
};

/**
 * Loads the page language's texts of the view a tag took over, before it takes it over: its first
 * render then writes the texts the server wrote, instead of English until they arrive. Resolves
 * after 4 s at the most (a text file that does not come must not hold the view back: English it is).
 */
export function viewTexts(tag: string): Promise<unknown> {
  const locale = currentConfig().locale;
  if (languageOf(locale) === 'en') return Promise.resolve();
  const groups = (VIEW_GROUPS[tag] ?? ['common']).map((file) => ({ name: file, file, en: {} }) as unknown as MessageGroup<Messages>);
  return Promise.race([Promise.all(groups.map((g) => translationLoaded(g, locale))), new Promise((done) => setTimeout(done, 4000))]);
}
