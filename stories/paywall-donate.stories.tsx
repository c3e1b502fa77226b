import { createElement, useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import '../elements/index';
import { useDemoPlatform, type DemoOptions } from './support/platform';
import { clickIn } from './support/act';
import { InShadow } from './support/in-shadow';
import { DonateThanks } from '../src/components/donate/donate';
import { PhaseView } from '../src/components/checkout/pay-form-view';
import type { PayPhase } from '../src/components/checkout/payer';
import { baseStyles } from '../src/components/ui/base.styles';
import { formStyles } from '../src/components/ui/form.styles';
import { checkoutStyles } from '../src/components/checkout/checkout.styles';
import { donateStyles } from '../src/components/donate/donate.styles';
import { attributeArgTypes } from './support/manifest';

interface Args {
  itemId: string;
  demo: DemoOptions;
  /** Click "Other amount" once the options show. */
  custom?: boolean;
  /** Presentational stories: the thank-you, or a payment phase. */
  thanks?: boolean;
  phase?: PayPhase;
}

const SHEETS = [baseStyles, formStyles, checkoutStyles, donateStyles];

function Live({ itemId, demo, custom }: Args) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void useDemoPlatform(demo).then(() => {
      setReady(true);
      if (custom) void clickIn('paywall-donate', '[role="radio"][data-choice="custom"]');
    });
  }, [demo, custom]);
  return ready ? createElement('paywall-donate', { 'item-id': itemId, key: JSON.stringify(demo) + itemId }) : null;
}

/**
 * `<paywall-donate>` takes donations to an item: its options or a custom amount, the card in a frame
 * on the card frame's origin (shown empty here: the demo has no frame page), 3-D Secure in the bank
 * frame, and a thank-you. Live stories run against the in-memory demo platform.
 */
const meta: Meta<Args> = {
  title: 'Elements/paywall-donate',
  args: { itemId: '1', demo: { signedIn: true } },
  argTypes: attributeArgTypes('paywall-donate', { itemId: 'item-id' }),
  render: (args) =>
    args.thanks ? (
      <InShadow state="thanks" sheets={SHEETS}><DonateThanks choice={{ amount: 10, currency: 'EUR', donationId: '12' }} /></InShadow>
    ) : args.phase ? (
      <InShadow state={args.phase.status} sheets={SHEETS}><PhaseView phase={args.phase} onRetry={() => {}} onBack={() => {}} /></InShadow>
    ) : (
      <Live {...args} />
    ),
};
export default meta;
type Story = StoryObj<Args>;

/** Loading the item's donation options. */
export const Loading: Story = { args: { demo: { signedIn: true, hang: true } } };
/** Signed out: sign in or create an account first. */
export const SignedOut: Story = { args: { demo: {} } };
/** The item's options as a radio group (arrow keys move and choose) and "Other amount". */
export const Ready: Story = {};
/** A custom amount, with the currency's minimum and the item's maximum. */
export const CustomAmount: Story = { args: { custom: true } };
/** An item that takes no donations. */
export const Unavailable: Story = { args: { itemId: '2' } };
/** The platform cannot be reached. */
export const ErrorState: Story = { name: 'Error', args: { demo: { signedIn: true, fail: true } } };
/** The card request is out. */
export const Paying: Story = { args: { phase: { status: 'paying' } } };
/** The bank confirms the donation (3-D Secure in the bank frame). */
export const RequiresAction: Story = { args: { phase: { status: 'requires-action', url: 'https://bank.example/3ds', via: 'bank-frame' } } };
/** The bank's answer came back without the payment intent: nothing was charged. */
export const Failed: Story = { args: { phase: { status: 'failed', message: 'Your bank did not send back the payment to confirm. Nothing was charged; please try again.', detail: '' } } };
/** The platform confirmed the donation. */
export const Thanks: Story = { args: { thanks: true } };
