import { createElement, useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import '../elements/index';
import { useDemoPlatform, type DemoOptions } from './support/platform';
import { attributeArgTypes } from './support/manifest';

interface Args {
  itemId: string;
  demo: DemoOptions;
  slotted: boolean;
}

function Demo({ itemId, demo, slotted }: Args) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void useDemoPlatform(demo).then(() => setReady(true));
  }, [demo]);
  if (!ready) return null;
  return createElement(
    'paywall-gate',
    { 'item-id': itemId, key: JSON.stringify(demo) + itemId },
    slotted ? createElement('p', null, 'Your player goes here (slotted content, shown only with access).') : null,
  );
}

/**
 * `<paywall-gate>` wraps premium content. Stories run against an in-memory demo platform; the
 * call to action opens the checkout through the purchase store.
 */
const meta: Meta<Args> = {
  title: 'Elements/paywall-gate',
  args: { itemId: '1', demo: {}, slotted: false },
  argTypes: attributeArgTypes('paywall-gate', { itemId: 'item-id' }),
  render: (args) => <Demo {...args} />,
};
export default meta;
type Story = StoryObj<Args>;

/** Checking access. */
export const Loading: Story = { args: { demo: { hang: true } } };

/** Signed out and locked: preview, prices, call to action and a sign-in link. */
export const LockedSignedOut: Story = {};

/** Signed in without access. */
export const LockedSignedIn: Story = { args: { demo: { signedIn: true } } };

/** One price: the call to action names it and opens checkout for it directly. */
export const OnePrice: Story = { args: { itemId: '2' } };

/** With access: the platform's content, rendered safely. */
export const Unlocked: Story = { args: { demo: { signedIn: true, access: true } } };

/** With access and slotted content: the merchant's own player wins. */
export const UnlockedSlotted: Story = { args: { demo: { signedIn: true, access: true }, slotted: true } };

/** Signed media: the item's content is a media address; the gate plays it from a freshly signed address (re-signed before it expires). */
export const SignedMedia: Story = { args: { demo: { signedIn: true, access: true, signedMedia: 'ready' } } };

/** Signed media whose signing answer is unusable: the player's error and Try again. */
export const SignedMediaError: Story = { args: { demo: { signedIn: true, access: true, signedMedia: 'malformed' } } };

/** An item sold with access codes (the demo refuses every code). */
export const CodeEntry: Story = { args: { itemId: '3' } };

/** The platform cannot be reached. */
export const ErrorState: Story = { name: 'Error', args: { demo: { fail: true } } };
