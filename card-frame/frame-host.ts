/**
 * What every page of the card frame's origin shares (the card page, the mandate page): the
 * handshake with the parent (a repeated hello to the exact parent origin, then one MessagePort), the
 * size reports, the theme values, and the check that requests go only to a trusted platform origin.
 */
import { PLATFORM_API_BASES } from '../src/client/environments';
import { CONNECT, HELLO, parentOriginFrom } from '../src/internal/card-protocol';

/** Platform API origins the frame sends data to, besides its own origin (the sandbox serves both). */
const PLATFORM_ORIGINS: ReadonlySet<string> = new Set(PLATFORM_API_BASES);

let port: MessagePort | null = null;

/**
 * The event the card page's field code (./card-fields.ts, a script of its own loaded when the viewer
 * reaches a field) dispatches on the window when it has run, with its functions as the detail.
 */
export const CARD_FIELDS_EVENT = 'paywall-card-fields';

/** An element of the page by id. */
export const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

/** Sends a message to the parent over the port (nothing before the parent connected). */
export function post(message: unknown): void {
  port?.postMessage(message);
}

/** The API base without a trailing slash when its origin is this page's or a platform's, else null. */
export function trustedApiBase(apiBase: string): string | null {
  let origin = '';
  try {
    origin = new URL(apiBase).origin;
  } catch {
    return null;
  }
  return origin === location.origin || PLATFORM_ORIGINS.has(origin) ? apiBase.replace(/\/+$/, '') : null;
}

/** Applies the parent's `--paywall-*` values (plain values only: no `url()`, no declarations). */
export function applyTheme(theme: Record<string, string> = {}): void {
  for (const [name, value] of Object.entries(theme)) {
    if (value.length <= 200 && !/url\(|[;{}<>\\]/i.test(value)) document.documentElement.style.setProperty(name, value);
  }
}

function watchSize(): void {
  let last = -1;
  const measure = () => {
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height !== last) {
      last = height;
      post({ type: 'resize', height });
    }
  };
  new ResizeObserver(measure).observe(document.documentElement);
  measure();
}

/**
 * Says hello to the parent named by `?parent=` until it answers with a port (its listener may attach
 * after this page loads; `session` tells the parent a repeat from a reload of this page), then hands
 * every message on the port to `onMessage`. Does nothing outside a frame or without a valid parent.
 */
export function connectToParent(onMessage: (data: unknown) => void): void {
  const parentOrigin = parentOriginFrom(location.search);
  if (!parentOrigin || window.parent === window) return;
  const session = Math.random().toString(36).slice(2);
  let hellos = 0;
  const hello = setInterval(() => {
    if (port || ++hellos > 50) clearInterval(hello);
    else window.parent.postMessage({ type: HELLO, session }, parentOrigin);
  }, 200);
  addEventListener('message', (event: MessageEvent) => {
    if (port || event.origin !== parentOrigin || event.source !== window.parent) return;
    const data = event.data as { type?: unknown; nonce?: unknown } | null;
    if (!data || data.type !== CONNECT || typeof data.nonce !== 'string' || !event.ports[0]) return;
    clearInterval(hello);
    port = event.ports[0];
    port.onmessage = (e: MessageEvent) => onMessage(e.data);
    watchSize();
  });
  window.parent.postMessage({ type: HELLO, session }, parentOrigin);
}
