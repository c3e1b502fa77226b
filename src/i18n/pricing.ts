/**
 * The `pricing` messages: `<paywall-pricing>`'s cards, toggle and states. Keys are written `pricing.<key>` in overrides.
 */
import { defineMessages, type Translate } from './core';

/** English texts of the `pricing` group. */
export const PRICING_EN = {
  pricesNotSetUp: 'These prices are not set up correctly.',
  loadingPrices: 'Loading prices…',
  noPrices: 'There are no prices to choose from right now.',
  billing: 'Billing',
  tabSubscription: 'Monthly',
  tabPpv: 'Pay-per-view',
  previousPrices: 'Previous prices',
  nextPrices: 'Next prices',
  yoursUntil: 'Yours until {date}',
  yours: 'Yours',
  subscribed: 'Subscribed',
  subscribedLabel: '{name}: you subscribe to this',
  choose: 'Choose',
  buyAgain: 'Buy again',
  chooseLabel: 'Choose {name}, {price}',
  buyAgainLabel: 'Buy again {name}, {price}',
  trialUsed: 'Free trial already used',
};

/** The `pricing` message group; each language is a file of its own (`src/i18n/load.ts`). */
export const pricing = defineMessages('pricing', PRICING_EN);

/** The translate function of the `pricing` group. */
export type PricingT = Translate<typeof PRICING_EN>;
