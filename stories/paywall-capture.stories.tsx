import { createElement, useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import '../elements/index';
import { useDemoPlatform, type DemoOptions } from './support/platform';
import { clickIn, typeIn } from './support/act';
import { attributeArgTypes } from './support/manifest';

interface Args {
  purpose: string;
  noCompany: boolean;
  demo: DemoOptions;
  /** Fill the form in and send it once it shows (`invalid`: send it empty, for the checks). */
  send?: 'valid' | 'invalid';
}

/** Renders the real element once the demo platform is in place, and fills it in when asked. */
function Demo({ purpose, noCompany, demo, send }: Args) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void useDemoPlatform(demo).then(async () => {
      setReady(true);
      if (!send) return;
      if (send === 'valid') {
        await typeIn('paywall-capture', 'input[name="fullName"]', 'Vera Visitor');
        await typeIn('paywall-capture', 'input[name="email"]', 'vera@example.com');
      }
      await clickIn('paywall-capture', '[part~="submit"]');
    });
  }, [demo, send]);
  if (!ready) return null;
  return createElement('paywall-capture', { purpose, 'no-company': noCompany ? 'true' : undefined, key: JSON.stringify({ demo, send, purpose }) });
}

/**
 * `<paywall-capture>`: a small form (name, e-mail, optional company) for a free preview, a
 * newsletter or a live event's reminder; checked before sending, sent once to the platform's data
 * capture, then thanks and the `paywall-capture` event. Stories run against the in-memory demo platform.
 */
const meta: Meta<Args> = {
  title: 'Elements/paywall-capture',
  args: { purpose: 'newsletter', noCompany: false, demo: {} },
  argTypes: attributeArgTypes('paywall-capture', { purpose: 'purpose', noCompany: 'no-company' }, {
    purpose: { control: 'select', options: ['newsletter', 'preview', 'reminder'] },
  }),
  render: (args) => <Demo {...args} />,
};
export default meta;
type Story = StoryObj<Args>;

/** The newsletter form, ready. */
export const Newsletter: Story = {};

/** For a free preview. */
export const Preview: Story = { args: { purpose: 'preview' } };

/** A live event's reminder, without the company field. */
export const Reminder: Story = { args: { purpose: 'reminder', noCompany: true } };

/** Sent empty: each field says what it needs. */
export const Checks: Story = { args: { send: 'invalid' } };

/** Sending, while the platform has not answered. */
export const Submitting: Story = { args: { send: 'valid', demo: { hang: true } } };

/** The platform took the details: the thanks. */
export const Done: Story = { args: { purpose: 'preview', send: 'valid' } };

/** The platform cannot be reached: the form stays filled, with the reason. */
export const ErrorState: Story = { name: 'Error', args: { send: 'valid', demo: { fail: true } } };
