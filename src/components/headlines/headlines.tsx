import { useCallback, useEffect, useRef, useState } from 'react';
import { useStyles } from '../../internal/styles';
import { emit } from '../../internal/emit';
import { baseStyles } from '../ui/base.styles';
import { hostOf } from '../ui/host';
import { headlinesStyles } from './headlines.styles';
import { useT } from '../../i18n';
import { headlines } from '../../i18n/headlines';

/** The infinite-scroll delay after the viewer reaches the bottom (SPEC section 9). */
export const LOAD_MORE_DELAY_MS = 400;
/** How long a load may take before the element offers "Load more" again. */
export const LOAD_MORE_TIMEOUT_MS = 15_000;

/** Props of `<paywall-headlines>`. */
export interface HeadlinesProps {
  /** The server has nothing more: no more loads, no button. @default false */
  complete?: boolean;
  /** The list's accessible name. @default 'Headlines' (in the page's language) */
  label?: string;
  /** Milliseconds a load may take before it counts as failed. @default 15000 */
  timeout?: number;
  /** The shadow root r2wc renders into. */
  container?: ShadowRoot | HTMLElement;
}

/** Detail of `paywall-load-more`. */
export interface LoadMoreDetail {
  /** 1 for the first load after the server-rendered headlines, then 2, 3... */
  page: number;
}

/** The loading state, mirrored as `data-state`. */
export type HeadlinesState = 'idle' | 'loading' | 'error' | 'complete';

/**
 * Headlines with infinite scroll (SPEC sections 7, 9): the server-rendered headlines are the
 * element's children; 400 ms after the viewer reaches the bottom it dispatches `paywall-load-more`,
 * which the page's server side answers by appending headlines. One load at a time: it is pending until
 * new children arrive (or `complete="true"`), or fails after the timeout. A "Load more" button does the
 * same for keyboard and screen-reader users.
 */
export function Headlines({ complete, label, timeout, container }: HeadlinesProps) {
  const ref = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  useStyles(ref, baseStyles, headlinesStyles);
  const host = hostOf(container);
  const t = useT(headlines);
  const [state, setState] = useState<HeadlinesState>(complete ? 'complete' : 'idle');
  const pending = useRef(false);
  const page = useRef(0);
  const atBottom = useRef(false);
  const timers = useRef<{ delay?: ReturnType<typeof setTimeout>; fail?: ReturnType<typeof setTimeout> }>({});
  const limit = typeof timeout === 'number' && timeout > 0 ? timeout : LOAD_MORE_TIMEOUT_MS;

  const load = useCallback(() => {
    if (pending.current || complete || !host) return;
    pending.current = true;
    page.current += 1;
    setState('loading');
    clearTimeout(timers.current.fail);
    timers.current.fail = setTimeout(() => {
      pending.current = false;
      page.current -= 1;
      setState('error');
    }, limit);
    emit<LoadMoreDetail>(host, 'paywall-load-more', { page: page.current });
  }, [complete, host, limit]);

  const schedule = useCallback(() => {
    clearTimeout(timers.current.delay);
    timers.current.delay = setTimeout(() => {
      if (atBottom.current) load();
    }, LOAD_MORE_DELAY_MS);
  }, [load]);

  useEffect(() => {
    setState(complete ? 'complete' : pending.current ? 'loading' : 'idle');
    // a load scheduled from the bottom before the list became complete asks for nothing more
    if (complete) clearTimeout(timers.current.delay);
  }, [complete]);

  // new headlines from the server end the pending load; still at the bottom, the next one follows.
  // A viewer on "Load more" (keyboard, screen reader) goes on to the first new headline.
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!host) return;
    const observer = new MutationObserver((records) => {
      if (!pending.current) return;
      const first = records.flatMap((r) => [...r.addedNodes]).find((n): n is HTMLElement => n instanceof HTMLElement);
      if (!first) return;
      pending.current = false;
      if (button.current && (button.current.getRootNode() as ShadowRoot).activeElement === button.current) {
        const focusable = 'a[href],button,input,[tabindex]';
        (first.matches(focusable) ? first : first.querySelector<HTMLElement>(focusable) ?? Object.assign(first, { tabIndex: -1 })).focus();
      }
      clearTimeout(timers.current.fail);
      setState((s) => (s === 'complete' ? s : 'idle'));
      if (atBottom.current) schedule();
    });
    observer.observe(host, { childList: true });
    return () => observer.disconnect();
  }, [host, schedule]);

  useEffect(() => {
    const el = sentinel.current;
    if (!el || complete) return;
    const observer = new IntersectionObserver((entries) => {
      atBottom.current = entries.some((e) => e.isIntersecting);
      if (atBottom.current) schedule();
      else clearTimeout(timers.current.delay);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [complete, schedule]);

  useEffect(() => () => {
    clearTimeout(timers.current.delay);
    clearTimeout(timers.current.fail);
  }, []);

  const loading = state === 'loading';
  return (
    <div ref={ref} part="base" className="base" dir={t.dir} data-state={state}>
      <div part="list" className="list" role="feed" aria-label={label || t('label')} aria-busy={loading}>
        <slot />
      </div>
      <div ref={sentinel} className="sentinel" aria-hidden="true" />
      <p part="status" className="status" role="status" aria-live="polite">
        {loading ? t('loading') : state === 'error' ? t('failed') : state === 'complete' ? t('end') : ''}
      </p>
      {state !== 'complete' ? (
        // (not disabled while loading: a disabled button would drop the focus of the viewer on it)
        <button ref={button} type="button" part="load-more" className="load-more" onClick={load} aria-disabled={loading || undefined} aria-busy={loading}>
          {t(state === 'error' ? 'tryAgain' : 'loadMore')}
        </button>
      ) : null}
    </div>
  );
}

export default Headlines;
