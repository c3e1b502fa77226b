import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { addToCart } from '../../stores/site-actions';
import { TOAST_LIFETIME_MS } from '../../stores/toast-lifetime';
import type { ProductAdded } from '../../site/calls';
import { useStyles } from '../../internal/styles';
import { emit } from '../../internal/emit';
import { baseStyles } from '../ui/base.styles';
import { hostOf, type PaywallErrorDetail } from '../ui/host';
import { cartButtonStyles } from './cart-button.styles';
import { useT } from '../../i18n';
import { cart } from '../../i18n/cart';

/** Props of `<paywall-cart-button>`. */
export interface CartButtonProps {
  /** The cart payload's `productType` (e.g. `ppv`, `subscription`, `clip`). */
  productType?: string;
  /** The cart payload's `productId` (required). */
  productId?: string;
  /** Send to cart.products.addOnDemandClip instead of cart.products.add. @default false */
  clip?: boolean;
  /** After success: go to the cart.checkout route, or show the add-to-cart notification. @default 'notify' */
  then?: 'checkout' | 'notify';
  /** The button's text. @default 'Add to cart' (in the page's language) */
  label?: string;
  /** The shadow root r2wc renders into. */
  container?: ShadowRoot | HTMLElement;
}

/** The button's state, mirrored as `data-state`. */
export type CartButtonState = { status: 'ready' } | { status: 'adding' } | { status: 'added'; notice: ProductAdded | null } | { status: 'error'; message: string };

/** Whether `el` is, or holds, its root's focused element. */
const focusIn = (el: Element) => el.contains((el.getRootNode() as ShadowRoot | Document).activeElement);

/**
 * A button that adds one product to the merchant's cart (SPEC sections 3, 7, 8): cart.products.add,
 * or addOnDemandClip with `clip="true"`, with the page's CSRF token. Only an answer with
 * `success: true` counts. Then it goes to the cart checkout route (`then="checkout"`) or shows the
 * add-to-cart notification (heading, thumbnail, title, description) as a card for 4 s (longer while
 * focus or the pointer is in it), in the top layer, where it takes the focus of the viewer who pressed
 * the button and gives it back when it closes. A failure is logged only, as the spec says, and the
 * button is ready again.
 */
export function CartButton({ productType, productId, clip, then, label, container }: CartButtonProps) {
  const ref = useRef<HTMLDivElement>(null);
  useStyles(ref, baseStyles, cartButtonStyles);
  const [state, setState] = useState<CartButtonState>({ status: 'ready' });
  const busy = useRef(false);
  const host = hostOf(container);
  const missing = !productId;
  const t = useT(cart);

  useEffect(() => {
    if (!missing) return;
    const message = '<paywall-cart-button> needs a product-id attribute.';
    emit<PaywallErrorDetail>(host, 'paywall-error', { code: 'missing_product_id', status: 0, message });
  }, [missing, host]);

  // the notice shows in the top layer (a manual popover): nothing on the page (an ancestor's
  // transform or containment, this element's own box) clips or covers it
  const note = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const takeFocus = useRef(false);
  const headingId = useId();
  const notice = state.status === 'added' ? state.notice : null;
  useLayoutEffect(() => {
    const el = note.current;
    if (!el) return;
    try {
      el.showPopover();
    } catch {
      // no popover in this browser: the notice stays where it is
    }
    // the viewer pressed the button: the notice is where they go next
    if (takeFocus.current) el.focus({ preventScroll: true });
    takeFocus.current = false;
  }, [notice]);

  useEffect(() => {
    if (state.status !== 'added') return;
    // it stays while the viewer reads it: focus or the pointer inside keeps it open
    let timer: ReturnType<typeof setTimeout>;
    const later = (ms: number) => {
      timer = setTimeout(() => {
        const el = note.current;
        if (el && (el.matches(':hover') || focusIn(el))) later(1000);
        else close();
      }, ms);
    };
    later(TOAST_LIFETIME_MS);
    return () => clearTimeout(timer);
  }, [state]);

  /** Closes the notice; focus inside it goes back to the button. */
  const close = () => {
    const focused = note.current && focusIn(note.current);
    setState({ status: 'ready' });
    if (focused) button.current?.focus({ preventScroll: true });
  };

  const add = async () => {
    if (busy.current || !productId) return;
    busy.current = true;
    // (the button stays focusable while adding: aria-disabled, not disabled, so focus is not lost)
    takeFocus.current = !!button.current && focusIn(button.current);
    setState({ status: 'adding' });
    let notice: ProductAdded | null = null;
    const target = new EventTarget();
    target.addEventListener('paywall-product-added', (e) => {
      notice = (e as CustomEvent<ProductAdded>).detail;
    });
    try {
      const result = await addToCart({ productType: productType || 'product', productId }, { onDemandClip: clip === true, then: then === 'checkout' ? 'checkout' : 'notify', target });
      if (result.status === 'added' && notice) {
        emit<ProductAdded>(host, 'paywall-product-added', notice);
        setState({ status: 'added', notice });
      } else setState({ status: 'ready' });
    } finally {
      busy.current = false;
    }
  };

  if (missing) {
    return (
      <div ref={ref} part="base" className="base" dir={t.dir} data-state="error">
        <p part="message" role="alert">{t('notSetUp')}</p>
      </div>
    );
  }

  const adding = state.status === 'adding';
  return (
    <div ref={ref} part="base" className="base" dir={t.dir} data-state={state.status}>
      <button ref={button} type="button" part="button" className="button" onClick={() => void add()} aria-disabled={adding || undefined} aria-busy={adding}>
        {adding ? <span className="spinner" aria-hidden="true" /> : null}
        <span>{adding ? t('adding') : label || t(clip ? 'addClip' : 'addToCart')}</span>
      </button>
      <div role="status" aria-live="polite" className="live">
        {notice ? (
          <div ref={note} part="notification" className="notification" popover="manual" tabIndex={-1} role="group" aria-labelledby={headingId}>
            {notice.thumbnail ? <img part="thumbnail" className="thumbnail" src={notice.thumbnail} alt="" /> : null}
            <div className="text">
              <strong part="heading" className="heading" id={headingId}>{notice.heading || t('added')}</strong>
              {notice.title ? <span part="title" className="title">{notice.title}</span> : null}
              {notice.description ? <span part="description" className="description">{notice.description}</span> : null}
            </div>
            <button type="button" part="close" className="close" aria-label={t('dismiss')} onClick={close}>×</button>
          </div>
        ) : null}
      </div>
    </div>
  );
}

export default CartButton;
