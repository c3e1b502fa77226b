import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useStyles } from '../../internal/styles';
import { emit } from '../../internal/emit';
import { $config } from '../../stores/config';
import { getClient, hasClientConfig } from '../../stores/client';
import { $preloader, hidePreloader, showPreloader } from '../../stores/preloader';
import { $notificationsConnected, onPaymentEvent } from '../../stores/payment-events';
import { currentRoute, reactToPaymentEvent, startPaymentReactions } from '../../stores/payment-reactions';
import type { PaymentEventType } from '../../site/payment-event';
import { openDialog } from '../../stores/dialogs';
import { navigateTo } from '../../stores/navigation';
import { subscriptionCheckOutcome, safeUrl } from '../../site/redirects';
import { urlFor, type TemplateName } from '../../site/routes';
import { baseStyles } from '../ui/base.styles';
import { formStyles } from '../ui/form.styles';
import { Loading } from '../ui/spinner';
import { useErrorReporter, hostOf } from '../ui/host';
import { useBranding } from '../ui/branding';
import { claimBankReturn } from '../../stores/pending-purchase';
import { confirmUntilKnown, watchOutcome, type CheckAnswer, type Watch } from '../../stores/confirm';
import { paymentCheckStyles } from './payment-check.styles';
import { giftVoucherFrom, keepGiftVoucher } from '../../stores/gift-voucher';
import { useT } from '../../i18n';
import { paymentCheck, PAYMENT_CHECK_EN } from '../../i18n/payment-check';
import { Heading, withHeadingLevel } from '../ui/host';

/** Props of `<paywall-payment-check>`. */
export interface PaymentCheckProps {
  /**
   * The level of the element's own top headings (1 to 6), so they fit the page's outline; the
   * headings under them take the next level. @default 2
   */
  headingLevel?: number;
  /** The item whose access proves the payment (default: the route's `contentId`). */
  itemId?: string;
  /** Seconds before the 'still confirming' screen, at most 120. @default 120 */
  limit?: number;
  /** Where the 'still confirming' screen's way out leads (default: the `home` route). */
  exitUrl?: string;
  /** Set by the custom element: its shadow root. */
  container?: ShadowRoot | HTMLElement;
}

/** The payment check's view; mirrored as `data-state`. */
export type PaymentCheckView =
  | { status: 'waiting'; message: 'confirming' | 'checkingAgain' }
  | { status: 'success'; giftCode?: string }
  | { status: 'failed'; message: string; key?: 'notCompleted' | 'bankNotConfirmed' }
  | { status: 'still-confirming' }
  | { status: 'redirecting' }
  | { status: 'error'; message: string; key?: 'subscriptionError' | 'notSetUp' };

/** Detail of `paywall-payment-check`, dispatched when the check ends. */
export interface PaymentCheckDetail {
  outcome: 'success' | 'failed' | 'still-confirming';
}

const SUCCESS = new Set(['payment.card.success', 'subscribe.success', 'external.subscribe.success', 'external.payment.success', 'gift-voucher']);
const FAILED = new Set(['payment.card.failed', 'subscribe.failed', 'payment.ideal.failed', 'ideal.subscribe.failed', 'external.payment.failed']);

/** The failure event of a payment method the viewer left for (its reactions: the method's dialog). */
function failureOf(method: string, kind: 'ppv' | 'subscription'): PaymentEventType {
  if (method === 'ideal') return kind === 'subscription' ? 'ideal.subscribe.failed' : 'payment.ideal.failed';
  if (method === 'paypal') return 'external.payment.failed';
  return kind === 'subscription' ? 'subscribe.failed' : 'payment.card.failed';
}
const SUCCESS_ROUTE: Partial<Record<string, TemplateName>> = { 'content.payment_check': 'content.payment_success' };

/**
 * `<paywall-payment-check>`: the preloader of the `*.payment_check` routes and the subscription
 * check page. It waits for the payment event (the site's reactions navigate), asks the platform
 * meanwhile, and after at most two minutes says honestly that the payment is still being confirmed,
 * with a way out. On `subscription.check` it follows a checked `redirect` or shows the error dialog.
 */
