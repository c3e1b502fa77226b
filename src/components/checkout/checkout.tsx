import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type RefObject } from 'react';
import { usePlatformClient } from '../ui/client';
import { useStore } from '@nanostores/react';
import { adoptSheets, useStyles } from '../../internal/styles';
import { emit } from '../../internal/emit';
import type { AccessFee, PaymentMethod } from '../../client/types';
import { $config } from '../../stores/config';
import { $purchase, chooseAccessFee, closePurchase } from '../../stores/purchase';
import { baseStyles } from '../ui/base.styles';
import { formStyles } from '../ui/form.styles';
import type { ModalProps } from '../ui/dialog';
import { Loading } from '../ui/spinner';
import { formatPrice, ownedText } from '../ui/format';
import { useOwnedAccess } from '../ui/owned-access';
import { useViewFocus } from '../ui/view-focus';
import { hostOf, useErrorReporter } from '../ui/host';
import { useBranding } from '../ui/branding';
import { useViewer } from '../ui/auth';
import { checkoutStyles } from './checkout.styles';
import { feeTerm } from '../pricing/fees';
import { useT } from '../../i18n';
import { common as commonMessages } from '../../i18n/common';
import { checkout } from '../../i18n/checkout';
import { PayForm, isSubscriptionFee } from './pay-form';
import { SuccessView } from './pay-form-view';
import type { PayPhase } from './payer';
import type { BankReturn, claimBankReturn } from '../../stores/pending-purchase';
import { cardFrameUrl } from './frame-url';
import type { MethodsProps } from './methods/methods';
import { cardMethod } from './card-method';
import { Heading, withHeadingLevel } from '../ui/host';

// only signed-out viewers need the sign-in forms: they load on demand
const Login = lazy(() => import('../login/login').then((m) => ({ default: m.Login })));
// only a checkout that follows the page's purchase opens a dialog (an inline one never does): the
// dialog and its styles load when such a checkout first renders, before any purchase starts
const CheckoutModal = lazy(() => Promise.all([import('../ui/dialog'), import('../ui/dialog.styles')]).then(([{ Modal }, { dialogStyles }]) => ({
  default: function CheckoutModal({ base, ...props }: ModalProps & { base: RefObject<HTMLElement | null> }) {
    useLayoutEffect(() => {
      const root = base.current?.getRootNode();
      if (root instanceof ShadowRoot || root instanceof Document) adoptSheets(root, [dialogStyles]);
    }, [base]);
    return <Modal {...props} />;
  },
})));

/** Props of `<paywall-checkout>`. */
export interface CheckoutProps {
  /**
   * The level of the element's own top headings (1 to 6), so they fit the page's outline; the
   * headings under them take the next level. @default 3
   */
  headingLevel?: number;
  /** The item to buy. Without it the element follows the page's purchase (`startPurchase`) as a modal. */
  itemId?: string;
  /** A fixed access fee of the item: the element shows its card form inline. */
  accessFeeId?: string;
  /** Set by the custom element: its shadow root. */
  container?: ShadowRoot | HTMLElement;
}

/** Detail of `paywall-purchase`, dispatched once a purchase is confirmed. */
export interface PurchaseEventDetail {
  itemId: string;
  accessFeeId: string;
  kind: 'ppv' | 'subscription';
}

/** The checkout's view; `status` is mirrored as `data-state`. */
export type CheckoutView =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'choosing'; fees: AccessFee[] }
  | { status: 'pay'; fee: AccessFee; methodId: string; methods: PaymentMethod[] }
  | { status: 'error'; message: string };

/**
 * `<paywall-checkout>`: signs the viewer in when needed, lets them pick a price, and takes the card
 * payment or subscription through the cross-origin card frame. Inline with `item-id` (and
 * `access-fee-id`), otherwise a modal following the page's purchase.
 */
