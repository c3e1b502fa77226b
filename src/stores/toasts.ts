import { atom, onMount, readonlyType } from 'nanostores';
import { TOAST_LIFETIME_MS } from './toast-lifetime';

export { TOAST_LIFETIME_MS };
/** At most this many toasts are kept; older ones make room for new ones. */
export const MAX_TOASTS = 5;

/** The visual kind of a toast. */
export type ToastKind = 'info' | 'success' | 'warning' | 'error';

/** A toast notification as shown by `<paywall-toasts>`. */
export interface Toast {
  id: number;
  kind: ToastKind;
  /** Optional short heading, rendered as text. */
  title?: string;
  /** The message, rendered as text (never as HTML). */
  message: string;
}

/** What `pushToast` accepts. */
export interface ToastInput {
  message: string;
  title?: string;
  /** @default 'info' */
  kind?: ToastKind;
  /** Milliseconds before it disappears. @default 4000 */
  lifetime?: number;
}

const toasts = atom<Toast[]>([]);
const timers = new Map<number, ReturnType<typeof setTimeout>>();
let nextId = 1;

/** The toasts currently on screen, oldest first. Write through `pushToast` / `dismissToast`. */
export const $toasts = readonlyType(toasts);

/** The DOM event pages without a module system use to push a toast: `detail` is a `ToastInput`. */
export const TOAST_EVENT = 'paywall-toast';

// While something shows toasts, a page script can push one without importing anything:
// document.dispatchEvent(new CustomEvent('paywall-toast', { detail: { message: 'Saved' } }))
onMount(toasts, () => {
  if (typeof document === 'undefined') return;
  const onEvent = (event: Event) => {
    const detail = (event as CustomEvent<unknown>).detail;
    if (typeof detail === 'string') pushToast(detail);
    else if (detail && typeof detail === 'object' && 'message' in detail) pushToast(detail as ToastInput);
  };
  document.addEventListener(TOAST_EVENT, onEvent);
  return () => document.removeEventListener(TOAST_EVENT, onEvent);
});

/**
 * Shows a toast for its lifetime (4 s by default). Any code on the page may call it; text is
 * rendered as text. Returns the toast's id for `dismissToast`.
 */
export function pushToast(input: ToastInput | string): number {
  const t = typeof input === 'string' ? { message: input } : input;
  const id = nextId++;
  const toast: Toast = { id, kind: t.kind ?? 'info', message: String(t.message ?? '') };
  if (t.title) toast.title = String(t.title);
  const list = [...toasts.get(), toast];
  while (list.length > MAX_TOASTS) dismissTimer(list.shift()!.id);
  toasts.set(list);
  const lifetime = Number.isFinite(t.lifetime) && (t.lifetime as number) > 0 ? (t.lifetime as number) : TOAST_LIFETIME_MS;
  lifetimes.set(id, lifetime);
  if (!held.get()) timers.set(id, setTimeout(() => dismissToast(id), lifetime));
  return id;
}

const lifetimes = new Map<number, number>();
const held = atom(false);
let holders = 0;

/**
 * True while a modal dialog is open: the rest of the page is inert then (toasts too, even in the top
 * layer), so toasts wait, unseen and with their lifetime not running, and show when it closes.
 */
export const $toastsHeld = readonlyType(held);

/** Holds the toasts while a modal dialog is open; returns the function that lets them go (once). */
export function holdToasts(): () => void {
  holders += 1;
  if (holders === 1) {
    held.set(true);
    for (const id of [...timers.keys()]) dismissTimer(id);
  }
  let done = false;
  return () => {
    if (done) return;
    done = true;
    holders -= 1;
    if (holders > 0) return;
    held.set(false);
    for (const t of toasts.get()) timers.set(t.id, setTimeout(() => dismissToast(t.id), lifetimes.get(t.id) ?? TOAST_LIFETIME_MS));
  };
}

/** Removes a toast before its lifetime ends (the close button does this). */
export function dismissToast(id: number): void {
  dismissTimer(id);
  lifetimes.delete(id);
  const list = toasts.get();
  if (list.some((t) => t.id === id)) toasts.set(list.filter((t) => t.id !== id));
}

/** Removes every toast and its timer (tests and sign-out use it). */
export function clearToasts(): void {
  for (const id of timers.keys()) dismissTimer(id);
  toasts.set([]);
}

function dismissTimer(id: number) {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
  if (!toasts.get().some((t) => t.id === id)) lifetimes.delete(id);
}
