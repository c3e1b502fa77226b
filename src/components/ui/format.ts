import { common, type CommonT } from '../../i18n/common';
import { translator } from '../../i18n/core';

/** The `common` messages in English (with the merchant's overrides), for callers without a locale. */
export const englishCommon: CommonT = translator(common, 'en');

/**
 * Formats an amount of money for display, e.g. `formatPrice(4.99, 'EUR', 'en')` → "€4.99".
 * Falls back to "4.99 EUR" when the currency code or locale is not understood.
 */
export function formatPrice(amount: number | string, currency: string | undefined, locale = 'en'): string {
  const value = typeof amount === 'string' ? Number.parseFloat(amount) : amount;
  if (!Number.isFinite(value)) return '';
  const code = (currency || '').toUpperCase();
  try {
    if (/^[A-Z]{3}$/.test(code)) return new Intl.NumberFormat(locale, { style: 'currency', currency: code }).format(value);
  } catch {
    // unknown locale or currency: plain form below
  }
  return `${value.toFixed(2)}${code ? ` ${code}` : ''}`;
}

/** A moment (Unix seconds) as the viewer reads it: date and time in the page's locale; '' when unknown. */
export function formatMoment(seconds: number | null | undefined, locale = 'en'): string {
  if (!seconds || !Number.isFinite(seconds)) return '';
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(seconds * 1000));
  } catch {
    return new Date(seconds * 1000).toISOString().slice(0, 16).replace('T', ' ');
  }
}

/** "You have access to this until …" (or without an end), for owned-access notices, in `t`'s language. */
export function ownedText(expiresAt: number | null, t: CommonT = englishCommon): string {
  const until = formatMoment(expiresAt, t.locale);
  return until ? t('ownedUntil', { date: until }) : t('owned');
}
