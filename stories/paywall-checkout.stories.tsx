import { createElement, useEffect, useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import '../elements/index';
import { baseStyles } from '../src/components/ui/base.styles';
import { formStyles } from '../src/components/ui/form.styles';
import { dialogStyles } from '../src/components/ui/dialog.styles';
import { checkoutStyles } from '../src/components/checkout/checkout.styles';
import { PayFormView, SuccessView } from '../src/components/checkout/pay-form-view';
import type { PayPhase } from '../src/components/checkout/payer';
import { useDemoPlatform, demoFee, DEMO_GIFT_CODE, type DemoOptions } from './support/platform';
import { clickIn } from './support/act';
import { InShadow as Shadow } from './support/in-shadow';
import { methodsStyles } from '../src/components/checkout/methods/methods.styles';
import { MethodView } from '../src/components/checkout/methods/method-view';
import { formatPrice } from '../src/components/ui/format';
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
  /** Live element stories: the payment method the viewer picks (`ideal`, `direct-debit`, `google-pay`...). */
  pick?: string;
  /** Method phase stories: the method form shown in `phase`. */
  method?: 'ideal' | 'direct-debit' | 'free';
}

/** The checkout's sheets, for the phase stories. */
const SHEETS = [baseStyles, formStyles, dialogStyles, checkoutStyles, methodsStyles];

function InShadow({ children, state }: { children: ReactNode; state: string }) {
  return <Shadow state={state} sheets={SHEETS}>{children}</Shadow>;
}

/** Where the card frame sits (the real one is a page on the platform's origin). */
function FramePlaceholder() {
  return <div part="card-frame" className="panel muted" role="img" aria-label="Card details (secure frame)">Card number · Name on card · Expiry · CVC (secure frame on the platform's origin)</div>;
}

function Live({ demo, choose, pick }: Args) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void useDemoPlatform(demo).then(() => {
      setReady(true);
      if (choose) startPurchase('1');
      if (pick) void clickIn('paywall-checkout', `[role="radio"][data-method="${pick}"]`);
    });
    return () => closePurchase();
  }, [demo, choose, pick]);
  if (!ready) return null;
  return choose ? createElement('paywall-checkout', { key: 'modal' }) : createElement('paywall-checkout', { 'item-id': '1', 'access-fee-id': '11', key: JSON.stringify(demo) });
}

/** A non-card method's form in one phase (the live forms need the platform's answers to move on). */
function MethodPhase({ phase = { status: 'ready' }, method = 'ideal' }: Args) {
  const fee = demoFee(11, 3.99, 'The Lighthouse Keeper: 48-hour rental', 'ppv', 'hour', 48) as unknown as AccessFee;
  const free = method === 'free';
  const price = free ? 0 : fee.amount;
  const kinds = { ideal: ['ideal', 'iDEAL'], 'direct-debit': ['direct-debit', 'SEPA Direct Debit'], free: ['card', 'Voucher'] } as const;
  const [kind, label] = kinds[method];
  return (
    <InShadow state={phase.status}>
      <MethodView
        method={{ kind, id: '3', label }}
        fee={fee}
        phase={phase}
        voucher={{
          voucher: free ? { code: DEMO_GIFT_CODE, amount: 0, fullAmount: fee.amount } : null, price, amount: formatPrice(price, 'EUR', 'en'), locale: 'en',
          row: free ? <div part="voucher" className="voucher" data-state="applied"><p part="voucher-applied" className="voucher-applied" role="status">Voucher {DEMO_GIFT_CODE} applied.</p></div> : null,
        }}
        payLabel={free ? 'Get access' : method === 'ideal' ? 'Pay €3.99 with iDEAL' : 'Pay €3.99 by direct debit'}
        note={free ? 'Your voucher covers the whole price: no payment is needed.' : method === 'ideal' ? "You confirm the payment in your bank's app or website, then come back here." : 'The amount is collected from your bank account by SEPA Direct Debit.'}
        onPay={() => false}
        onBack={() => {}}
      >
        {method === 'ideal' ? (
          <div className="field"><label htmlFor="bank">Your bank</label><select id="bank" name="bank" defaultValue="ing"><option value="ing">ING</option></select></div>
        ) : method === 'direct-debit' ? (
          <div className="mandate" part="mandate" data-state="saved"><p part="mandate-saved">Bank account NL •••• 4300</p></div>
        ) : null}
      </MethodView>
    </InShadow>
  );
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
  render: (args) => (args.method ? <MethodPhase {...args} /> : args.phase || args.success ? <Phase {...args} /> : <Live {...args} />),
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

/** The platform lists more than the card: the method choice (a radio group; arrow keys move and choose), the card chosen. */
export const MethodChoice: Story = { args: { demo: { signedIn: true, allMethods: true } } };
/** iDEAL chosen: the bank choice; Pay leaves for the bank's page. */
export const Ideal: Story = { name: 'iDEAL', args: { demo: { signedIn: true, allMethods: true }, pick: 'ideal' } };
/** iDEAL with a bank chosen, on the way to the bank. */
export const IdealRequiresAction: Story = { name: 'iDEAL: to the bank', args: { method: 'ideal', phase: { status: 'requires-action', url: 'https://bank.example/ideal', via: 'redirect' } } };
/** SEPA Direct Debit without a mandate: the mandate form (a frame on the card frame's origin; the IBAN is typed there). */
export const DirectDebitNewMandate: Story = { args: { demo: { signedIn: true, allMethods: true }, pick: 'direct-debit' } };
/** SEPA Direct Debit with the viewer's mandate. */
export const DirectDebitSavedMandate: Story = { args: { demo: { signedIn: true, allMethods: true, mandate: true }, pick: 'direct-debit' } };
/** A direct debit being charged. */
export const DirectDebitPaying: Story = { args: { method: 'direct-debit', phase: { status: 'paying' } } };
/** Google Pay (shown only where the browser can pay; the wallet's sheet opens over the page). */
export const GooglePay: Story = { args: { demo: { signedIn: true, allMethods: true }, pick: 'google-pay' } };
/** Apple Pay (shown only where the browser can pay). */
export const ApplePay: Story = { args: { demo: { signedIn: true, allMethods: true }, pick: 'apple-pay' } };
/** PayPal: Pay leaves for PayPal's page and comes back. */
export const PayPal: Story = { args: { demo: { signedIn: true, allMethods: true }, pick: 'paypal' } };
/** A gift code (or any 100 % voucher) took the whole price: no card, Get access. */
export const FreeWithGiftCode: Story = { args: { method: 'free' } };
/** A method the platform refused: a readable message and a way back. */
export const MethodRefused: Story = { args: { method: 'ideal', phase: { status: 'failed', message: 'The payment was not accepted.', detail: 'Bank is not supported' } } };