function CheckoutView({ itemId, accessFeeId, container }: CheckoutProps) {
  const ref = useRef<HTMLDivElement>(null);
  useStyles(ref, baseStyles, formStyles, checkoutStyles);
  useBranding(ref);
  const purchase = useStore($purchase);
  // a return from the bank (`?ippwat=` in the address) is read with the pending purchase's code,
  // which loads only on such a page. Until it is read (`undefined`) the checkout waits; if that code
  // cannot load (the message), it says so with Try again (a reload), and never offers to pay as if
  // nothing were pending
  const [read, setReturned] = useState<Claimed | undefined | string>(() => (typeof location !== 'undefined' && RETURN_MARK.test(location.search) ? undefined : null));
  const report = useErrorReporter(container ?? null);
  useEffect(() => {
    if (read !== undefined) return;
    void import('../../stores/pending-purchase').then((m) => setReturned(m.claimBankReturn()), (error: unknown) => setReturned(report(error, 'checkout_load_failed')));
  }, [read, report]);
  const returned = typeof read === 'object' ? read : null;
  const t = useT(checkout);

  useEffect(() => {
    // back from the bank on a page whose checkout follows the purchase: reopen it
    const p = returned?.pending;
    if (p && !itemId) chooseAccessFee(p.itemId, p.accessFeeId);
  }, [returned, itemId]);

  const inline = !!itemId;
  const target = inline
    ? { itemId: itemId!, accessFeeId: accessFeeId || undefined }
    : purchase.status === 'checkout'
      ? { itemId: purchase.itemId, accessFeeId: purchase.accessFeeId }
      : purchase.status === 'choosing'
        ? { itemId: purchase.itemId, accessFeeId: undefined }
        : null;
  const [stateTag, setStateTag] = useState<string>('idle');
  const bankReturn = returned && target && (!returned.pending || (returned.pending.itemId === target.itemId)) ? returned.ret : null;

  const body = !target ? null : read === undefined ? <Loading label={t('loading')} /> : typeof read === 'string' ? (
    <div part="error">
      <p className="form-error message" role="alert" part="message">{read}</p>
      {/* the address still carries the return: a reload reads it afresh, in every engine (one that keeps
          a failed module fetch would also keep it for the payment code, which imports the same file) */}
      <button type="button" part="retry" onClick={() => location.reload()}>{t('tryAgain')}</button>
    </div>
  ) : (
    <CheckoutBody
      key={`${target.itemId}|${target.accessFeeId ?? ''}`}
      itemId={target.itemId}
      accessFeeId={target.accessFeeId}
      container={container}
      bankReturn={bankReturn}
      method={bankReturn ? returned!.pending?.method : undefined}
      onState={setStateTag}
      onChoose={(fee) => chooseAccessFee(target.itemId, fee)}
      onDone={inline ? undefined : closePurchase}
    />
  );

  const state = !target ? 'idle' : read === undefined ? 'loading' : typeof read === 'string' ? 'error' : stateTag;
  useViewFocus(ref, state);
  if (inline) {
    return <div ref={ref} part="base" dir={t.dir} data-state={state} className="panel base">{body}</div>;
  }
  return (
    <div ref={ref} part="base" className="base" dir={t.dir} data-state={state}>
      {/* while the card request is out the dialog stays: its answer decides what the viewer sees next */}
      <Suspense fallback={null}>
        <CheckoutModal base={ref} open={!!target} title={t('title')} onClose={() => (stateTag === 'paying' ? undefined : closePurchase())} part="checkout-dialog">{body}</CheckoutModal>
      </Suspense>
    </div>
  );
}

/** What `claimBankReturn` hands the checkout: this page's bank return with the purchase remembered before it, or null. */
type Claimed = ReturnType<typeof claimBankReturn>;
/** The parameter a payment return address carries (src/site/payment-return.ts). */
const RETURN_MARK = /[?&]ippwat=/;

/** An error whose message is meant for the viewer (the shape the error reporter, ui/host, shows as is). */
function readable(message: string, status: number): Error {
  return Object.assign(new Error(message), { status, data: { message } });
}

interface BodyProps {
  itemId: string;
  accessFeeId?: string;
  container?: ShadowRoot | HTMLElement;
  bankReturn: BankReturn | null;
  /** The method the viewer left for the bank with, when not the card. */
  method?: string;
  onState(tag: string): void;
  onChoose(feeId: string): void;
  /** Closes the modal after success (absent inline). */
  onDone?: () => void;
}

