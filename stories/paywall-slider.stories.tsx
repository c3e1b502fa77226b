import { createElement } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import '../elements/index';

interface Args {
  slides: Array<{ title: string; colour: string; autoplay?: number }>;
  interval: number;
  paused: boolean;
}

const slide = ({ title, colour, autoplay }: Args['slides'][number]) =>
  createElement('a', {
    key: title, href: '#', 'data-autoplay': autoplay,
    style: { display: 'flex', alignItems: 'flex-end', height: '280px', padding: '24px', color: '#fff', textDecoration: 'none', fontSize: '1.6em', fontWeight: 700, background: `linear-gradient(135deg, ${colour}, #111)` },
  }, title);

/**
 * `<paywall-slider>`: the children are the slides. Autoplay every 8 s (a slide's `data-autoplay`
 * wins), paused on hover, focus and `prefers-reduced-motion`; arrows, Home, End, swipe, indicators.
 */
const meta: Meta<Args> = {
  title: 'Elements/paywall-slider',
  args: {
    interval: 8000, paused: false,
    slides: [
      { title: 'Live tonight: Northern Lights', colour: '#1d4ed8' },
      { title: 'New: The Lighthouse Keeper', colour: '#0f766e', autoplay: 4000 },
      { title: 'Gift a month of All Access', colour: '#b45309' },
    ],
  },
  render: ({ slides, interval, paused }) => createElement('paywall-slider', { interval, paused: String(paused), label: 'Featured', key: `${interval}-${paused}-${slides.length}` }, ...slides.map(slide)),
};
export default meta;
type Story = StoryObj<Args>;

/** Three slides, the second with its own 4 s. */
export const Playing: Story = {};

/** Started paused: the play button starts the rotation. */
export const Paused: Story = { args: { paused: true } };

/** One slide: no controls, no rotation. */
export const SingleSlide: Story = { args: { slides: [{ title: 'Members watch free', colour: '#7c3aed' }] } };

/** No slides: the element hides itself. */
export const Empty: Story = { args: { slides: [] } };
