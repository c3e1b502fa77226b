import { createElement, useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import '../elements/index';
import { useDemoPlatform, type DemoOptions } from './support/platform';
import { clickIn } from './support/act';

interface Args {
  demo: DemoOptions;
  currency?: string;
  /** Open this NFT's detail (as a link to `#nft-{id}` does). */
  open?: number;
  /** Then click Reserve. */
  reserve?: boolean;
  /** Show the My NFTs tab. */
  mine?: boolean;
  /** Turn to the second page. */
  nextPage?: boolean;
}

function Live({ demo, currency, open, reserve, mine, nextPage }: Args) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    history.replaceState(history.state, '', open ? `#nft-${open}` : location.pathname + location.search);
    void useDemoPlatform(demo).then(() => {
      setReady(true);
      if (reserve) void clickIn('paywall-nft-gallery', '[part~="reserve-button"]');
      if (mine) void clickIn('paywall-nft-gallery', '[role="tab"][data-tab="mine"]');
      if (nextPage) void clickIn('paywall-nft-gallery', '[part~="pager-next"]');
    });
  }, [demo, open, reserve, mine, nextPage]);
  return ready ? createElement('paywall-nft-gallery', { currency, key: JSON.stringify([demo, currency, open, mine, nextPage]) }) : null;
}

/**
 * `<paywall-nft-gallery>` shows the merchant's NFT marketplace: 50 NFTs a page, each price in its
 * currency and about that in the viewer's, a detail dialog linked by `#nft-{id}`, reserving, and
 * My NFTs. Live stories run against the in-memory demo platform.
 */
const meta: Meta<Args> = {
  title: 'Elements/paywall-nft-gallery',
  args: { demo: { signedIn: true } },
  render: (args) => <Live {...args} />,
};
export default meta;
type Story = StoryObj<Args>;

/** Loading the marketplace. */
export const Loading: Story = { args: { demo: { hang: true } } };
/** The marketplace's first page, prices converted to euros. */
export const Ready: Story = {};
/** Prices converted to dollars (`currency="USD"`). */
export const InDollars: Story = { args: { currency: 'USD' } };
/** The second page. */
export const SecondPage: Story = { args: { nextPage: true } };
/** A marketplace without NFTs. */
export const Empty: Story = { args: { demo: { signedIn: true, noNfts: true } } };
/** The platform cannot be reached: a message and Try again. */
export const ErrorState: Story = { name: 'Error', args: { demo: { fail: true } } };
/** An NFT's detail, opened by its link. */
export const Detail: Story = { args: { open: 803 } };
/** The detail for an anonymous viewer: sign in here, then reserve the same NFT. */
export const DetailSignedOut: Story = { args: { demo: {}, open: 803 } };
/** Reserved: until when. */
export const Reserved: Story = { args: { open: 803, reserve: true } };
/** Every edition reserved: nothing to reserve. */
export const NoneAvailable: Story = { args: { open: 802 } };
/** My NFTs, signed out: sign in first. */
export const MyNftsSignedOut: Story = { args: { demo: {}, mine: true } };
/** My NFTs with a reservation. */
export const MyNfts: Story = { args: { demo: { signedIn: true, owned: true }, mine: true } };
/** My NFTs, none yet. */
export const MyNftsEmpty: Story = { args: { mine: true } };
