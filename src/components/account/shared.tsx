import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Load } from '../ui/load';
import type { PaywallClient } from '../../client/client';
import { Loading } from '../ui/spinner';
import { useT } from '../../i18n';
import { account } from '../../i18n/account';
import { Heading } from '../ui/host';

/** What every account section gets from the element. */
export interface SectionProps {
  client: PaywallClient;
  /** Dispatches `paywall-error` and returns the readable message. */
  report: (error: unknown, code?: string) => string;
  /** The custom element (events are dispatched from it), null when rendered outside one. */
  host: HTMLElement | null;
  /** The locale of the element's texts, for dates and prices. */
  locale: string;
  /** The section's title in that locale (its heading and accessible name). */
  title: string;
  /** Opens the exit survey before a cancel or an erase; resolves to false when the merchant vetoed. */
  survey: (trigger: SurveyTrigger, context?: Record<string, unknown>) => Promise<boolean>;
  /** The element's `code-items` attribute (the access codes section). */
  codeItems?: string;
  /** Called once the platform erased the account (the element then says so where the sign-in form shows). */
  onErased?: () => void;
}

/** What opened an exit survey. */
export type SurveyTrigger = 'event' | 'erase' | 'cancel';

/** The `data-state` of a section: loading, error, empty or ready. */
export function stateOf<T>(load: Load<T>, isEmpty: (d: T) => boolean = () => false): string {
  return load.status === 'ready' ? (isEmpty(load.data) ? 'empty' : 'ready') : load.status;
}

/** A section's frame: its heading, its state as `data-state`, loading and failure views with Retry. */
export function Section({ name, title, load, state, onRetry, toolbar, notice, children }: {
  name: string; title: string; load: Load<unknown>; state: string; onRetry: () => void;
  /** Filters and the like, kept while the section loads again. */
  toolbar?: ReactNode;
  /**
   * A `<Notice>` for what a change did, kept while the section loads again: a change that reloads
   * the list must not take the live region away and bring it back with its text (never heard).
   */
  notice?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section part={`section section-${name}`} data-state={state} aria-label={title} className="section">
      <Heading look={3} part="heading">{title}</Heading>
      {toolbar}
      {notice}
      {load.status === 'loading' ? <Loading /> : null}
      {load.status === 'error' ? <Failed message={load.message} onRetry={onRetry} /> : null}
      {load.status === 'ready' ? children : null}
    </section>
  );
}

/** A failure with a way to try again. */
export function Failed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT(account);
  return (
    <div className="failed" part="failed">
      <p className="form-error" role="alert" part="message">{message}</p>
      <button type="button" className="secondary" part="retry-button" onClick={onRetry}>{t('tryAgain')}</button>
    </div>
  );
}

/**
 * A success notice, announced politely: the live region is there from the first render, and the
 * text arrives in it (a region created together with its text may never be heard). With `focus`
 * the notice also takes the focus when its text arrives (the control that led to it has gone).
 */
export function Notice({ text, focus = false }: { text: string | null; focus?: boolean }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focus && text) ref.current?.focus();
  }, [focus, text]);
  return (
    <div role="status" className="status-region">
      {text ? <p ref={ref} className="notice" part="notice" tabIndex={focus ? -1 : undefined}>{text}</p> : null}
    </div>
  );
}

/** An error line for a form, announced. */
export function FormError({ text }: { text: string | null | undefined }) {
  return text ? <p className="form-error" role="alert" part="form-error">{text}</p> : null;
}

/** Previous / next page buttons with the page number. */
export function Pager({ page, hasNext, onPage, label }: { page: number; hasNext: boolean; onPage: (p: number) => void; label: string }) {
  const t = useT(account);
  if (page === 0 && !hasNext) return null;
  return (
    <nav className="pager actions" part="pager" aria-label={label}>
      <button type="button" className="secondary" part="pager-previous" disabled={page === 0} onClick={() => onPage(page - 1)}>{t('previous')}</button>
      <span part="pager-page">{t('page', { page: page + 1 })}</span>
      <button type="button" className="secondary" part="pager-next" disabled={!hasNext} onClick={() => onPage(page + 1)}>{t('next')}</button>
    </nav>
  );
}

/** A date from Unix seconds (or an ISO string), in the page's locale; '' when absent. */
export function formatDate(value: unknown, locale: string): string {
  const d = typeof value === 'number' ? new Date(value * 1000) : typeof value === 'string' && value ? new Date(value) : null;
  if (!d || Number.isNaN(d.getTime())) return '';
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(d);
  } catch {
    return d.toISOString().slice(0, 10);
  }
}

/**
 * Runs one write at a time for a form: `busy` while it runs, the success `notice` or the readable
 * `error` afterwards. `run` resolves to the call's result, or undefined when it failed.
 */
export function useAction(report: SectionProps['report'], code: string) {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);
  const run = useCallback(async <R,>(call: () => Promise<R>, success?: string, onError?: (e: unknown) => boolean): Promise<R | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setBusy(true);
    setNotice(null);
    setError(null);
    try {
      const r = await call();
      if (success) setNotice(success);
      return r;
    } catch (e) {
      const message = report(e, code);
      if (!onError?.(e)) setError(message);
      return undefined;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, [report, code]);
  return { busy, notice, error, run, setNotice, setError };
}
