import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { usePlatformClient } from '../ui/client';
import { useStore } from '@nanostores/react';
import type { DonationOptions } from '../../client/types';
import { useStyles } from '../../internal/styles';
import { emit } from '../../internal/emit';
import { $session } from '../../stores/session';
import { claimBankReturn } from '../../stores/pending-purchase';
import { baseStyles } from '../ui/base.styles';
import { formStyles } from '../ui/form.styles';
import { hostOf, useErrorReporter } from '../ui/host';
import { Loading } from '../ui/spinner';
import { useBranding } from '../ui/branding';
import { formatPrice } from '../ui/format';
import { checkoutStyles } from '../checkout/checkout.styles';
import type { PayPhase } from '../checkout/payer';
import { DonateForm, type DonationChoice } from './donate-form';
import { donateStyles } from './donate.styles';
import { cardMethod } from '../checkout/card-method';
import { useT } from '../../i18n';
import { checkout } from '../../i18n/checkout';
import { donate as messages } from '../../i18n/donate';
import { Heading, withHeadingLevel } from '../ui/host';

const Login = lazy(() => import('../login/login').then((m) => ({ default: m.Login })));

/** Props of `<paywall-donate>`. */
export interface DonateProps {
  /**
   * The level of the element's own top headings (1 to 6), so they fit the page's outline; the
   * headings under them take the next level. @default 3
   */
  headingLevel?: number;
  /** The item the donation supports (required). */
  itemId?: string;
  /** Set by the custom element: its shadow root. */
  container?: ShadowRoot | HTMLElement;
}

/** Detail of `paywall-donation`, dispatched once the platform confirmed a donation. */
export interface DonationEventDetail {
  itemId: string;
  amount: number;
  currency: string;
  /** The option chosen, absent for a custom amount. */
  donationId?: string;
}

/** The donate element's view; its status (or the payment's phase) is mirrored as `data-state`. */
export type DonateView =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'error'; message: string; key?: 'notConfigured' | 'notSetUp' | 'cardUnavailable' }
  | { status: 'unavailable' }
  | { status: 'ready'; options: DonationOptions; methodId: string }
  | { status: 'thanks'; choice: DonationChoice };

/**
 * `<paywall-donate>`: donations to an item. The item's options (GET v2/items/{id}/donations) or a
 * custom amount (at least the currency's minimum), the card in a frame on the card frame's origin
 * (POST /v2/payments/donation), 3-D Secure in the bank frame with the payment intent confirmed
 * afterwards (donation:confirm with `pi_id`), a thank-you, and `paywall-donation`.
 */
function DonateView({ itemId, container }: DonateProps) {
  const ref = useRef<HTMLDivElement>(null);
  useStyles(ref, baseStyles, formStyles, checkoutStyles, donateStyles);
  useBranding(ref);
  const t = useT(messages);
  const tc = useT(checkout);
  const session = useStore($session);
  const report = useErrorReporter(container);
  const item = (itemId ?? '').trim();
  const [returned] = useState(claimBankReturn);
  const [view, setView] = useState<DonateView>({ status: 'loading' });
  // a donation is no access fee: it is never found paid in another tab (no `owned` phase)
  const [phase, setPhase] = useState<Exclude<PayPhase, { status: 'owned' }> | null>(null);
  const client = usePlatformClient();

  useEffect(() => {
    if (!client) {
      setView({ status: 'error', message: '', key: 'notConfigured' });
      report({ message: 'No merchant is configured.', status: 0 }, 'not_configured');
      return;
    }
    if (!item) {
      setView({ status: 'error', message: '', key: 'notSetUp' });
      report({ message: 'No item: set item-id.', status: 0 }, 'missing_item_id');
      return;
    }
    if (session.status === 'unknown') return setView({ status: 'loading' });
    if (session.status === 'anonymous') return setView({ status: 'signed-out' });
    let live = true;
    setView({ status: 'loading' });
    (async () => {
      try {
        const [options, methods] = await Promise.all([client.assets.getDonationOptions(item), client.payments.getPaymentMethods()]);
        const card = cardMethod(methods);
        if (!live) return;
        if (!card) {
          report({ status: 0, data: { message: 'Card payments are not available.' } }, 'donate_load_failed');
          return setView({ status: 'error', message: '', key: 'cardUnavailable' });
        }
        const usable = (Array.isArray(options?.donations) && options.donations.length > 0) || !!options?.donation_options?.custom_price_enabled;
        setView(usable ? { status: 'ready', options, methodId: String(card.id) } : { status: 'unavailable' });
      } catch (error) {
        if (live) setView({ status: 'error', message: report(error, 'donate_load_failed') });
      }
    })();
    return () => {
      live = false;
    };
  }, [client, session.status, item, report]);

  const state = view.status === 'ready' && phase && phase.status !== 'ready' ? phase.status : view.status;
  return (
    <div ref={ref} part="base" className="panel base" dir={t.dir} data-state={state}>
      {view.status === 'loading' ? <Loading /> : null}
      {view.status === 'signed-out' ? (
        <div part="login">
          <p part="message" className="message">{t('signIn')}</p>
          <Suspense fallback={<Loading label={tc('loadingSignIn')} />}>
            <Login container={container} />
          </Suspense>
        </div>
      ) : null}
      {view.status === 'error' ? <p className="form-error message" role="alert" part="message">{view.key ? t(view.key) : view.message}</p> : null}
      {view.status === 'unavailable' ? <p className="muted" part="message">{t('unavailable')}</p> : null}
      {view.status === 'ready' ? (
        <>
          <Heading look={3} part="heading">{t('heading')}</Heading>
          <DonateForm
            client={client!}
            itemId={item}
            options={view.options}
            methodId={view.methodId}
            host={hostOf(container)}
            bankReturn={returned && (!returned.pending || returned.pending.itemId === item) ? returned.ret : null}
            onPhase={setPhase}
            onDonated={(choice) => {
              setView({ status: 'thanks', choice });
              emit<DonationEventDetail>(hostOf(container), 'paywall-donation', { itemId: item, ...choice });
            }}
            reportError={report}
          />
        </>
      ) : null}
      {view.status === 'thanks' ? <DonateThanks choice={view.choice} /> : null}
    </div>
  );
}

/** The thank-you after a confirmed donation. */
export function DonateThanks({ choice }: { choice: DonationChoice }) {
  const t = useT(messages);
  return (
    <div part="thanks" className="sent" role="status">
      <div className="check" aria-hidden="true">✓</div>
      <Heading look={3} part="heading">{t('thanks')}</Heading>
      <p part="message" className="message">{t('received', { amount: formatPrice(choice.amount, choice.currency, t.locale) })}</p>
    </div>
  );
}

/** `DonateView` with its headings' levels from `headingLevel` (the `heading-level` attribute), the element it is shown in, or 3. */
export const Donate = withHeadingLevel(DonateView, 3);

export default Donate;
