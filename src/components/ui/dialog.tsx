import { useEffect, useRef, type ReactNode } from 'react';
import { useT } from '../../i18n';
import { common } from '../../i18n/common';
import { sendSiteSignal } from '../../stores/signals';
import { holdToasts } from '../../stores/toasts';

/** Props of `Modal`. */
export interface ModalProps {
  open: boolean;
  /** Heading, rendered as text and used as the dialog's accessible name. */
  title: string;
  children?: ReactNode;
  /** Called when the viewer closes it (close button, Escape). */
  onClose: () => void;
  /** Extra part names for the dialog, e.g. "dialog-payment-failed". */
  part?: string;
  /** The close button's name. @default "Close" in the page's language */
  closeLabel?: string;
}

/**
 * Whether the focus has no place after a dialog closed: on the page itself, or still on a control
 * the closing removed or hid, which the browser moves to the page only at its next rendering (so
 * the close event may come before or after that, by the machine's load). Focus inside an element's
 * shadow root leaves its host as the document's active element: the innermost one is looked at.
 */
function focusFell(dialog: HTMLDialogElement): boolean {
  let el = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  if (!el || el === document.body || el === document.documentElement) return true;
  // a host whose shadow root lost its focused control, with no focus of its own
  return !el.isConnected || dialog.contains(el) || (!!el.shadowRoot && !el.hasAttribute('tabindex'));
}

/**
 * A modal in the browser's top layer (`<dialog>.showModal()`), so page CSS such as an ancestor
 * `transform` or `overflow: hidden` cannot trap or clip it. Focus moves into it and returns on close.
 */
export function Modal({ open, title, children, onClose, part = '', closeLabel }: ModalProps) {
  const t = useT(common);
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // while it is open the rest of the page is inert: toasts wait until it closes
  useEffect(() => (open ? holdToasts() : undefined), [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      try {
        dialog.showModal();
      } catch {
        dialog.setAttribute('open', ''); // not connected yet or already modal elsewhere: show it inline
      }
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onCancel = (e: Event) => {
      e.preventDefault();
      onCloseRef.current();
    };
    // closing gives the focus back to the control that opened the dialog; when that control has
    // gone meanwhile, the focus fell to the page: the element with a place for it takes it
    const onClosed = () => {
      if (focusFell(dialog)) sendSiteSignal('focus-lost');
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onClosed);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClosed);
    };
  }, []);

  return (
    <dialog ref={ref} part={`dialog ${part}`.trim()} aria-label={title} className="modal">
      <div className="modal-header" part="dialog-header">
        <h2 part="dialog-title">{title}</h2>
        <button type="button" className="modal-close" part="dialog-close" aria-label={closeLabel ?? t('close')} onClick={() => onCloseRef.current()}>
          ×
        </button>
      </div>
      <div part="dialog-body">{open ? children : null}</div>
    </dialog>
  );
}