function CheckoutBody({ itemId, accessFeeId, container, bankReturn, method: returnMethod, onState, onChoose, onDone }: BodyProps) {
  // a valid stored token is enough to ask for the prices and the payment methods: they start
  // together with the account request, not after it
  const viewer = useViewer();
  const signedIn = viewer.startsWith('in:');
  const config = useStore($config);
  const report = useErrorReporter(container);
  const tc = useT(commonMessages);
  const t = useT(checkout);
  // the texts of the moment, for the load below (which must not re-run when they change)
  const tRef = useRef(t);
  tRef.current = t;
  const [view, setView] = useState<CheckoutView>({ status: 'loading' });
  const [phase, setPhase] = useState<PayPhase | null>(null);
  // the method choice and forms, loaded only when the platform lists more than the card
  const [Methods, setMethods] = useState<ComponentType<MethodsProps> | null>(null);
  const client = usePlatformClient();
  // a viewer who can already watch the item is told so, and pays again only after saying so
  // (never asked when coming back from the bank: that access may be this very purchase)
  const owned = useOwnedAccess(bankReturn ? undefined : itemId);
  const [payAgain, setPayAgain] = useState(false);

  useEffect(() => {
    if (!client) {
      setView({ status: 'error', message: tRef.current('notConfigured') });
      report({ message: 'No merchant is configured.', status: 0 }, 'not_configured');
      return;
    }
    if (viewer === 'signed-out') return setView({ status: 'signed-out' });
    if (!signedIn) return setView({ status: 'loading' });
    let live = true;
    setView({ status: 'loading' });
    (async () => {
      try {
        const [fees, methods] = await Promise.all([client.assets.getAssetAccessFees(itemId), client.payments.getPaymentMethods()]);
        // a failed load of the other methods leaves the card
        const more = methods.length > 1 && (await import('./methods/methods').catch(() => null));
        if (!live) return;
        if (more) setMethods(() => more.Methods);
        const card = cardMethod(methods) ?? methods[0];
        if (!card) throw readable(tRef.current('cardUnavailable'), 0);
        // gift fees are bought through the gift journey (`<paywall-gift>`), not here
        const list = (Array.isArray(fees) ? fees : []).filter((f) => !f.is_gift);
        const fee = accessFeeId ? list.find((f) => String(f.id) === String(accessFeeId)) : list.length === 1 ? list[0] : undefined;
        if (accessFeeId && !fee) throw readable(tRef.current('priceUnavailable'), 404);
        setView(fee ? { status: 'pay', fee, methodId: String(card.id), methods } : { status: 'choosing', fees: list });
      } catch (error) {
        if (live) setView({ status: 'error', message: report(error, 'checkout_load_failed') });
      }
    })();
    return () => {
      live = false;
    };
    // the viewer's key changes once the account has arrived: that is no reason to load again
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, signedIn, viewer === 'signed-out', itemId, accessFeeId, report]);

  const busy = !!phase && phase.status !== 'ready';
  const askFirst = view.status === 'pay' && !!owned && !busy && !payAgain;
  const tag = view.status === 'pay' ? (busy ? phase.status : askFirst ? 'owned' : 'ready') : view.status;
  useEffect(() => onState(tag), [tag, onState]);

  switch (view.status) {
    case 'loading':
      return <Loading label={t('loading')} />;
    case 'signed-out':
      return (
        <div part="login">
          <p part="message" className="message">{t('signInFirst')}</p>
          <Suspense fallback={<Loading label={t('loadingSignIn')} />}>
            {/* in the modal, no social buttons: the provider sends the viewer back to the page, where the modal is closed */}
            <Login container={container} noSocial={!!onDone} />
          </Suspense>
        </div>
      );
    case 'error':
      return <p className="form-error message" role="alert" part="message">{view.message}</p>;
    case 'choosing':
      return (
        <div part="choose">
          <Heading look={3} part="heading">{t('chooseAccess')}</Heading>
          {owned ? <p part="owned" className="message" role="status">{ownedText(owned.expiresAt, tc)}</p> : null}
          {view.fees.length ? (
            <ul part="fees" className="fees">
              {view.fees.map((f) => (
                <li key={f.id}>
                  <button type="button" part="fee" className="fee" data-fee-id={String(f.id)} onClick={() => onChoose(String(f.id))}>
                    <bdi>{f.description}</bdi>
                    <strong>{formatPrice(f.amount, f.currency, tc.locale)}{isSubscriptionFee(f) ? ` ${feeTerm(f, tc)}` : ''}</strong>
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p part="message" className="message">{t('cannotBuy')}</p>
          )}
        </div>
      );
    case 'pay': {
      if (phase?.status === 'success') return <SuccessView subscription={isSubscriptionFee(view.fee)} onDone={onDone} />;
      // what the viewer has: before paying again, or (`owned` phase) paid in another tab while this one waited
      const elsewhere = phase?.status === 'owned';
      if (elsewhere || (askFirst && owned)) {
        const subscription = isSubscriptionFee(view.fee);
        return (
          <div part="owned-notice" className="owned-notice">
            <Heading look={3} part="heading" tabIndex={-1}>{t('alreadyHave')}</Heading>
            <p part="owned" className="message" role="status">{elsewhere ? t('paidElsewhere') : ownedText(owned!.expiresAt, tc)}</p>
            {elsewhere ? null : subscription ? (
              <p part="message" className="message">{t('subscriptionOwned')}</p>
            ) : (
              <>
                <p part="message" className="message">{t('payAgainCharges', { price: formatPrice(view.fee.amount, view.fee.currency, config.locale), what: view.fee.description || t('access') })}</p>
                <button type="button" part="pay-again" className="secondary" onClick={() => setPayAgain(true)}>{t('payAgain')}</button>
              </>
            )}
            {onDone ? <button type="button" part="done-button" onClick={onDone}>{t('close')}</button> : null}
          </div>
        );
      }
      const common = {
        client: client!, itemId, fee: view.fee, host: hostOf(container), onPhase: setPhase, reportError: report,
        onSuccess: () =>
          emit<PurchaseEventDetail>(hostOf(container), 'paywall-purchase', {
            itemId, accessFeeId: String(view.fee.id), kind: isSubscriptionFee(view.fee) ? 'subscription' : 'ppv',
          }),
      };
      const card = (
        <PayForm {...common} paymentMethodId={view.methodId} frameUrl={cardFrameUrl(config, client!.config.apiBase)} bankReturn={returnMethod ? null : bankReturn} />
      );
      return Methods ? (
        <Methods {...common} methods={view.methods} card={card} returnMethod={returnMethod} bankReturn={bankReturn}
          locked={tag !== 'ready' && tag !== 'failed'} onChange={() => setPhase(null)} />
      ) : card;
    }
    default:
      return null;
  }
}

/** `CheckoutView` with its headings' levels from `headingLevel` (the `heading-level` attribute), the element it is shown in, or 3. */
export const Checkout = withHeadingLevel(CheckoutView, 3);

export default Checkout;
