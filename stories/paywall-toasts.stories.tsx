import { createElement, useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import '../elements/index';
import { clearToasts, pushToast, type ToastInput } from '../src/stores/toasts';

interface Args {
  label: string;
  toasts: ToastInput[];
  accent: string;
}

/** `<paywall-toasts>` shows what any code pushes with `pushToast()`, for 4 s each. */
const meta: Meta<Args> = {
  title: 'Elements/paywall-toasts',
  args: { label: 'Notifications', toasts: [], accent: '#3b5bdb' },
  argTypes: { accent: { control: 'color' } },
  render: ({ label, toasts, accent }) => {
    function Demo() {
      useEffect(() => {
        clearToasts();
        // long lifetimes so the state stays visible in the story
        toasts.forEach((t) => pushToast({ lifetime: 600000, ...t }));
        return () => clearToasts();
      }, []);
      return createElement(
        'div',
        null,
        createElement('button', { type: 'button', onClick: () => pushToast({ message: 'Saved to your favorites', kind: 'success' }) }, 'Push a toast'),
        createElement('paywall-toasts', { label, style: { '--paywall-color-primary': accent } }),
      );
    }
    return createElement(Demo);
  },
};
export default meta;
type Story = StoryObj<Args>;

/**
 * No toast: the element renders nothing and its code is not even loaded until the first toast
 * (press the button to push one; the labelled live region appears with it).
 */
export const Empty: Story = { tags: ['renders-nothing'] };

/** One of each kind. */
export const Kinds: Story = {
  args: {
    toasts: [
      { message: 'Your profile was updated.', kind: 'info' },
      { message: 'Payment completed', kind: 'success', title: 'Thank you' },
      { message: 'Your session expires soon.', kind: 'warning' },
      { message: 'The voucher code is not valid.', kind: 'error', title: 'Voucher' },
    ],
  },
};

/** Long text wraps and never overflows the toast. */
export const LongText: Story = {
  args: {
    toasts: [{ message: 'A very long message '.repeat(12) + 'https://example.test/' + 'x'.repeat(80), kind: 'info' }],
  },
};
