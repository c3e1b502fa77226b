import { createElement, useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import '../elements/index';
import { useDemoPlatform, type DemoOptions } from './support/platform';
import { receivePaymentEvent } from '../src/stores/payment-events';

interface Args {
  demo: DemoOptions;
  /** Seconds before 'still confirming'. */
  limit: number;
  /** Deliver a failure event after the element starts. */
  failEvent?: boolean;
}

function Demo({ demo, limit, failEvent }: Args) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void useDemoPlatform(demo).then(() => setReady(true));
  }, [demo]);
  useEffect(() => {
    if (!ready || !failEvent) return;
    const t = setTimeout(() => receivePaymentEvent({ type: 'payment.card.failed', timestamp: Date.now(), resource: { transaction: `story-${Date.now()}`, message: 'Your card was declined.' } }), 600);
    return () => clearTimeout(t);
  }, [ready, failEvent]);
  if (!ready) return null;
  return createElement('paywall-payment-check', { 'item-id': '1', limit: String(limit), 'exit-url': '/', key: JSON.stringify([demo, limit, failEvent]) });
}

/**
 * `<paywall-payment-check>` on a `*.payment_check` page: it waits for the payment's outcome (the
 * event, or the platform's answer), never endlessly. Stories run against an in-memory demo platform.
 */
const meta: Meta<Args> = {
  title: 'Elements/paywall-payment-check',
  args: { demo: { signedIn: true }, limit: 120 },
  render: (args) => <Demo {...args} />,
};
export default meta;
type Story = StoryObj<Args>;

/** Waiting for the outcome: the preloader. */
export const Waiting: Story = { args: { demo: { signedIn: true, hang: true } } };
/** The platform confirms access. */
export const Success: Story = { args: { demo: { signedIn: true, access: true } } };
/** A failure event arrives. */
export const Failed: Story = { args: { failEvent: true } };
/** Nothing arrives within the limit (2 s here): the honest screen with a way out. */
export const StillConfirming: Story = { args: { limit: 2 } };
