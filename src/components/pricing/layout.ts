/** Screens at least this wide show the carousel's arrows (SPEC section 9). */
export const ARROWS_MIN_WIDTH = 1024;
/** The carousel shows arrows only with at least this many cards. */
export const ARROWS_MIN_CARDS = 4;
/** Screens at least this wide use the detailed card layout. */
export const DETAIL_MIN_WIDTH = 640;
/** The layout is measured again this long after the last resize. */
export const RESIZE_DELAY_MS = 200;

/** The pricing layout for a viewport width and a number of cards. */
export interface PricingLayout {
  arrows: boolean;
  detail: boolean;
}

/** Decides the layout: arrows on wide screens with 4 or more cards; details from 640 px. */
export function pricingLayout(viewportWidth: number, cards: number): PricingLayout {
  return {
    arrows: viewportWidth >= ARROWS_MIN_WIDTH && cards >= ARROWS_MIN_CARDS,
    detail: viewportWidth >= DETAIL_MIN_WIDTH,
  };
}
