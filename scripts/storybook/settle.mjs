// When a story has settled, for the Storybook smoke: not a fixed moment after it first rendered (a
// loaded machine makes any fixed moment too early), but once nothing is left to happen. The page
// counts its own pending work (short timers such as debounces and retry back-offs, and fetches in
// flight); a story has settled when its DOM (shadow roots included) has not changed for two frames
// in a row while no such work was pending, and its entrance animations have ended.

/**
 * Run in the page before any of its scripts (`page.addInitScript`): counts the timers shorter than a
 * second that are waiting and the fetches in flight (`window.__pendingWork()`). Longer timers (a
 * request's timeout, a slider's autoplay, a countdown's second) are what a settled page keeps waiting
 * on, and do not count.
 */
export function trackPendingWork() {
  const timers = new Set();
  let fetches = 0;
  const set = window.setTimeout;
  const clear = window.clearTimeout;
  window.setTimeout = /** @type {any} */ (function (handler, ms, ...rest) {
    if (typeof handler !== 'function' || !(Number(ms) < 1000)) return set(handler, ms, ...rest);
    const id = set((...a) => {
      timers.delete(id);
      handler(...a);
    }, ms, ...rest);
    timers.add(id);
    return id;
  });
  window.clearTimeout = /** @type {any} */ ((id) => {
    timers.delete(id);
    clear(id);
  });
  const fetch = window.fetch;
  window.fetch = (...a) => {
    fetches++;
    return fetch(...a).finally(() => fetches--);
  };
  Object.defineProperty(window, '__pendingWork', { value: () => timers.size + fetches });
}

/**
 * In the page: resolves to true once the story under `#storybook-root` has settled (see above), or
 * to false after `limit` ms for one that never stops (a countdown ticking every second).
 */
export function settled(limit) {
  const root = document.querySelector('#storybook-root') ?? document.body;
  const shadowRoots = (node) => [...node.querySelectorAll('*')].flatMap((el) => (el.shadowRoot ? [el.shadowRoot, ...shadowRoots(el.shadowRoot)] : []));
  const pending = /** @type {any} */ (window).__pendingWork ?? (() => 0);
  return new Promise((resolve) => {
    let changed = false;
    const observer = new MutationObserver(() => { changed = true; });
    const observeAll = () => {
      observer.disconnect();
      for (const node of [root, ...shadowRoots(root)]) observer.observe(node, { subtree: true, childList: true, attributes: true, characterData: true });
    };
    observeAll();
    const end = performance.now() + limit;
    let quiet = 0;
    const frame = () => requestAnimationFrame(() => {
      if (changed) {
        changed = false;
        quiet = 0;
        observeAll(); // shadow roots that appeared
      } else {
        quiet = pending() ? 0 : quiet + 1;
      }
      if (quiet < 2 && performance.now() < end) return void frame();
      const calm = quiet >= 2;
      observer.disconnect();
      // the entrance transitions and animations that end (a toast fading in) have ended
      const ending = [document, ...shadowRoots(root)].flatMap((r) => r.getAnimations())
        .filter((a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime));
      const timeout = new Promise((ok) => setTimeout(ok, Math.max(0, end - performance.now())));
      Promise.race([Promise.all(ending.map((a) => a.finished.catch(() => undefined))), timeout]).then(() => resolve(calm));
    });
    frame();
  });
}
