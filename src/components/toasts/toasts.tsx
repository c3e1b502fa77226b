import { useLayoutEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { $toasts, $toastsHeld, dismissToast } from '../../stores/toasts';
import { useStyles } from '../../internal/styles';
import { baseStyles } from '../ui/base.styles';
import { toastsStyles } from './toasts.styles';
import { useT } from '../../i18n';
import { dialogs, DIALOGS_EN } from '../../i18n/dialogs';

/** Props of `<paywall-toasts>`. */
export interface ToastsProps {
  /** Accessible name of the notification region. @default "Notifications" in the page's language */
  label?: string;
}

/**
 * Toast notifications fed by the toasts store (`pushToast`). A polite live region announces each
 * new toast; error toasts are announced as alerts. Each toast leaves after 4 s or on its close button.
 */
export function Toasts({ label }: ToastsProps) {
  const ref = useRef<HTMLDivElement>(null);
  useStyles(ref, baseStyles, toastsStyles);
  const toasts = useStore($toasts);
  const held = useStore($toastsHeld);
  const tr = useT(dialogs);
  // the region stands in the top layer (a manual popover), open from the start so its live region
  // is there before any text; each new toast brings it above whatever opened since (a modal
  // checkout, the cart notice), so nothing covers it
  const count = useRef(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof el.showPopover !== 'function') return;
    try {
      if (toasts.length > count.current && el.matches(':popover-open')) el.hidePopover();
      if (!el.matches(':popover-open')) el.showPopover();
    } catch {
      // not connected: it stays in place
    }
    count.current = toasts.length;
  }, [toasts.length]);
  return (
    <div
      ref={ref}
      part="base" className="base toasts" dir={tr.dir} popover="manual"
      role="region"
      aria-label={label || tr('notifications')}
      data-state={toasts.length ? 'open' : 'empty'}
      data-held={held ? '' : undefined}
    >
      <div role="status" aria-live="polite" aria-atomic="false" part="list" className="toasts-list">
        {toasts.map((t) => (
          <div key={t.id} part={`toast toast-${t.kind}`} className={`toast toast-${t.kind}`} data-kind={t.kind} role={t.kind === 'error' ? 'alert' : undefined}>
            <div part="text" className="text">
              {t.title ? <strong part="title" className="title">{t.title}</strong> : null}
              <span part="message">{/* the page-wide reactions' notice is the flow's own text: shown in the page's language */ t.message === DIALOGS_EN.paymentCompleted ? tr('paymentCompleted') : t.message}</span>
            </div>
            <button type="button" part="close" className="close" aria-label={tr('dismiss')} onClick={() => dismissToast(t.id)}>
              ×
            </button>
          </div>
        ))}
      </div>
    </div>
  );
}

export default Toasts;
