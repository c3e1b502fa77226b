import { createElement } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import '../elements/index';
import type { RailKind } from '../src/components/rail/rail';

interface Args {
  kind: RailKind;
  heading: string;
  cells: number;
}

const COLOURS = ['#1d4ed8', '#0f766e', '#b45309', '#7c3aed', '#be123c', '#0369a1', '#4d7c0f', '#a21caf'];

const card = (i: number, kind: RailKind) =>
  createElement('a', {
    key: i, href: '#',
    style: { display: 'flex', flexDirection: 'column', gap: '6px', color: 'inherit', textDecoration: 'none' },
  },
  createElement('span', { style: { display: 'block', aspectRatio: kind === 'sponsor' || kind === 'organisation' ? '1' : '16 / 9', borderRadius: '8px', background: `linear-gradient(135deg, ${COLOURS[i % COLOURS.length]}, #111)` } }),
  createElement('strong', null, `${kind[0].toUpperCase()}${kind.slice(1)} ${i + 1}`),
  createElement('span', { className: 'detail', style: { fontSize: '0.85em', opacity: 0.75 } }, 'A short description shown on detail cards.'));

/**
 * `<paywall-rail>`: its children are the cells. Arrows show on screens at least 1024 px wide with 4 or
 * more cells; below 640 px the cells are compact (`data-paywall-layout`). Resize the canvas to see it.
 */
const meta: Meta<Args> = {
  title: 'Elements/paywall-rail',
  args: { kind: 'video', heading: 'New this week', cells: 10 },
  argTypes: { kind: { control: 'select', options: ['video', 'stream', 'season', 'sponsor', 'organisation', 'channel'] } },
  render: ({ kind, heading, cells }) => createElement('paywall-rail', { kind, heading, key: `${kind}-${cells}` }, ...Array.from({ length: cells }, (_, i) => card(i, kind))),
};
export default meta;
type Story = StoryObj<Args>;

/** A video rail with arrows (on a wide screen). */
export const Videos: Story = {};

/** Three cells: no arrows at any width. */
export const FewCells: Story = { args: { cells: 3, heading: 'Seasons', kind: 'season' } };

/** Sponsors: small square cells. */
export const Sponsors: Story = { args: { kind: 'sponsor', heading: 'Our sponsors', cells: 8 } };

/** Live streams. */
export const Streams: Story = { args: { kind: 'stream', heading: 'Live now', cells: 6 } };

/** No cells: the rail hides itself. */
export const Empty: Story = { args: { cells: 0 } };
