import { createElement, useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import '../elements/index';
import { useDemoMerchant, type DemoMerchantOptions } from './support/merchant';
import { typeIn } from './support/act';
import { attributeArgTypes } from './support/manifest';

interface Args {
  types: string;
  categories: string;
  demo: DemoMerchantOptions;
  /** Typed into the field once it shows. */
  typed?: string;
}

function Live({ types, categories, demo, typed }: Args) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    useDemoMerchant(demo);
    setReady(true);
    if (typed) void typeIn('paywall-search', '[part~="input"]', typed);
  }, [demo, typed]);
  return ready ? createElement('paywall-search', { types, categories, 'no-history': 'true', key: JSON.stringify(demo) + typed }) : null;
}

/**
 * `<paywall-search>` searches the merchant's site with search.more 550 ms after the last keystroke
 * (`<paywall-channel>`, on the same machinery, has stories of its own). The stories answer the
 * merchant's endpoint from memory.
 */
const meta: Meta<Args> = {
  title: 'Elements/paywall-search',
  args: { types: 'video:Videos,package:Packages', categories: 'paid:Paid,free:Free', demo: {} },
  argTypes: attributeArgTypes('paywall-search', { types: 'types', categories: 'categories' }),
  render: (args) => createElement(Live, args),
};
export default meta;
type Story = StoryObj<Args>;

/** Nothing typed yet. */
export const Idle: Story = {};

/** Results with the count and "More results". */
export const Results: Story = { args: { typed: 'a' } };

/** Waiting for the answer. */
export const Loading: Story = { args: { typed: 'night', demo: { hang: true } } };

/** Nothing found: the server's text. */
export const Empty: Story = { args: { typed: 'zzz', demo: { empty: true } } };

/** The search failed: the indicator stops and a retry shows. */
export const Failed: Story = { args: { typed: 'night', demo: { fail: true } } };
