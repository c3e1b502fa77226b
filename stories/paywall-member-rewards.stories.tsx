import { createElement, useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import '../elements/index';
import { useDemoPlatform, type DemoOptions } from './support/platform';
import { clickIn } from './support/act';
import { setConfig } from '../src/stores/config';

interface Args {
  demo: DemoOptions;
  /** Server-rendered `<paywall-reward>` children. */
  rewards: Array<{ code: string; title: string; kind?: string; description?: string; expires?: string }>;
  /** A `memberRewards` endpoint in the page config (one that fails shows the error state). */
  endpoint?: string;
  /** Click the first copy button once the rewards show. */
  copy?: boolean;
}

const REWARDS: Args['rewards'] = [
  { code: 'CINEMA-SHOP-20', title: '20% off at the Cinema Shop', kind: 'discount', description: 'Posters, books and gifts.', expires: '2026-12-31' },
  { code: 'FREE-2M-9Q4', title: 'Two free months', kind: 'free-months', description: 'Added to your next renewal.' },
  { code: 'FESTIVAL-2026-A17', title: 'A ticket to the summer festival', kind: 'ticket', expires: '2026-07-15' },
];

function Live({ demo, rewards, endpoint, copy }: Args) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void useDemoPlatform(demo).then(() => {
      setConfig({ siteEndpoints: { memberRewards: endpoint ?? '' } });
      setReady(true);
      if (copy) void clickIn('paywall-member-rewards', '[part~="copy-button"]');
    });
  }, [demo, endpoint, copy]);
  if (!ready) return null;
  return createElement(
    'paywall-member-rewards',
    { key: JSON.stringify([demo, endpoint, rewards.length]) },
    rewards.map((r) => createElement('paywall-reward', { key: r.code, code: r.code, title: r.title, kind: r.kind, description: r.description, expires: r.expires }, `${r.title}: code ${r.code}`)),
  );
}

/**
 * `<paywall-member-rewards>` shows the signed-in member's rewards from the merchant's server, each
 * with a copy-to-clipboard button ("Copied" for 10 s, announced to screen readers). Live stories run
 * against the in-memory demo platform; the rewards are the element's server-rendered children.
 */
const meta: Meta<Args> = {
  title: 'Elements/paywall-member-rewards',
  args: { demo: { signedIn: true }, rewards: REWARDS },
  render: (args) => <Live {...args} />,
};
export default meta;
type Story = StoryObj<Args>;

/** Reading the session. */
export const Loading: Story = { args: { demo: { signedIn: true, hang: true } } };
/** Signed out: sign in to see the rewards. */
export const SignedOut: Story = { args: { demo: {} } };
/** The member's rewards: a partner discount, free months and an event ticket. */
export const Ready: Story = {};
/** A code just copied: the button says "Copied" for 10 s. */
export const Copied: Story = { args: { copy: true } };
/** No rewards yet. */
export const Empty: Story = { args: { rewards: [] } };
/** The rewards endpoint failed: a message and Try again. */
export const ErrorState: Story = { name: 'Error', args: { endpoint: '/no-such-rewards-endpoint.json' } };
