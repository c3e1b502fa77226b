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

const reference = (tag: string): Story => ({ name: tag, args: { tag } });

/** Every documented element, one after the other. */
export const All: Story = {
  name: 'All elements',
  argTypes: { tag: { table: { disable: true } } },
  render: () => <>{[...ELEMENTS.keys()].map((tag) => <ElementReference key={tag} tag={tag} />)}</>,
};

export const Account: Story = reference('paywall-account');
export const CartButton: Story = reference('paywall-cart-button');
export const Channel: Story = reference('paywall-channel');
export const Checkout: Story = reference('paywall-checkout');
export const Config: Story = reference('paywall-config');
export const Countdown: Story = reference('paywall-countdown');
export const Dialogs: Story = reference('paywall-dialogs');
export const Donate: Story = reference('paywall-donate');
export const Gate: Story = reference('paywall-gate');
export const Gift: Story = reference('paywall-gift');
export const Headlines: Story = reference('paywall-headlines');
export const Login: Story = reference('paywall-login');
export const MemberRewards: Story = reference('paywall-member-rewards');
export const NftGallery: Story = reference('paywall-nft-gallery');
export const PaymentCheck: Story = reference('paywall-payment-check');
export const Pricing: Story = reference('paywall-pricing');
export const Rail: Story = reference('paywall-rail');
export const Search: Story = reference('paywall-search');
export const SectionLinks: Story = reference('paywall-section-links');
export const Slider: Story = reference('paywall-slider');
export const Toasts: Story = reference('paywall-toasts');
