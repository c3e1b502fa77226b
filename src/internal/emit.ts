/**
 * Dispatches a `paywall-*` event from inside an element's shadow root. It bubbles and is composed,
 * so listeners on the host, or on any ancestor, receive it with `event.target` being the host.
 * Returns false when a listener called `preventDefault()` on a cancelable event.
 */
export function emit<D>(from: Element | null | undefined, name: `paywall-${string}`, detail: D, cancelable = false): boolean {
  if (!from) return true;
  return from.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable }));
}
