import { createElement, useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import '../elements/index';
import { closeDialog, openDialog, type DialogKind } from '../src/stores/dialogs';
import { recordFailedAttempt } from '../src/stores/attempts';

interface Args {
  kind: DialogKind | 'none';
  detail: string;
}

function Demo({ kind, detail }: Args) {
  useEffect(() => {
    if (kind === 'please-wait') recordFailedAttempt();
    if (kind !== 'none') openDialog(kind, { detail, seconds: 30, closeTo: kind === 'subscription-error' ? '#home' : undefined });
    return () => {
      closeDialog();
    };
  }, [kind, detail]);
  return createElement(
    'div',
    null,
    createElement('button', { type: 'button', onClick: () => openDialog('payment-failed') }, 'Open "Payment failed"'),
    createElement('paywall-dialogs'),
  );
}

/** `<paywall-dialogs>` shows the dialogs store's dialog as a native modal, with the exact texts. */
const meta: Meta<Args> = {
  title: 'Elements/paywall-dialogs',
  args: { kind: 'payment-failed', detail: '' },
  argTypes: { kind: { control: 'select', options: ['none', 'payment-failed', 'subscription-failed', 'please-wait', 'subscription-error'] } },
  render: (args) => <Demo {...args} />,
};
export default meta;
type Story = StoryObj<Args>;

/** No dialog open: the element renders nothing, and loads its code only when the first dialog opens. */
export const Closed: Story = { args: { kind: 'none' }, tags: ['renders-nothing'] };

/** 'Payment failed', with the payment event's explanation. */
export const PaymentFailed: Story = { args: { detail: 'Your card was declined.' } };

/** 'Subscription failed'. */
export const SubscriptionFailed: Story = { args: { kind: 'subscription-failed' } };

/** 'Please wait' counting down the seconds before another subscription attempt. */
export const PleaseWait: Story = { args: { kind: 'please-wait' } };

/** 'There was an error processing your subscription'; closing goes to the home page. */
export const SubscriptionError: Story = { args: { kind: 'subscription-error' } };
