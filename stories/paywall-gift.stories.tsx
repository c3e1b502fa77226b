import { createElement, useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import '../elements/index';
import { useDemoPlatform, DEMO_GIFT_CODE, type DemoOptions } from './support/platform';
import { clickIn, typeIn } from './support/act';
import { InShadow } from './support/in-shadow';
import { GiftSent } from '../src/components/gift/gift-sent';
import { PhaseView } from '../src/components/checkout/pay-form-view';
import type { PayPhase } from '../src/components/checkout/payer';
import { baseStyles } from '../src/components/ui/base.styles';
import { formStyles } from '../src/components/ui/form.styles';
import { checkoutStyles } from '../src/components/checkout/checkout.styles';
import { giftStyles } from '../src/components/gift/gift.styles';
import { attributeArgTypes } from './support/manifest';

interface Args {
  itemId?: string;
  mode?: string;
  demo: DemoOptions;
  /** The page's gift journey route marker. */
  route?: string;
  /** Redeem stories: type the demo code and check it. */
  checkCode?: boolean;
  /** Presentational stories: the bought gift, or a payment phase. */
  sent?: boolean;
  phase?: PayPhase;
}

const SHEETS = [baseStyles, formStyles, checkoutStyles, giftStyles];

function Live({ itemId, mode, demo, route, checkCode }: Args) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (route) document.body.setAttribute('data-paywall-route', route);
    document.body.setAttribute('data-paywall-plan-id', '1');
    void useDemoPlatform(demo).then(() => {
      setReady(true);
      if (checkCode) void typeIn('paywall-gift', 'input[name="giftCode"]', DEMO_GIFT_CODE).then(() => clickIn('paywall-gift', '[part~="redeem-check"]'));
    });
    return () => {
      document.body.removeAttribute('data-paywall-route');
      document.body.removeAttribute('data-paywall-plan-id');
    };
  }, [demo, route, checkCode]);
  return ready ? createElement('paywall-gift', { 'item-id': itemId, mode, key: JSON.stringify({ demo, route, mode }) }) : null;
}

/**
 * `<paywall-gift>`: the gift journey. Buy a plan's gift fee for a receiver (the card in the card
 * frame, shown empty here: the demo has no frame page), the voucher code with a copy button, the
 * journey's success and failed pages, and redeeming a received code. Live stories run against the
 * in-memory demo platform.
 */
const meta: Meta<Args> = {
  title: 'Elements/paywall-gift',
  args: { itemId: '1', demo: { signedIn: true } },
  argTypes: attributeArgTypes('paywall-gift', { itemId: 'item-id' }),
  render: (args) =>
    args.sent ? (
      <InShadow state="sent" sheets={SHEETS}>
        <GiftSent gift={{ code: 'GIFT-7XQ2KD', receiverEmail: 'friend@example.test', amount: '12.99', currency: 'EUR', title: 'Gift: The Lighthouse Keeper to own', message: 'Happy birthday!' }} continueUrl="#" />
      </InShadow>
    ) : args.phase ? (
      <InShadow state={args.phase.status} sheets={SHEETS}><PhaseView phase={args.phase} onRetry={() => {}} onBack={() => {}} /></InShadow>
    ) : (
      <Live {...args} />
    ),
};
export default meta;
type Story = StoryObj<Args>;

/** Loading the plan's gift fee. */
export const Loading: Story = { args: { demo: { signedIn: true, hang: true } } };
/** Signed out: sign in or create an account first. */
export const SignedOut: Story = { args: { demo: {} } };
/** Buying the gift: the receiver's e-mail, a message, the voucher row and the card. */
export const Ready: Story = { args: { route: 'gift-journey.payment-details' } };
/** An item without a gift fee. */
export const Unavailable: Story = { args: { itemId: '2' } };
/** The platform cannot be reached. */
export const ErrorState: Story = { name: 'Error', args: { demo: { signedIn: true, fail: true } } };
/** The gift is being paid. */
export const Paying: Story = { args: { phase: { status: 'paying' } } };
/** The card was declined. */
export const Failed: Story = { args: { phase: { status: 'failed', message: 'Your card was declined.', detail: '' } } };
/** The gift was sent: the voucher code with a copy button, the receiver, the amount, what happens next. */
export const Sent: Story = { args: { sent: true } };
/** The journey's success page in a tab that bought no gift. */
export const SuccessEmpty: Story = { args: { route: 'gift-journey.payment_success' } };
/** The journey's failed page, with the way back. */
export const FailedRoute: Story = { args: { route: 'gift-journey.payment_failed' } };
/** Redeeming a received code. */
export const Redeem: Story = { args: { mode: 'redeem', itemId: undefined } };
/** The code takes the whole price: redeem it at no charge. */
export const RedeemReady: Story = { args: { mode: 'redeem', itemId: undefined, checkCode: true } };