function PaymentCheckView({ itemId, limit, exitUrl, container }: PaymentCheckProps) {
  const ref = useRef<HTMLDivElement>(null);
  useStyles(ref, baseStyles, formStyles, paymentCheckStyles);
  useBranding(ref);
  const config = useStore($config);
  const preloader = useStore($preloader);
  const live = useStore($notificationsConnected);
  const report = useErrorReporter(container);
  const t = useT(paymentCheck);
  // the texts of the moment, for the check below (which must not re-run when they change)
  const tRef = useRef(t);
  tRef.current = t;
  const [view, setView] = useState<PaymentCheckView>({ status: 'waiting', message: 'confirming' });
  const [round, setRound] = useState(0);
  const watch = useRef<Watch | null>(null);
  /** The payment intent of a bank return whose confirmation has not been heard yet (sent again on "check again"). */
  const intent = useRef<string | null>(null);
  /** The bank return of this page load (claimed on the first check; null when the page is none). */
  const back = useRef<ReturnType<typeof claimBankReturn> | undefined>(undefined);

  const route = currentRoute();
  const item = itemId || route?.params.contentId || '';

  useEffect(() => {
    if (route?.name !== 'subscription.check') return;
    const outcome = subscriptionCheckOutcome(location.search, {
      pageOrigin: location.origin, allowedOrigins: config.allowedRedirectOrigins, development: config.development,
    });
    if (outcome.type === 'redirect') {
      setView({ status: 'redirecting' });
      navigateTo(outcome.url, 'redirect');
    } else {
      setView({ status: 'error', message: '', key: 'subscriptionError' });
      openDialog('subscription-error');
    }
    // the page's address decides once
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (route?.name === 'subscription.check') return;
    const host = hostOf(container);
    const end = (outcome: PaymentCheckDetail['outcome'], next: PaymentCheckView) => {
      watch.current?.stop();
      watch.current = null;
      hidePreloader();
      setView((v) => (v.status === 'waiting' ? next : v));
      emit<PaymentCheckDetail>(host, 'paywall-payment-check', { outcome });
    };
    showPreloader(PAYMENT_CHECK_EN.confirming);
    const stopReactions = startPaymentReactions();
    // the item whose access proves the payment: the attribute, the route's content, else the
    // purchase the viewer left for the bank with, else the plan of a plans route
    let target = item;
    const stopEvents = onPaymentEvent((event) => {
      // a gift's code: kept for the gift journey's next page and shown here at once
      if (event.type === 'gift-voucher' && route?.name.startsWith('gift-journey.')) {
        const gift = giftVoucherFrom(event.resource);
        keepGiftVoucher(gift);
        if (gift.code) return end('success', { status: 'success', giftCode: gift.code });
      }
      if (SUCCESS.has(event.type)) {
        if (watch.current && target) watch.current.poke();
        else end('success', { status: 'success' });
      } else if (FAILED.has(event.type)) {
        const r = event.resource;
        end('failed', typeof r.message === 'string' && r.message ? { status: 'failed', message: r.message } : { status: 'failed', message: '', key: 'notCompleted' });
      }
    });
    let live = true;
    const start = async () => {
      const client = getClient();
      // the bank return is claimed once; a card's payment intent is confirmed (and sent again on
      // "check again" until its answer is heard); iDEAL, PayPal and the wallets are confirmed by the
      // platform itself, so their return is only checked
      if (back.current === undefined) {
        back.current = claimBankReturn();
        const r = back.current;
        if (r?.ret.kind === 'ppv' && r.ret.paymentIntent && !r.pending?.method) intent.current = r.ret.paymentIntent;
      }
      const returned = back.current;
      const pending = returned?.pending;
      target ||= pending?.itemId || route?.params.planId || '';
      const check = async (): Promise<CheckAnswer> => {
        if (!target) return 'pending';
        try {
          await client.assets.checkAccessForAsset(target);
          return 'success';
        } catch {
          return 'pending';
        }
      };
      const pi = intent.current;
      if (pi) {
        // an answer that proves nothing (5xx, malformed, lost) is sent again with the same key; a
        // stated refusal is the failure; otherwise the watch below asks the platform for the outcome
        const sent = await confirmUntilKnown(() => client.payments.confirmPayment(pi, { idempotencyKey: `confirm-${pi}` }));
        if (sent.outcome === 'refused') throw sent.error;
        if (sent.outcome === 'sent') intent.current = null;
      }
      if (!live) return;
      if (returned?.ret.bankFailed && pending?.method && (await check()) !== 'success') {
        if (!live) return;
        // the dialog the reactions open says it in the page's language too
        const message = tRef.current('bankNotConfirmed');
        end('failed', { status: 'failed', message: '', key: 'bankNotConfirmed' });
        reactToPaymentEvent({
          type: failureOf(pending.method, returned.ret.kind), timestamp: Math.floor(Date.now() / 1000),
          resource: { message, access_fee_id: pending.accessFeeId, pi_id: returned.ret.paymentIntent ?? undefined },
        });
        return;
      }
      watch.current = watchOutcome({
        check,
        limitMs: Math.min(120, Math.max(1, limit ?? 120)) * 1000,
        onOutcome: (outcome) => {
          watch.current = null;
          if (outcome === 'success') {
            end('success', { status: 'success' });
            const target = route ? SUCCESS_ROUTE[route.name] : undefined;
            if (target) navigateTo(urlFor(target, route!.params, config.routes), 'route');
          } else if (outcome === 'still-confirming') {
            end('still-confirming', { status: 'still-confirming' });
          }
        },
      });
    };
    start().catch((error) => {
      if (!live) return;
      // a page without configuration has no payment to judge: say the page is not set up, not that a payment failed
      if (!hasClientConfig()) {
        watch.current?.stop();
        watch.current = null;
        hidePreloader();
        report(error, 'not_configured');
        setView({ status: 'error', message: '', key: 'notSetUp' });
        return;
      }
      end('failed', { status: 'failed', message: report(error, 'payment_check_failed') });
    });
    return () => {
      live = false;
      watch.current?.stop();
      watch.current = null;
      stopEvents();
      stopReactions();
    };
    // `round` restarts the check after 'still confirming'
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [round, item]);

  const exit = safeUrl(exitUrl ?? '', typeof location === 'undefined' ? undefined : location.href) ?? urlFor('home', {}, config.routes);
  return (
    <div ref={ref} part="base" className="base" dir={t.dir} data-state={view.status} data-live={live ? 'true' : 'false'}>
      {view.status === 'waiting' || view.status === 'redirecting' ? (
        <Loading label={view.status === 'redirecting' ? t('redirecting')
          : preloader.status === 'visible' && preloader.message !== PAYMENT_CHECK_EN.confirming ? preloader.message : t(view.message)} />
      ) : null}
      {view.status === 'success' ? (
        <div role="status">
          <div part="mark" className="mark" aria-hidden="true">✓</div>
          <Heading look={2} part="heading" className="heading">{t('completed')}</Heading>
          {view.giftCode ? <GiftCode text={t('giftCode', { code: CODE })} code={view.giftCode} /> : null}
        </div>
      ) : null}
      {view.status === 'failed' ? (
        <div role="alert">
          <div part="mark" className="mark" aria-hidden="true">!</div>
          <Heading look={2} part="heading" className="heading">{t('failed')}</Heading>
          <p part="message">{view.key ? t(view.key) : view.message}</p>
        </div>
      ) : null}
      {view.status === 'still-confirming' ? (
        <div role="status">
          <Heading look={2} part="heading" className="heading">{t('stillTitle')}</Heading>
          <p part="message">{t('stillText')}</p>
          <div part="actions" className="actions">
            <button type="button" part="check-again" onClick={() => {
              setView({ status: 'waiting', message: 'checkingAgain' });
              setRound((n) => n + 1);
            }}>{t('checkAgain')}</button>
            <a part="exit" href={exit}>{t('continueBrowsing')}</a>
          </div>
        </div>
      ) : null}
      {view.status === 'error' ? <p role="alert" part="message">{view.key ? t(view.key) : view.message}</p> : null}
    </div>
  );
}

/** Stands for the code in the gift-code message, so the code itself can be set in `<code>`. */
const CODE = '\u0000';

/** The gift-code line: the message around the code, the code in `<code>`. */
function GiftCode({ text, code }: { text: string; code: string }) {
  const [before, after] = text.includes(CODE) ? text.split(CODE) : [`${text} `, ''];
  return <p part="gift-code" className="message">{before}<code>{code}</code>{after}</p>;
}

/** `PaymentCheckView` with its headings' levels from `headingLevel` (the `heading-level` attribute), the element it is shown in, or 2. */
export const PaymentCheck = withHeadingLevel(PaymentCheckView, 2);

export default PaymentCheck;
