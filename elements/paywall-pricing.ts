/**
 * @tag paywall-pricing
 * @summary Pricing cards from an item's or package's access fees, with a monthly / pay-per-view toggle and a carousel.
 *
 * @attr item-id - The item whose prices to show.
 * @attr package-id - The package whose prices to show (wins over item-id).
 * @attr heading-level - The level (1-6) of the element's own top headings, so they fit the page's outline; the headings under them take the next level (default 3). Their look stays the same.
 *
 * @event paywall-select-price - Cancelable; a card was chosen. detail: `{ itemId, accessFeeId, amount, currency, kind: 'subscription' | 'ppv' }`.
 *   Unless cancelled, the checkout opens for that price.
 * @event paywall-error - Loading failed. detail: `{ code, status, message }`.
 *
 * @csspart base - The wrapper; `data-state` is "loading", "ready", "empty" or "error"; `data-layout` is "detail" (640 px and wider)
 *   or "compact"; `data-arrows` is "true" on screens 1024 px and wider with 4 or more cards.
 * @csspart toggle - The monthly / pay-per-view switch (only when both kinds exist). @csspart toggle-option - One option; the
 *   chosen one also has `toggle-option-active`.
 * @csspart carousel - Arrows and track. @csspart track - The scrolling row of cards. @csspart prev - @csspart next - The arrows.
 * @csspart card - One price (carries `data-access-fee-id`). @csspart card-title - @csspart card-price - @csspart card-term -
 * @csspart card-trial - Trial text (detail layout). @csspart card-trial-used - "Free trial already used" in its place, for a viewer who had the trial. @csspart choose - The card's button.
 * @csspart owned - For a viewer who already has access: "You have access to this until …". @csspart card-owned - The card of the price they bought (also `card`, with `data-owned="true"`). @csspart card-owned-until - "Yours until …" on it.
 * @csspart empty - Shown when there are no prices. @csspart error - @csspart error-message - @csspart retry -
 *
 * @cssproperty --paywall-pricing-card-width - Card width in the carousel. Default 240px.
 * @cssproperty --paywall-pricing-gap - Space between cards. Default 16px.
 */
import { defineElement } from './define';
import type { PricingProps } from '../src/components/pricing/pricing';

defineElement<PricingProps>({
  tag: 'paywall-pricing',
  props: { itemId: 'string', packageId: 'string', headingLevel: 'number' },
  load: () => import('../src/components/pricing/pricing'),
});

declare global {
  interface HTMLElementTagNameMap {
    'paywall-pricing': HTMLElement & Omit<PricingProps, 'container'>;
  }
}
