/** Small browser-test helpers shared by element tests. */

/**
 * Polls `check` until it returns a truthy value (or stops throwing), or fails after `timeout` ms;
 * `message` may be a function, read when the wait fails (to say what was seen then).
 */
export async function waitFor<T>(check: () => T | Promise<T>, { timeout = 4000, interval = 20, message = '' as string | (() => string) } = {}): Promise<NonNullable<T>> {
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

/** Collects `paywall-*` (or any) events of one name dispatched to `target`. */
export function collect<T = unknown>(target: EventTarget, name: string): CustomEvent<T>[] {
  const events: CustomEvent<T>[] = [];
  target.addEventListener(name, (e) => events.push(e as CustomEvent<T>));
  return events;
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
