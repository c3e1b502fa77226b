import type { Meta, StoryObj } from '@storybook/react-vite';
import { ELEMENTS, ElementReference } from './support/manifest';

interface Args {
  tag: string;
}

/**
 * The reference of every element, generated from the Custom Elements Manifest (the JSDoc headers of
 * elements/paywall-*.ts, the same source as dist/custom-elements.json): attributes with their
 * types, events, slots, CSS parts and custom properties. "All elements" lists every documented tag,
 * so an element added later shows there without a new story.
 */
const meta: Meta<Args> = {
  title: 'Reference',
  tags: ['reference'],
  args: { tag: 'paywall-login' },
  argTypes: { tag: { control: 'select', options: [...ELEMENTS.keys()], description: 'The element whose reference is shown.' } },
  render: ({ tag }) => <ElementReference tag={tag} />,
};
export default meta;
type Story = StoryObj<Args>;

/** Every documented element, one after the other. */
export const All: Story = {
  name: 'All elements',
  argTypes: { tag: { table: { disable: true } } },
  render: () => <>{[...ELEMENTS.keys()].map((tag) => <ElementReference key={tag} tag={tag} />)}</>,
};

export const Account: Story = { name: 'paywall-account', args: { tag: 'paywall-account' } };
export const CartButton: Story = { name: 'paywall-cart-button', args: { tag: 'paywall-cart-button' } };
export const Channel: Story = { name: 'paywall-channel', args: { tag: 'paywall-channel' } };
export const Checkout: Story = { name: 'paywall-checkout', args: { tag: 'paywall-checkout' } };
export const Config: Story = { name: 'paywall-config', args: { tag: 'paywall-config' } };
export const Countdown: Story = { name: 'paywall-countdown', args: { tag: 'paywall-countdown' } };
export const Dialogs: Story = { name: 'paywall-dialogs', args: { tag: 'paywall-dialogs' } };
export const Donate: Story = { name: 'paywall-donate', args: { tag: 'paywall-donate' } };
export const Gate: Story = { name: 'paywall-gate', args: { tag: 'paywall-gate' } };
export const Gift: Story = { name: 'paywall-gift', args: { tag: 'paywall-gift' } };
export const Headlines: Story = { name: 'paywall-headlines', args: { tag: 'paywall-headlines' } };
export const Login: Story = { name: 'paywall-login', args: { tag: 'paywall-login' } };
export const MemberRewards: Story = { name: 'paywall-member-rewards', args: { tag: 'paywall-member-rewards' } };
export const NftGallery: Story = { name: 'paywall-nft-gallery', args: { tag: 'paywall-nft-gallery' } };
export const PaymentCheck: Story = { name: 'paywall-payment-check', args: { tag: 'paywall-payment-check' } };
export const Pricing: Story = { name: 'paywall-pricing', args: { tag: 'paywall-pricing' } };
export const Rail: Story = { name: 'paywall-rail', args: { tag: 'paywall-rail' } };
export const Search: Story = { name: 'paywall-search', args: { tag: 'paywall-search' } };
export const SectionLinks: Story = { name: 'paywall-section-links', args: { tag: 'paywall-section-links' } };
export const Slider: Story = { name: 'paywall-slider', args: { tag: 'paywall-slider' } };
export const Toasts: Story = { name: 'paywall-toasts', args: { tag: 'paywall-toasts' } };
