import { createElement, useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import '../elements/index';
import { useDemoMerchant, type DemoMerchantOptions } from './support/merchant';
import { clickIn } from './support/act';
import { attributeArgTypes } from './support/manifest';

interface Args {
  productId: string;
  productType: string;
  clip: boolean;
  label: string;
  demo: DemoMerchantOptions;
  /** Click the button once it shows. */
  click?: boolean;
}

function Live({ productId, productType, clip, label, demo, click }: Args) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    useDemoMerchant(demo);
    setReady(true);
    if (click) void clickIn('paywall-cart-button', '[part~="button"]');
  }, [demo, click]);
  return ready
    ? createElement('paywall-cart-button', { 'product-id': productId || undefined, 'product-type': productType, clip: String(clip), label: label || undefined, key: JSON.stringify(demo) })
    : null;
}

/**
 * `<paywall-cart-button>` adds a product to the merchant's cart and shows the add-to-cart
 * notification (or goes to the cart checkout with `then="checkout"`). The stories answer the cart
 * endpoint from memory.
 */
const meta: Meta<Args> = {
  title: 'Elements/paywall-cart-button',
  args: { productId: '40001', productType: 'ppv', clip: false, label: '', demo: {} },
  argTypes: attributeArgTypes('paywall-cart-button', { productId: 'product-id', productType: 'product-type', clip: 'clip', label: 'label' }),
  render: (args) => createElement(Live, args),
};
export default meta;
type Story = StoryObj<Args>;

/** Ready to add. */
export const Ready: Story = {};

/** An on-demand clip: the clip endpoint and its own label. */
export const OnDemandClip: Story = { args: { clip: true, productType: 'clip' } };

/** Clicked while the cart answers slowly: the button is busy. */
export const Adding: Story = { args: { demo: { hang: true }, click: true } };

/** Clicked and accepted: the notification card shows for 4 s. */
export const Added: Story = { args: { click: true } };

/** Clicked and refused: the failure is only logged and the button is ready again. */
export const Failed: Story = { args: { demo: { fail: true }, click: true } };

/** No product id: the set-up message instead of a button. */
export const NotSetUp: Story = { args: { productId: '' } };
