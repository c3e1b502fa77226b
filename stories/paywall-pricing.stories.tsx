import { createElement, useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import '../elements/index';
import { useDemoPlatform, type DemoOptions } from './support/platform';
import { attributeArgTypes } from './support/manifest';

interface Args {
  itemId: string;
  packageId: string;
  demo: DemoOptions;
  cardWidth: string;
}

function Demo({ itemId, packageId, demo, cardWidth }: Args) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void useDemoPlatform(demo).then(() => setReady(true));
  }, [demo]);
  if (!ready) return null;
  return createElement('paywall-pricing', {
    'item-id': itemId || undefined, 'package-id': packageId || undefined, key: JSON.stringify(demo) + itemId + packageId,
    style: { '--paywall-pricing-card-width': cardWidth },
  });
}

/**
 * `<paywall-pricing>`: pricing cards with a monthly / pay-per-view toggle. Arrows show on screens
 * 1024 px and wider with 4 or more cards; below 640 px the cards stack. Choosing a card dispatches
 * the cancelable `paywall-select-price` event, then opens the checkout.
 */
const meta: Meta<Args> = {
  title: 'Elements/paywall-pricing',
  args: { itemId: '1', packageId: '', demo: {}, cardWidth: '240px' },
  argTypes: attributeArgTypes('paywall-pricing', { itemId: 'item-id', packageId: 'package-id' }),
  render: (args) => <Demo {...args} />,
};
export default meta;
type Story = StoryObj<Args>;

/** Loading the prices. */
export const Loading: Story = { args: { demo: { hang: true } } };

/** Two pay-per-view prices of an item. */
export const ItemPrices: Story = {};

/** A package with four plans and one purchase: the toggle, and the carousel's arrows on wide screens. */
export const PackageWithToggle: Story = { args: { itemId: '', packageId: '9' } };

/** A signed-in viewer who already had the monthly plan's free trial: "Free trial already used" instead of the trial. */
export const TrialUsed: Story = { args: { itemId: '', packageId: '9', demo: { signedIn: true, trialUsed: true } } };

/** Nothing for sale. */
export const Empty: Story = { args: { itemId: '404' } };

/** The platform cannot be reached. */
export const ErrorState: Story = { name: 'Error', args: { demo: { fail: true } } };
