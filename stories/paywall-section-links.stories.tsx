import { createElement } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import '../elements/index';

interface Args {
  headings: Array<[2 | 3, string]>;
  areaId: string;
}

const para = 'The membership includes every film in the catalogue, new releases each week and live events. '.repeat(8);

/**
 * `<paywall-section-links>` lists the h2/h3 headings of the content area it names and marks the
 * current one while you scroll (scroll this story's canvas).
 */
const meta: Meta<Args> = {
  title: 'Elements/paywall-section-links',
  args: { areaId: 'story-article', headings: [[2, 'What you get'], [3, 'Films'], [3, 'Live events'], [2, 'Plans and prices'], [2, 'Questions']] },
  render: ({ headings, areaId }) =>
    createElement('div', { style: { display: 'grid', gridTemplateColumns: '220px 1fr', gap: '32px', alignItems: 'start' } },
      createElement('paywall-section-links', { for: areaId, style: { position: 'sticky', top: '16px' } }),
      createElement('article', { id: 'story-article' },
        ...headings.map(([level, text]) => [createElement(`h${level}`, { key: text }, text), createElement('p', { key: `${text}-p` }, para)]).flat())),
};
export default meta;
type Story = StoryObj<Args>;

/** Sections with a current one. */
export const Default: Story = {};

/** A content area without h2/h3: the list hides itself. */
export const NoHeadings: Story = { args: { headings: [] } };

/** `for` names no element: the set-up message. */
export const MissingArea: Story = { args: { areaId: 'nowhere' } };
