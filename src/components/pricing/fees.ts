import type { AccessFee } from '../../client/types';
import { formatPrice } from '../ui/format';

/** Whether a fee is a recurring subscription (else pay-per-view). */
export function isSubscription(fee: AccessFee): boolean {
  return String(fee.access_type?.name ?? '').toLowerCase() === 'subscription';
}

const UNITS: Record<string, [string, string]> = {
  minute: ['minute', 'minutes'], hour: ['hour', 'hours'], day: ['day', 'days'], week: ['week', 'weeks'],
  month: ['month', 'months'], year: ['year', 'years'],
};

function unit(period: unknown, quantity: unknown): string | null {
  const p = String(period ?? '').toLowerCase();
  const names = UNITS[p];
  if (!names) return null;
  const q = Number(quantity ?? 1);
  if (!Number.isFinite(q) || q <= 1) return names[0];
  return `${q} ${names[1]}`;
}

/** The price as text, e.g. "€4.99". */
export function feePrice(fee: AccessFee, locale = 'en'): string {
  return formatPrice(fee.amount, fee.currency, locale);
}

/** How long the access lasts or how often it renews, e.g. "per month", "48 hours of access", "Yours to keep". */
export function feeTerm(fee: AccessFee): string {
  const type = fee.access_type ?? { name: '' };
  const u = unit(type.period, type.quantity);
  if (isSubscription(fee)) return u ? `per ${u}` : 'recurring';
  if (String(type.period ?? '').toLowerCase() === 'unlimited') return 'Yours to keep';
  return u ? `${/^\d/.test(u) ? u : `1 ${u}`} of access` : 'One-time purchase';
}

/** The trial text of a fee, if it has one. */
export function feeTrial(fee: AccessFee): string {
  const t = fee.trial_period;
  if (!t || typeof t !== 'object') return '';
  if (typeof t.description === 'string' && t.description.trim()) return t.description;
  const u = unit(t.period, t.quantity);
  return u ? `Free for ${/^\d/.test(u) ? u : `1 ${u}`}` : '';
}

/** A call to action for one fee, e.g. "Buy for €2.99" or "Subscribe for €9.99 per month". */
export function feeAction(fee: AccessFee, locale = 'en'): string {
  return isSubscription(fee) ? `Subscribe for ${feePrice(fee, locale)} ${feeTerm(fee)}` : `Buy for ${feePrice(fee, locale)}`;
}
