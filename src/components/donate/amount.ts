/**
 * Donation amounts: the smallest amount a currency can be charged (the processor's minimum), the
 * item's own limits, and a custom amount as the viewer types it. Pure.
 */
import type { DonateT } from '../../i18n/donate';

/** The smallest charge per currency (the payment processor's minimums). */
export const CURRENCY_MINIMUM: Readonly<Record<string, number>> = Object.freeze({ EUR: 0.5, USD: 0.5, GBP: 0.3, CHF: 0.5, DKK: 2.5, NOK: 3, SEK: 3 });

/** The smallest donation in `currency`: the currency's minimum, or the item's own when higher. */
export function donationMinimum(currency: string, own?: unknown): number {
  return Math.max(CURRENCY_MINIMUM[String(currency).toUpperCase()] ?? 0.5, Number(own) || 0);
}

/** A typed amount as a number with at most two decimals ("5", "5.5", "5,50", "€ 7"), or null. */
export function parseAmount(text: string): number | null {
  const t = text.replace(/[\s€$£]/g, '').replace(/^([A-Z]{3})/i, '');
  if (!/^\d{1,6}([.,]\d{1,2})?$/.test(t)) return null;
  return Number(t.replace(',', '.'));
}

/**
 * What is wrong with a custom amount, or null: not a number, below the minimum, above the maximum;
 * said in the language of `t` (the `donate` messages), the limits written by `format`.
 */
export function amountProblem(text: string, limits: { min: number; max?: number; format(amount: number): string }, t: DonateT): string | null {
  if (!text.trim()) return t('amountMissing');
  const n = parseAmount(text);
  if (n === null) return t('amountInvalid');
  if (n < limits.min) return t('tooSmall', { amount: limits.format(limits.min) });
  if (limits.max && n > limits.max) return t('tooLarge', { amount: limits.format(limits.max) });
  return null;
}
