import { useEffect, useRef } from 'react';
import { BANK_FRAME_MESSAGE } from '../../stores/bank-frame';
import { useStyles } from '../../internal/styles';
import { useT } from '../../i18n';
import { bank } from '../../i18n/bank';
import { bankFrameStyles } from './bank-frame.styles';

/** Props of `BankFrame`. */
export interface BankFrameProps {
  /** An address that already passed the requires-action check. */
  url: string;
  /** The line above the bank's page (default: the redirect message, in the page's language). */
  message?: string;
  /** The viewer cancelled; the main content shows again. */
  onCancel(): void;
  /** The bank sent the viewer back to this site (the frame reached our own origin). */
  onReturn(returnHref: string): void;
  /** The page did not load in time (the bank refuses framing, say): leave for it at the top level. */
  onFallback(url: string): void;
  /** @default 15000 */
  watchdogMs?: number;
}

/**
 * The full-page bank frame of `subscribe.requires.action` (RELIABILITY B3): a modal in the top
 * layer covering the page, the bank's page in a sandboxed frame, a Cancel button and an 'open in
 * a new window' link, and a load watchdog that falls back to a top-level redirect. Closing it
 * always restores the page.
 */
export function BankFrame({ url, message, onCancel, onReturn, onFallback, watchdogMs = 15_000 }: BankFrameProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  useStyles(dialog, bankFrameStyles);
  const t = useT(bank);
  const latest = useRef({ onCancel, onReturn, onFallback });
  latest.current = { onCancel, onReturn, onFallback };

  useEffect(() => {
    const d = dialog.current;
    const f = frame.current;
    if (!d || !f) return;
    try {
      if (!d.open) d.showModal();
    } catch {
      d.setAttribute('open', '');
    }
    let loaded = false;
    const watchdog = setTimeout(() => {
      if (!loaded) latest.current.onFallback(url);
    }, watchdogMs);
    const onLoad = () => {
      loaded = true;
      clearTimeout(watchdog);
      let href = '';
      try {
        // readable only once the bank has sent the viewer back to this site's origin
        href = f.contentWindow?.location.href ?? '';
      } catch {
        href = '';
      }
      if (href && href !== 'about:blank' && new URL(href).origin === location.origin) latest.current.onReturn(href);
    };
    // a page policy that refuses to frame the bank (or this site's own return page) would leave a
    // blank error page that still fires `load`: leave for the bank at the top level, or take the return
    const onViolation = (e: SecurityPolicyViolationEvent) => {
      if (!/^(frame|child)-src/.test(e.effectiveDirective || e.violatedDirective)) return;
      let origin = '';
      try {
        origin = new URL(e.blockedURI).origin;
      } catch {
        return;
      }
      if (origin === location.origin) latest.current.onReturn(e.blockedURI);
      else if (origin === new URL(url).origin) latest.current.onFallback(url);
    };
    document.addEventListener('securitypolicyviolation', onViolation);
    const onCancelKey = (e: Event) => {
      e.preventDefault();
      latest.current.onCancel();
    };
    f.addEventListener('load', onLoad);
    d.addEventListener('cancel', onCancelKey);
    return () => {
      clearTimeout(watchdog);
      document.removeEventListener('securitypolicyviolation', onViolation);
      f.removeEventListener('load', onLoad);
      d.removeEventListener('cancel', onCancelKey);
      if (d.open) d.close();
    };
  }, [url, watchdogMs]);

  return (
    <dialog ref={dialog} className="bank" part="bank-dialog" dir={t.dir} aria-label={t('confirmWithBank')}>
      <div className="bank-layout">
        <div className="bank-bar" part="bank-bar">
          <p role="status">{!message || message === BANK_FRAME_MESSAGE ? t('redirecting') : message}</p>
          <div className="actions">
            <a href={url} target="_blank" rel="noopener noreferrer" part="bank-open">{t('openNewWindow')}</a>
            <button type="button" className="secondary" part="bank-cancel" onClick={() => latest.current.onCancel()}>{t('cancel')}</button>
          </div>
        </div>
        <iframe
          ref={frame}
          part="bank-frame" className="bank-frame"
          title={t('yourBank')}
          src={url}
          sandbox="allow-scripts allow-forms allow-same-origin allow-popups allow-top-navigation-by-user-activation"
          referrerPolicy="no-referrer"
        />
      </div>
    </dialog>
  );
}
