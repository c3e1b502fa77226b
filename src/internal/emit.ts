/**
 * Dispatches a `paywall-*` event from inside an element's shadow root. It bubbles and is composed,
 * so listeners on the host, or on any ancestor, receive it with `event.target` being the host.
 * A component a React app renders itself (no element around it) dispatches on `document`, so the
 * app can listen there (and cancel what is cancelable). Returns false when a listener called
 * `preventDefault()` on a cancelable event.
 */
export function emit<D>(from: Element | null | undefined, name: `paywall-${string}`, detail: D, cancelable = false): boolean {
  const target: EventTarget | null = from ?? (typeof document === 'undefined' ? null : document);
  if (!target) return true;
  return target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable }));
}
