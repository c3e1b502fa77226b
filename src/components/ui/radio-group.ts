/**
 * The keyboard pattern of a radio group (WAI-ARIA APG "Radio Group"): the arrow keys move to the
 * previous or next option, wrapping around, Home and End to the first and last; the option moved to
 * is chosen. Shared by the pricing toggle and the checkout's payment-method choice.
 */

/** The index an arrow, Home or End key moves to from `index` among `count` options; null for other keys. */
export function radioKeyTarget(key: string, index: number, count: number): number | null {
  if (count < 1) return null;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  if (key === 'ArrowLeft' || key === 'ArrowUp') return (index - 1 + count) % count;
  if (key === 'ArrowRight' || key === 'ArrowDown') return (index + 1) % count;
  return null;
}
