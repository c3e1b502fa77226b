/** Small browser-test helpers shared by element tests. */

/** The least a wait gives a state to come (a bound for a failing test: a passing one waits no longer). */
const WAIT_AT_LEAST_MS = 20_000;

/**
 * Polls `check` until it returns a truthy value (or stops throwing), or fails after `timeout` ms;
 * `message` may be a function, read when the wait fails (to say what was seen then). The timeout
 * only bounds a failing test, so on a loaded machine (a lazy chunk compiled on first request, other
 * work on the cores) it is at least 20 s, unless `strict`: a test that asserts a time the product
 * promises ('within a second') keeps its own.
 */
export async function waitFor<T>(check: () => T | Promise<T>, { timeout = WAIT_AT_LEAST_MS, strict = false, interval = 20, message = '' as string | (() => string) } = {}): Promise<NonNullable<T>> {
  if (!strict) timeout = Math.max(timeout, WAIT_AT_LEAST_MS);
  const deadline = Date.now() + timeout;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value as NonNullable<T>;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      const said = typeof message === 'function' ? message() : message;
      throw new Error(`waitFor timed out after ${timeout} ms${said ? `: ${said}` : ''}${lastError ? ` (${String(lastError)})` : ''}`);
    }
    await new Promise((r) => setTimeout(r, interval));
  }
}

/**
 * Resolves after `n` animation frames: what the browser does once per frame (layout, intersection
 * and resize observers) has happened by then.
 */
export async function frames(n = 2): Promise<void> {
  for (let i = 0; i < n; i++) await new Promise((r) => requestAnimationFrame(r));
}

const mounted: Element[] = [];

/** Inserts HTML into the document body and returns its first element; `cleanup()` removes it. */
export function fixture<T extends Element = HTMLElement>(html: string): T {
  const template = document.createElement('template');
  template.innerHTML = html.trim();
  const el = template.content.firstElementChild as T;
  document.body.append(el);
  mounted.push(el);
  return el;
}

/** Removes every fixture (call in afterEach). */
export function cleanup(): void {
  while (mounted.length) mounted.pop()!.remove();
}

/** The open shadow root of an element, failing clearly when there is none. */
export function shadow(el: Element): ShadowRoot {
  if (!el.shadowRoot) throw new Error(`<${el.localName}> has no open shadow root`);
  return el.shadowRoot;
}

/** The first `[part~="name"]` in an element's shadow root (or in `root`). */
export const part = <T extends Element = HTMLElement>(el: Element, name: string, root: ParentNode = shadow(el)): T | null => root.querySelector<T>(`[part~="${name}"]`);

/** Every `[part~="name"]` in an element's shadow root. */
export const parts = <T extends Element = HTMLElement>(el: Element, name: string): T[] => [...shadow(el).querySelectorAll<T>(`[part~="${name}"]`)];

/** The input named `name` in an element's shadow root. */
export const inputOf = (el: Element, name: string): HTMLInputElement => shadow(el).querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

/** The account's section `name` (`[part~="section-name"]`). */
export const sectionOf = (el: Element, name: string): HTMLElement | null => part(el, `section-${name}`);

/** Collects `paywall-*` (or any) events of one name dispatched to `target`. */
export function collect<T = unknown>(target: EventTarget, name: string): CustomEvent<T>[] {
  const events: CustomEvent<T>[] = [];
  target.addEventListener(name, (e) => events.push(e as CustomEvent<T>));
  return events;
}

/**
 * An element set up wrongly (a missing or bad attribute): puts a `tag` element with `attributes` in
 * the page, waits for its error view (`data-state="error"` on its base part) and for the
 * `paywall-error` that follows it, runs `check` on it, removes it, and returns the codes reported.
 */
export async function reportedErrors(tag: string, { attributes = {}, check }: { attributes?: Record<string, string>; check?: (el: HTMLElement) => unknown } = {}): Promise<string[]> {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  const errors = collect<{ code: string }>(el, 'paywall-error');
  document.body.append(el);
  try {
    await waitFor(() => part(el, 'base')?.getAttribute('data-state') === 'error', { message: `<${tag}> shows its error` });
    await waitFor(() => errors.length > 0, { message: `<${tag}> dispatched paywall-error` });
    await check?.(el);
    return errors.map((e) => e.detail.code);
  } finally {
    el.remove();
  }
}

/** Drops the address's fragment (an element that follows `#...` starts from none). */
export function forgetAddress(): void {
  history.replaceState(null, '', location.pathname + location.search);
}

/** The element at a point of the viewport, looking into shadow roots (the innermost one hit). */
export function deepElementFromPoint(x: number, y: number): Element | null {
  let hit = document.elementFromPoint(x, y);
  while (hit?.shadowRoot) {
    const inner = hit.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === hit) break;
    hit = inner;
  }
  return hit;
}

/**
 * Where an overlay stands: `inside` when its box lies wholly inside the viewport, `topmost` when
 * what the viewer hits at its centre is the overlay or something in it (nothing covers it).
 */
export function overlayPlacement(el: Element): { inside: boolean; topmost: boolean; box: number[] } {
  const r = el.getBoundingClientRect();
  const hit = deepElementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
  let topmost = false;
  for (let n: Node | null = hit; n; n = n.parentNode ?? (n instanceof ShadowRoot ? n.host : null)) {
    if (n === el) {
      topmost = true;
      break;
    }
  }
  return {
    inside: r.width > 0 && r.height > 0 && r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight,
    topmost,
    box: [r.x, r.y, r.width, r.height].map(Math.round),
  };
}
