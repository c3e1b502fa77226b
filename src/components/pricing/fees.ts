import type { AccessFee } from '../../client/types';
import type { CommonT } from '../../i18n/common';
import { englishCommon, formatPrice } from '../ui/format';

/** Whether a fee is a recurring subscription (else pay-per-view). */
export function isSubscription(fee: AccessFee): boolean {
  return String(fee.access_type?.name ?? '').toLowerCase() === 'subscription';
}

const UNITS = ['minute', 'hour', 'day', 'week', 'month', 'year'] as const;
type Unit = (typeof UNITS)[number];
const PER = { minute: 'perMinute', hour: 'perHour', day: 'perDay', week: 'perWeek', month: 'perMonth', year: 'perYear' } as const;

/** A period and its quantity: the unit, the count (at least 1) and the duration in words ("48 hours", in `t`'s language). */
function period(value: unknown, quantity: unknown, t: CommonT): { unit: Unit; count: number; duration: string } | null {
  const unit = String(value ?? '').toLowerCase() as Unit;
  if (!UNITS.includes(unit)) return null;
  const q = Number(quantity ?? 1);
  const count = Number.isFinite(q) && q > 1 ? q : 1;
  let duration: string;
  try {
    duration = new Intl.NumberFormat(t.locale, { style: 'unit', unit, unitDisplay: 'long' }).format(count);
  } catch {
    duration = `${count} ${unit}${count === 1 ? '' : 's'}`;
  }
  return { unit, count, duration };
}

/** The price as text in a locale, e.g. "€4.99". */
export function feePrice(fee: AccessFee, locale = 'en'): string {
  return formatPrice(fee.amount, fee.currency, locale);
}

/** How long the access lasts or how often it renews, e.g. "per month", "48 hours of access", "Yours to keep" (in `t`'s language). */
export function feeTerm(fee: AccessFee, t: CommonT = englishCommon): string {
  const type = fee.access_type ?? { name: '' };
  const p = period(type.period, type.quantity, t);
  if (isSubscription(fee)) return p ? (p.count === 1 ? t(PER[p.unit]) : t('perDuration', { duration: p.duration })) : t('recurring');
  if (String(type.period ?? '').toLowerCase() === 'unlimited') return t('yoursToKeep');
  return p ? t('accessFor', { duration: p.duration }) : t('oneTime');
}

/** The trial text of a fee, if it has one (the platform's description as sent, else e.g. "Free for 7 days"). */
export function feeTrial(fee: AccessFee, t: CommonT = englishCommon): string {
  const trial = fee.trial_period;
  if (!trial || typeof trial !== 'object') return '';
  if (typeof trial.description === 'string' && trial.description.trim()) return trial.description;
  const p = period(trial.period, trial.quantity, t);
  return p ? t('freeFor', { duration: p.duration }) : '';
}

/** A call to action for one fee, e.g. "Buy for €2.99" or "Subscribe for €9.99 per month" (in `t`'s language). */
export function feeAction(fee: AccessFee, t: CommonT = englishCommon): string {
  const price = feePrice(fee, t.locale);
  return isSubscription(fee) ? t('subscribeFor', { price, term: feeTerm(fee, t) }) : t('buyFor', { price });
}
