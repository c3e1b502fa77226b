import { createElement, useEffect, useState, type CSSProperties } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import '../elements/index';
import { setConfig } from '../src/stores/config';
import { DEMO_BRANDING_ID, useDemoPlatform } from './support/platform';

type Theme = 'light' | 'dark' | 'branding' | 'merchant';

interface Args {
  theme: Theme;
}

/** Dark: the `--paywall-color-*` properties set once on a container, inherited by every element in it. */
const DARK = {
  background: '#111827', color: '#f3f4f6',
  '--paywall-color-surface': '#1f2937', '--paywall-color-text': '#f3f4f6', '--paywall-color-muted': '#cbd5e1',
  '--paywall-color-border': '#4b5563', '--paywall-color-input': '#111827', '--paywall-color-primary': '#93c5fd',
  '--paywall-color-on-primary': '#0b1220', '--paywall-color-link': '#93c5fd', '--paywall-color-danger': '#fca5a5',
  '--paywall-color-danger-soft': '#3b1116', '--paywall-color-success': '#86efac', '--paywall-color-focus': '#fde68a',
} as CSSProperties;

/**
 * A merchant's own stylesheet: custom properties for the colours and the pricing cards' width, and
 * `::part()` rules for the shapes (the parts are listed in each element's reference).
 */
const MERCHANT_CSS = `
.merchant-theme { --paywall-color-primary: #b91c1c; --paywall-font-family: Georgia, 'Times New Roman', serif; --paywall-pricing-card-width: 210px; --paywall-login-width: 360px; }
.merchant-theme paywall-login::part(base), .merchant-theme paywall-pricing::part(card) { border-radius: 0; border: 2px solid #1d1d1f; box-shadow: 6px 6px 0 #1d1d1f; }
.merchant-theme paywall-login::part(base) { padding: 20px; }
.merchant-theme paywall-login::part(title) { text-transform: uppercase; letter-spacing: 0.08em; }
.merchant-theme paywall-login::part(submit), .merchant-theme paywall-pricing::part(choose) { border-radius: 0; text-transform: uppercase; letter-spacing: 0.06em; }
.merchant-theme paywall-pricing::part(card-price) { font-size: 1.6em; }
`;

/** Login and pricing side by side in one theme, on the demo platform. */
function Themed({ theme }: Args) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void useDemoPlatform({}).then(() => {
      // the platform's branding is chosen by the configuration's branding id (other stories keep the default)
      setConfig({ brandingId: theme === 'branding' ? DEMO_BRANDING_ID : 'default' });
      if (live) setReady(true);
    });
    return () => {
      live = false;
      setConfig({ brandingId: 'default' });
    };
  }, [theme]);
  if (!ready) return null;
  return (
    <div className={theme === 'merchant' ? 'merchant-theme' : undefined} style={{ display: 'flex', flexWrap: 'wrap', gap: 24, alignItems: 'flex-start', padding: 16, ...(theme === 'dark' ? DARK : {}) }}>
      {theme === 'merchant' && <style>{MERCHANT_CSS}</style>}
      {createElement('paywall-login', { 'no-social': 'true', key: `login-${theme}` })}
      <div style={{ flex: '1 1 480px', minWidth: 0 }}>{createElement('paywall-pricing', { 'package-id': '9', key: `pricing-${theme}` })}</div>
    </div>
  );
}

/**
 * Theming `<paywall-login>` and `<paywall-pricing>`: the defaults (light), a dark palette through
 * the `--paywall-color-*` properties, the platform's branding (its colours, text, surface and font,
 * which a merchant's own `--paywall-*` values override), and a merchant's CSS with custom properties
 * and `::part()` rules.
 */
const meta: Meta<Args> = {
  title: 'Theming',
  args: { theme: 'light' },
  argTypes: { theme: { control: 'inline-radio', options: ['light', 'dark', 'branding', 'merchant'] } },
  render: (args) => <Themed {...args} />,
};
export default meta;
type Story = StoryObj<Args>;

/** The default look. */
export const Light: Story = {};

/** A dark palette, set once on a container through the `--paywall-color-*` custom properties. */
export const Dark: Story = { args: { theme: 'dark' } };

/** The platform's branding (primary and secondary colour, text, surface, font) for the configured branding id. */
export const PlatformBranding: Story = { name: 'Platform branding', args: { theme: 'branding' } };

/** A merchant's stylesheet: `--paywall-*` properties and `::part()` rules. */
export const MerchantCss: Story = { name: 'Merchant CSS', args: { theme: 'merchant' } };
