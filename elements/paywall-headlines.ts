/**
 * @tag paywall-headlines
 * @summary Headlines with infinite scroll: 400 ms after the viewer reaches the bottom it dispatches paywall-load-more, which the page's server side answers by appending headlines; a "Load more" button does the same.
 *
 * @attr complete - `complete="true"` when the server has no more headlines: no more loads, no button. Default: false.
 * @attr label - The feed's accessible name. Default: "Headlines".
 * @attr timeout - Milliseconds a load may take before "Load more" is offered again. Default: 15000.
 *
 * @event paywall-load-more - Load the next headlines; detail `{ page }`. Append them as children (or set complete="true"); until then no other load is sent.
 *
 * @slot - The headlines, server-rendered; appended children end a pending load.
 *
 * @csspart base - The wrapper; `data-state` is `idle | loading | error | complete`.
 * @csspart list - The feed around the headlines. @csspart status - The polite status line. @csspart load-more - The "Load more" button.
 *
 * @cssproperty --paywall-headlines-gap - Space between headlines. Default 12px.
 */
import { defineElement } from './define';
import type { HeadlinesProps } from '../src/components/headlines/headlines';

defineElement<HeadlinesProps>({
  tag: 'paywall-headlines',
  props: { complete: 'boolean', label: 'string', timeout: 'number' },
  load: () => import('../src/components/headlines/headlines'),
});

declare global {
  interface HTMLElementTagNameMap {
    'paywall-headlines': HTMLElement & Omit<HeadlinesProps, 'container'>;
  }
}
