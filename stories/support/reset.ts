/**
 * What one story leaves behind for the next: Storybook shows every story of a file in the same page
 * (its sidebar, and the smoke test), so the library's page-wide caches and a story's pending steps
 * are cleared before each story renders (`beforeEach` in .storybook/preview.tsx), and every story
 * looks as it does when opened on its own. Not part of the library.
 */
import { nextStory } from './act';
import { clearItems } from '../../src/stores/items';
import { clearBranding } from '../../src/stores/branding';
import { forgetAccess } from '../../src/stores/access';
import { clearToasts } from '../../src/stores/toasts';
import { resetPaymentEvents } from '../../src/stores/payment-events';

/** Clears what an earlier story of the page left: items, branding and access answers, toasts, delivered payment events. */
export function resetBetweenStories(): void {
  nextStory();
  clearItems();
  clearBranding();
  forgetAccess();
  clearToasts();
  resetPaymentEvents();
}
