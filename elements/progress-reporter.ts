/**
 * The watch-progress reporter behind the page's `paywall-progress` listener (elements/progress.ts),
 * loaded with the first event: it sends the merchant player's progress to the platform.
 */
import { createProgressReporter, progressDetail, type ProgressReporter } from '../src/site/progress';
import { getClient } from '../src/stores/client';

let reporter: ProgressReporter | null = null;

/** Reports one `paywall-progress` event's detail (ignored when it is not a progress report). */
export function report(detail: unknown): void {
  if (!reporter) {
    const r = createProgressReporter({
      send: (id, progress, final) => getClient().accounts.updateWatchHistory(id, progress, final ? { keepalive: true } : undefined),
    });
    addEventListener('pagehide', () => r.flush());
    reporter = r;
  }
  const d = progressDetail(detail);
  if (d) reporter.report(d.mediaId, d.progress);
}
