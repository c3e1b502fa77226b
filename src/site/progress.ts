/**
 * Watch progress from the merchant's player: a `paywall-progress` DOM event with
 * `{ mediaId, progress }` (progress from 0 to 1) becomes PATCH /v2/accounts/media/watch-history,
 * at most one request per item every 10 s (the latest value wins) and one last request per item on
 * `pagehide`, sent so that it outlives the page.
 */

/** Detail of `paywall-progress`, dispatched by the merchant's player (on any element, or `document`). */
export interface ProgressEventDetail {
  /** The platform item (media) id. */
  mediaId: string | number;
  /** How far the viewer got, from 0 to 1. */
  progress: number;
}

/** The least time between two reports of one item, in milliseconds. */
export const PROGRESS_INTERVAL_MS = 10_000;

/** How a reporter sends and keeps time (the client and the clock by default; tests give their own). */
export interface ProgressReporterOptions {
  /** Sends one report; `final` is true on `pagehide`. */
  send: (mediaId: string, progress: number, final: boolean) => Promise<unknown>;
  interval?: number;
  now?: () => number;
  setTimer?: (f: () => void, ms: number) => unknown;
  clearTimer?: (t: unknown) => void;
}

/** A throttled progress reporter: `report()` per player update, `flush()` when the page goes. */
export interface ProgressReporter {
  report(mediaId: string, progress: number): void;
  flush(): void;
}

/** Checks a `paywall-progress` detail; null when it is not a usable report. */
export function progressDetail(detail: unknown): { mediaId: string; progress: number } | null {
  if (!detail || typeof detail !== 'object') return null;
  const d = detail as Record<string, unknown>;
  const mediaId = typeof d.mediaId === 'number' || typeof d.mediaId === 'string' ? String(d.mediaId).trim() : '';
  const progress = typeof d.progress === 'number' ? d.progress : Number.NaN;
  if (!mediaId || mediaId.length > 100 || !Number.isFinite(progress)) return null;
  return { mediaId, progress: Math.min(1, Math.max(0, Math.round(progress * 10000) / 10000)) };
}

/** Builds a reporter: the first report of an item goes at once, later ones wait out the interval. */
export function createProgressReporter(o: ProgressReporterOptions): ProgressReporter {
  const interval = o.interval ?? PROGRESS_INTERVAL_MS;
  const now = o.now ?? (() => Date.now());
  const setTimer = o.setTimer ?? ((f, ms) => setTimeout(f, ms));
  const clearTimer = o.clearTimer ?? ((t) => clearTimeout(t as ReturnType<typeof setTimeout>));
  const items = new Map<string, { last: number; pending: number | null; timer: unknown }>();
  const fire = (id: string, progress: number, final: boolean) => {
    o.send(id, progress, final).catch(() => undefined); // the next report carries a newer value anyway
  };
  const sendPending = (id: string) => {
    const s = items.get(id);
    if (!s || s.pending === null) return;
    s.timer = null;
    s.last = now();
    fire(id, s.pending, false);
    s.pending = null;
  };
  return {
    report(id, progress) {
      const s = items.get(id) ?? { last: -Infinity, pending: null, timer: null };
      items.set(id, s);
      const wait = s.last + interval - now();
      if (wait <= 0 && s.timer === null) {
        s.last = now();
        s.pending = null;
        fire(id, progress, false);
        return;
      }
      s.pending = progress;
      if (s.timer === null) s.timer = setTimer(() => sendPending(id), Math.max(0, wait));
    },
    flush() {
      for (const [id, s] of items) {
        if (s.timer !== null) clearTimer(s.timer);
        s.timer = null;
        if (s.pending !== null) fire(id, s.pending, true);
        s.pending = null;
      }
    },
  };
}
