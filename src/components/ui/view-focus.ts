import { useEffect, useRef, type RefObject } from 'react';

/** The focused element, looking through shadow roots. */
export function deepActive(): Element | null {
  let a: Element | null = document.activeElement;
  while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
  return a;
}

/**
 * Where focus goes in a new view: an element marked `data-view-focus`, else the first field of a
 * form, else the first heading (made focusable from script only).
 */
export function viewFocusTarget(root: ParentNode): HTMLElement | null {
  const marked = root.querySelector<HTMLElement>('[data-view-focus]');
  if (marked) return marked;
  const field = root.querySelector<HTMLElement>('form input:not([type="hidden"]):not([disabled]), form select:not([disabled]), form textarea:not([disabled])');
  if (field) return field;
  // a modal's own title is not the view's heading
  return [...root.querySelectorAll<HTMLElement>('h2, h3')].find((h) => !h.closest('.modal-header')) ?? null;
}

/**
 * Keeps keyboard focus with the viewer when the element swaps one view for another (a form for
 * the next step, sign-in for signed-in): when `view` changes while focus was inside the element,
 * and the focused control went away with the old view, focus moves to the new view's marked
 * element, first field or heading. Focus elsewhere on the page is never taken.
 */
export function useViewFocus(ref: RefObject<HTMLElement | null>, view: string): void {
  const inside = useRef(false);
  const previous = useRef(view);
  // where this hook put focus last: still there means the viewer has not moved on, so a later view
  // (after a loading step, say) may take it further
  const placed = useRef<Element | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onIn = () => {
      inside.current = true;
    };
    // leaving for another element of the page ends it; a control removed from under focus does not
    const onOut = (e: FocusEvent) => {
      const to = e.relatedTarget as Node | null;
      if (to && !el.contains(to)) inside.current = false;
    };
    el.addEventListener('focusin', onIn);
    el.addEventListener('focusout', onOut);
    return () => {
      el.removeEventListener('focusin', onIn);
      el.removeEventListener('focusout', onOut);
    };
  }, [ref]);
  useEffect(() => {
    if (previous.current === view) return;
    previous.current = view;
    const el = ref.current;
    if (!el || !inside.current) return;
    const host = (el.getRootNode() as ShadowRoot).host;
    const active = deepActive();
    const lost = !active || active === document.body || active === host || active === placed.current;
    // still on a control that stayed (and is usable): leave it there; focus elsewhere is not ours
    if (!lost && el.contains(active) && !(active as HTMLButtonElement).disabled) return;
    if (!lost && !el.contains(active)) return;
    const target = viewFocusTarget(el);
    if (!target) return;
    if (!target.matches('input, select, textarea, button, a[href], [tabindex]')) target.tabIndex = -1;
    target.focus();
    placed.current = target;
  }, [view, ref]);
}
