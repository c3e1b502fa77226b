/**
 * Listens for `paywall-progress` from the merchant's player on the page and reports watch progress
 * to the platform (see src/site/progress.ts). The reporter's code loads with the first event.
 */
import type { ProgressReporter } from '../src/site/progress';

let reporter: Promise<ProgressReporter> | null = null;

function start(): Promise<ProgressReporter> {
  reporter ??= Promise.all([import('../src/site/progress'), import('../src/stores/client')]).then(([m, c]) => {
    const r = m.createProgressReporter({
      send: (id, progress, final) => c.getClient().accounts.updateWatchHistory(id, progress, final ? { keepalive: true } : undefined),
    });
    addEventListener('pagehide', () => r.flush());
    return r;
  });
  return reporter;
}

if (typeof document !== 'undefined' && !(globalThis as Record<symbol, unknown>)[Symbol.for('paywall-elements.progress')]) {
  (globalThis as Record<symbol, unknown>)[Symbol.for('paywall-elements.progress')] = true;
  document.addEventListener('paywall-progress', (e) => {
    const detail = (e as CustomEvent<unknown>).detail;
    void start().then(
      (r) => import('../src/site/progress').then((m) => {
        const d = m.progressDetail(detail);
        if (d) r.report(d.mediaId, d.progress);
      }),
      () => undefined,
    );
  });
}
