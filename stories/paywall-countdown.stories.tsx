import { createElement } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import '../elements/index';
import { attributeArgTypes } from './support/manifest';

interface Args {
  /** Seconds from now to the event (negative: already past). */
  inSeconds: number;
  label: string;
  endedText: string;
  time?: number;
}

/**
 * `<paywall-countdown>` counts down to an event from the server's `now`, each second. On a real page
 * `reload="true"` reloads it once at zero; the stories leave the flag off.
 */
const meta: Meta<Args> = {
  title: 'Elements/paywall-countdown',
  args: { inSeconds: 3 * 86_400 + 5 * 3600 + 42 * 60 + 9, label: 'Live in', endedText: 'We are live' },
  argTypes: attributeArgTypes('paywall-countdown', { label: 'label', endedText: 'ended-text' }),
  render: ({ inSeconds, label, endedText, time }) => {
    const now = Math.floor(Date.now() / 1000);
    return createElement('paywall-countdown', { time: time ?? now + inSeconds, now, label, 'ended-text': endedText, key: `${inSeconds}-${time}` });
  },
};
export default meta;
type Story = StoryObj<Args>;

/** Days away. */
export const Counting: Story = {};

/** The last seconds: it ends while you watch. */
export const FinalSeconds: Story = { args: { inSeconds: 10 } };

/** The time has come (or was already past): the ended text. */
export const Ended: Story = { args: { inSeconds: -60 } };

/** No valid time: the set-up message. */
export const NotSetUp: Story = { args: { time: 0 } };
