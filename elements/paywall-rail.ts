/**
 * @tag paywall-rail
 * @summary A horizontal rail of video, stream, season, sponsor, organisation or channel cards: scroll-snap, keyboard, prev/next arrows on screens at least 1024 px wide with 4 or more cells, detail cards from 640 px.
 *
 * @attr kind - `video | stream | season | sponsor | organisation | channel`: the default name and cell size. Default: "video".
 * @attr heading - A heading above the rail, also its accessible name.
 * @attr label - The accessible name when there is no heading. Default: by kind ("Videos", "Live streams", "Seasons", "Sponsors", "Organisations", "Channels").
 * @attr heading-level - The level (1-6) of the element's own top headings, so they fit the page's outline; the headings under them take the next level (default 2). Their look stays the same.
 *
 * @slot - The cells, one child each. The host's `data-paywall-layout` is `detail` (640 px and wider) or `compact`, for the cells' own CSS.
 *
 * @csspart base - The rail; `data-state` is `ready | empty`, `data-layout` is `detail | compact`, `data-kind` the kind.
 * @csspart heading - The heading. @csspart track - The scrolling track (focusable; arrow keys, Home, End).
 * @csspart prev - The previous arrow. @csspart next - The next arrow.
 *
 * @cssproperty --paywall-rail-cell-width - A cell's width from 640 px. Default by kind (240px for videos).
 * @cssproperty --paywall-rail-cell-width-compact - A cell's width below 640 px. Default 68%.
 * @cssproperty --paywall-rail-gap - Space between cells. Default 16px. @cssproperty --paywall-rail-arrow-background - The arrows' background.
 */
import { defineElement } from './define';
import type { RailProps } from '../src/components/rail/rail';

defineElement<RailProps>({
  tag: 'paywall-rail',
  props: { kind: 'string', heading: 'string', label: 'string', headingLevel: 'number' },
  load: () => import('../src/components/rail/rail'),
});

declare global {
  interface HTMLElementTagNameMap {
    'paywall-rail': HTMLElement & Omit<RailProps, 'container'>;
  }
}
