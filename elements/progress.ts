/**
 * Listens for `paywall-progress` from the merchant's player on the page and reports watch progress
 * to the platform (see src/site/progress.ts). The reporter's code loads with the first event.
 */
if (typeof document !== 'undefined' && !(globalThis as Record<symbol, unknown>)[Symbol.for('paywall-elements.progress')]) {
  (globalThis as Record<symbol, unknown>)[Symbol.for('paywall-elements.progress')] = true;
  // one after the other, in the order the player sent them (the latest value wins)
  let queue: Promise<unknown> = Promise.resolve();
  document.addEventListener('paywall-progress', (e) => {
    const detail = (e as CustomEvent<unknown>).detail;
    queue = queue.then(() => import('./progress-reporter')).then((m) => m.report(detail), () => undefined);
  });
}

export {};
