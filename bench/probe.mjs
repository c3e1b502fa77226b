// The in-page probe used for every "time to usable" figure, on our pages and the peer's alike.
// Injected before any page script (Playwright addInitScript), it checks the target on every DOM
// mutation of the document and on every animation frame, and records performance.now() (ms since
// navigation start) the first time the target exists, is visible (non-empty box, checkVisibility(),
// its frame visible too) and, for form controls, is enabled. It never changes the page.

/**
 * The probe itself: runs in the page. `spec` = `{ host, selector, frames, enabled }`:
 * `host` a tag whose shadow tree (and nested shadow trees) is searched, or null for the document;
 * `frames` true to search same-origin iframes too; `enabled` true to require a non-disabled control.
 */
export function probe(spec) {
  if (window.top !== window) return;
  const state = { usable: null, paint: null, checks: 0, method: 'MutationObserver + requestAnimationFrame polling' };
  Object.defineProperty(window, '__bench', { value: state, configurable: true });

  const deep = (root, selector) => {
    const hit = root.querySelector(selector);
    if (hit) return hit;
    for (const el of root.querySelectorAll('*')) {
      if (el.shadowRoot) {
        const inner = deep(el.shadowRoot, selector);
        if (inner) return inner;
      }
    }
    return null;
  };
  const shown = (el) => {
    const rect = el.getBoundingClientRect();
    if (rect.width <= 0 || rect.height <= 0) return false;
    if (el.checkVisibility && !el.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })) return false;
    const frame = el.ownerDocument.defaultView?.frameElement;
    return frame ? shown(frame) : true;
  };
  const find = () => {
    const roots = [];
    if (spec.host) {
      for (const host of document.querySelectorAll(spec.host)) if (host.shadowRoot) roots.push(host.shadowRoot);
    } else roots.push(document);
    if (spec.frames) {
      for (const frame of document.querySelectorAll('iframe')) {
        try {
          if (frame.contentDocument) roots.push(frame.contentDocument);
        } catch { /* cross-origin */ }
      }
    }
    for (const root of roots) {
      const el = deep(root, spec.selector);
      if (el && shown(el) && (!spec.enabled || !el.disabled)) return el;
    }
    return null;
  };
  let observer;
  const check = () => {
    if (state.usable != null) return;
    state.checks++;
    if (find()) {
      state.usable = performance.now();
      observer?.disconnect();
      requestAnimationFrame(() => { state.paint = performance.now(); });
    }
  };
  const frame = () => {
    check();
    if (state.usable == null) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, childList: true });
}

/** What to look for on each page kind. */
export const TARGETS = {
  /** Ghost Portal: the e-mail input inside its same-origin popup iframe. */
  ghost: { host: null, frames: true, enabled: true, selector: 'input[type="email"], input#input-email, input[name="email"]' },
  /** Our <paywall-login>: the e-mail input inside its shadow root. */
  login: { host: 'paywall-login', frames: false, enabled: true, selector: 'input[type="email"], input[name="email"], input[autocomplete="email"], input[autocomplete="username"]' },
  /** The plain HTML floor. */
  form: { host: null, frames: false, enabled: true, selector: 'input[type="email"]' },
  /** Our <paywall-pricing>: the first price card with its choose button. */
  pricing: { host: 'paywall-pricing', frames: false, enabled: true, selector: '[part~="card"] button, [part~="card"] [part~="choose"], [part~="option"] button' },
};
