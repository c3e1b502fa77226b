import { useRef } from 'react';
import { useStore } from '@nanostores/react';
import { useStyles } from '../../internal/styles';
import { $dialog, closeDialog, type DialogState } from '../../stores/dialogs';
import { $attemptWait } from '../../stores/attempts';
import { baseStyles } from '../ui/base.styles';
import { formStyles } from '../ui/form.styles';
import { dialogStyles } from '../ui/dialog.styles';
import { Modal } from '../ui/dialog';
import { useBranding } from '../ui/branding';
import { dialogsStyles } from './dialogs.styles';
import { useT } from '../../i18n';
import { dialogs, type DialogsT } from '../../i18n/dialogs';

const TEXT_KEYS = {
  'payment-failed': ['paymentFailedTitle', 'paymentFailedText'],
  'subscription-failed': ['subscriptionFailedTitle', 'subscriptionFailedText'],
  'subscription-error': ['subscriptionErrorTitle', 'subscriptionErrorText'],
} as const;

/** A dialog's title and text in `t`'s language (the store holds the spec's English). */
function dialogTexts(dialog: DialogState, t: DialogsT): { title: string; text: string } {
  if (dialog.kind === 'please-wait') return { title: t('pleaseWaitTitle'), text: t('pleaseWaitText', { count: dialog.seconds ?? 0 }) };
  const keys = TEXT_KEYS[dialog.kind];
  return keys ? { title: t(keys[0]), text: t(keys[1]) } : { title: dialog.title, text: dialog.text };
}

/** Props of `<paywall-dialogs>`. */
export interface DialogsProps {
  /** Label of the close button inside the dialog. @default "OK" in the page's language */
  closeLabel?: string;
  /** Set by the custom element: its shadow root. */
  container?: ShadowRoot | HTMLElement;
}

/** Keeps the 'Please wait' countdown ticking while it shows (the attempts store ticks while listened to). */
function PleaseWaitTicker() {
  useStore($attemptWait);
  return null;
}

/**
 * The site's dialogs (SPEC section 8: 'Payment failed', 'Subscription failed', 'Please wait' with
 * the seconds left, 'There was an error processing your subscription') as native modal dialogs in
 * the top layer. Texts come from the dialogs store and are rendered as text; closing goes where the
 * dialog says (the home page for the subscription error).
 */
export function Dialogs({ closeLabel }: DialogsProps) {
  const ref = useRef<HTMLDivElement>(null);
  useStyles(ref, baseStyles, formStyles, dialogStyles, dialogsStyles);
  useBranding(ref);
  const dialog = useStore($dialog);
  const last = useRef<DialogState | null>(null);
  if (dialog) last.current = dialog;
  const shown = dialog ?? last.current;
  const t = useT(dialogs);
  const texts = shown ? dialogTexts(shown, t) : null;

  return (
    <div ref={ref} part="base" className="base" dir={t.dir} data-state={dialog ? 'open' : 'closed'} data-kind={dialog?.kind ?? ''}>
      {dialog?.kind === 'please-wait' ? <PleaseWaitTicker /> : null}
      <Modal open={!!dialog} title={texts?.title ?? ''} onClose={() => closeDialog(dialog?.id)} part={shown ? `dialog-${shown.kind}` : ''}>
        {shown ? (
          <div role={shown.tone === 'error' ? 'alert' : 'status'} className="dialog-content" data-tone={shown.tone} part="dialog-content">
            <p className="dialog-text" part="dialog-text">{texts?.text}</p>
            {shown.detail ? <p className="dialog-detail" part="dialog-detail">{shown.detail}</p> : null}
            <div className="dialog-actions">
              <button type="button" part="dialog-ok" onClick={() => closeDialog(dialog?.id)}>{closeLabel || t('ok')}</button>
            </div>
          </div>
        ) : null}
      </Modal>
    </div>
  );
}

export default Dialogs;
