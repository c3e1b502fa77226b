import { createElement, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import '../elements/index';
import { useStyles } from '../src/internal/styles';
import { baseStyles } from '../src/components/ui/base.styles';
import { formStyles } from '../src/components/ui/form.styles';
import { dialogStyles } from '../src/components/ui/dialog.styles';
import { checkoutStyles } from '../src/components/checkout/checkout.styles';
import { PayFormView, SuccessView } from '../src/components/checkout/pay-form-view';
import type { PayPhase } from '../src/components/checkout/payer';
import { useDemoPlatform, demoFee, type DemoOptions } from './support/platform';
import { closePurchase, startPurchase } from '../src/stores/purchase';
import type { AccessFee } from '../src/client/types';

interface Args {
  /** Live element stories: the demo platform's behaviour. */
  demo?: DemoOptions;
  /** Live element stories: open the price choice of item 1 through the purchase store. */
  choose?: boolean;
  /** Phase stories: the payment phase shown. */
  phase?: PayPhase;
  subscription?: boolean;
  voucher?: boolean;
  success?: boolean;
}

/** Renders children into a shadow root with the checkout's sheets, as the element does. */
function InShadow({ children, state }: { children: ReactNode; state: string }) {
  const host = useRef<HTMLDivElement>(null);
  const root = useRef<Root | null>(null);
  useLayoutEffect(() => {
    const el = host.current!;
    const shadow = el.shadowRoot ?? el.attachShadow({ mode: 'open' });
    root.current ??= createRoot(shadow);
    return () => {
      const r = root.current;
      root.current = null;
      queueMicrotask(() => r?.unmount());
    };
  }, []);
  useEffect(() => {
    root.current?.render(<Styled state={state}>{children}</Styled>);
  });
  return <div ref={host} />;
}

function Styled({ children, state }: { children: ReactNode; state: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useStyles(ref, baseStyles, formStyles, dialogStyles, checkoutStyles);
  return <div ref={ref} part="base" data-state={state} className="panel">{children}</div>;
}

/** Where the card frame sits (the real one is a page on the platform's origin). */
function FramePlaceholder() {
  return <div part="card-frame" className="panel muted" role="img" aria-label="Card details (secure frame)">Card number · Name on card · Expiry · CVC (secure frame on the platform's origin)</div>;
}

function Live({ demo, choose }: Args) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void useDemoPlatform(demo).then(() => {
      setReady(true);
      if (choose) startPurchase('1');
    });
    return () => closePurchase();
  }, [demo, choose]);
  if (!ready) return null;
  return choose ? createElement('paywall-checkout', { key: 'modal' }) : createElement('paywall-checkout', { 'item-id': '1', 'access-fee-id': '11', key: JSON.stringify(demo) });
}

function Phase({ phase = { status: 'ready' }, subscription, voucher, success }: Args) {
  const fee = (subscription ? demoFee(21, 9.99, 'All Access monthly', 'subscription', 'month') : demoFee(11, 3.99, 'The Lighthouse Keeper: 48-hour rental', 'ppv', 'hour', 48)) as unknown as AccessFee;
  const price = voucher ? Math.round(fee.amount * 90) / 100 : fee.amount;
  return (
    <InShadow state={success ? 'success' : phase.status}>
      {success ? (
        <SuccessView subscription={!!subscription} onDone={() => {}} />
      ) : (
        <PayFormView
          fee={fee}
          kind={subscription ? 'subscription' : 'ppv'}
          price={price}
          voucherApplied={!!voucher}
          locale="en"
          phase={phase}
          payDisabled={false}
          onPay={(e) => e?.preventDefault()}
          onBack={() => {}}
          voucher={voucher ? <div part="voucher" data-state="applied"><p part="voucher-applied" role="status">Voucher SANDBOX10 applied.</p></div> : null}
          card={<FramePlaceholder />}
        />
      )}
    </InShadow>
  );
}

/**
 * `<paywall-checkout>` takes a card payment or subscription. The live stories run the element
 * against an in-memory demo platform; the phase stories show the card form in each payment phase
 * (the card fields themselves live in a frame on the platform's origin, shown as a placeholder).
 */
const meta: Meta<Args> = {
  title: 'Elements/paywall-checkout',
  render: (args) => (args.phase || args.success ? <Phase {...args} /> : <Live {...args} />),
};
export default meta;
type Story = StoryObj<Args>;

/** Loading the prices and payment methods. */
export const Loading: Story = { args: { demo: { signedIn: true, hang: true } } };
/** Signed out: the sign-in and sign-up forms come first. */
export const SignedOut: Story = { args: { demo: {} } };
/** Following the page's purchase as a modal: choose a price. */
export const Choosing: Story = { args: { demo: { signedIn: true }, choose: true } };
/** The platform cannot be reached. */
export const ErrorState: Story = { name: 'Error', args: { demo: { signedIn: true, fail: true } } };
/** Ready to pay. */
export const Ready: Story = { args: { phase: { status: 'ready' } } };
/** A subscription plan, ready. */
export const SubscriptionReady: Story = { args: { phase: { status: 'ready' }, subscription: true } };
/** A voucher lowered the price. */
export const VoucherApplied: Story = { args: { phase: { status: 'ready' }, voucher: true } };
/** The card request is out; Pay is locked. */
export const Paying: Story = { args: { phase: { status: 'paying' } } };
/** The platform accepted the request; waiting for the payment event or the REST check. */
export const Confirming: Story = { args: { phase: { status: 'confirming' } } };
/** The bank needs the viewer (3-D Secure). */
export const RequiresAction: Story = { args: { phase: { status: 'requires-action', url: 'https://bank.example/3ds', via: 'redirect' } } };
/** No answer arrived: the platform is being asked; the same attempt can be sent again. */
export const OutcomeUnknown: Story = { args: { phase: { status: 'unknown', message: 'We could not confirm whether your payment went through. We are checking with the payment service.' } } };
/** Two minutes without an outcome: an honest message. */
export const StillConfirming: Story = { args: { phase: { status: 'still-confirming' } } };
/** The payment was refused. */
export const Failed: Story = { args: { phase: { status: 'failed', message: 'Your card was declined.', detail: '' } } };
/** The purchase is confirmed. */
export const Success: Story = { args: { success: true } };
