import { createElement, useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import '../elements/index';
import { useDemoMerchant, type DemoMerchantOptions } from './support/merchant';
import { typeIn } from './support/act';
import { attributeArgTypes } from './support/manifest';

interface Args {
  /** The channel's id; empty leaves it to the address (none in Storybook: the set-up error). */
  channel: string;
  heading: string;
  types: string;
  demo: DemoMerchantOptions;
  /** Typed into the field once it shows. */
  typed?: string;
}

function Live({ channel, heading, types, demo, typed }: Args) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    useDemoMerchant(demo);
    setReady(true);
    if (typed) void typeIn('paywall-channel', '[part~="input"]', typed);
  }, [demo, typed]);
  return ready
    ? createElement('paywall-channel', { channel: channel || undefined, heading: heading || undefined, types, 'no-history': 'true', key: JSON.stringify([channel, demo, typed]) })
    : null;
}

/**
 * `<paywall-channel>` is the channels.show page: the channel's contents, listed at once, searchable
 * (550 ms after the last keystroke) and filtered by type, with "More results". The stories answer
 * the merchant's channel endpoint from memory.
 */
const meta: Meta<Args> = {
  title: 'Elements/paywall-channel',
  args: { channel: 'films', heading: 'Films', types: 'video:Videos,package:Packages', demo: {} },
  argTypes: attributeArgTypes('paywall-channel', { channel: 'channel', heading: 'heading', types: 'types' }),
  render: (args) => createElement(Live, args),
};
export default meta;
type Story = StoryObj<Args>;

/** The channel's contents with the type filter and "More results". */
export const Listed: Story = {};

/** Searched within the channel. */
export const Searched: Story = { args: { typed: 'the' } };

/** Waiting for the channel's answer. */
export const Loading: Story = { args: { demo: { hang: true } } };

/** A channel with nothing in it: the server's text. */
export const Empty: Story = { args: { demo: { empty: true } } };

/** The channel could not be loaded: a retry shows. */
export const Failed: Story = { args: { demo: { fail: true } } };

/** No channel named, and none in the address: the set-up message. */
export const NotSetUp: Story = { args: { channel: '', heading: '' } };
