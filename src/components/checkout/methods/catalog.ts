/**
 * Which payment methods the checkout offers for an access fee: the platform's list
 * (GET /payments/methods, names as in SPEC section 3), narrowed to what the fee allows and the
 * browser supports. Pure; the card always comes first and is the default.
 */
import type { AccessFee, PaymentMethod } from '../../../client/types';
import type { MethodsT } from '../../../i18n/methods';

/** The methods the checkout knows. */
export type MethodKind = 'card' | 'ideal' | 'direct-debit' | 'apple-pay' | 'google-pay' | 'paypal';

/** One method on offer: its kind, the platform's id for it, and its label. */
export interface OfferedMethod {
  kind: MethodKind;
  /** The platform's payment method id (sent as `payment_method` where the call takes an id). */
  id: string;
  label: string;
}

/** Labels of the methods, as their owners write them. */
export const METHOD_LABELS: Readonly<Record<MethodKind, string>> = Object.freeze({
  card: 'Card',
  ideal: 'iDEAL',
  'direct-debit': 'SEPA Direct Debit',
  'apple-pay': 'Apple Pay',
  'google-pay': 'Google Pay',
  paypal: 'PayPal',
});

/** A method's label in the page's language: the card and direct debit are translated, the brands are not. */
export function methodLabel(method: OfferedMethod, t: MethodsT): string {
  return method.kind === 'card' ? t('card') : method.kind === 'direct-debit' ? t('directDebit') : method.label;
}

/** Methods that can start a subscription (POST /subscriptions, /v2/subscriptions, or PayPal's own plans). */
const SUBSCRIBES: ReadonlySet<MethodKind> = new Set(['card', 'ideal', 'direct-debit', 'paypal']);
/** Methods that pay in euros only (iDEAL and SEPA Direct Debit). */
const EURO_ONLY: ReadonlySet<MethodKind> = new Set(['ideal', 'direct-debit']);

/** The kind of a platform payment method, by its name; null for one the checkout does not offer. */
export function methodKind(method: Pick<PaymentMethod, 'method_name' | 'is_external'>): MethodKind | null {
  const name = String(method?.method_name ?? '').trim().toLowerCase();
  if (name === 'ideal') return 'ideal';
  if (name === 'direct debit') return 'direct-debit';
  if (name === 'apple pay on web') return 'apple-pay';
  if (name === 'google pay on web') return 'google-pay';
  if (/paypal/.test(name)) return 'paypal';
  if (/card/.test(name) && !method.is_external) return 'card';
  return null;
}

/** Whether an access fee is a subscription plan. */
const subscription = (fee: AccessFee) => String(fee.access_type?.name ?? '').toLowerCase() === 'subscription';

/**
 * The methods to offer for `fee`: the card first (when the platform lists one), then the others in
 * the platform's order, each once. A subscription keeps the methods that can subscribe; iDEAL and
 * direct debit need a euro price; `usable(kind)` says what this browser can do (the wallets).
 */
export function offeredMethods(list: readonly PaymentMethod[] | unknown, fee: AccessFee, usable: (kind: MethodKind) => boolean = () => true): OfferedMethod[] {
  const out: OfferedMethod[] = [];
  for (const m of Array.isArray(list) ? (list as PaymentMethod[]) : []) {
    const kind = m && m.id != null ? methodKind(m) : null;
    if (!kind || out.some((o) => o.kind === kind)) continue;
    if (subscription(fee) && !SUBSCRIBES.has(kind)) continue;
    if (EURO_ONLY.has(kind) && String(fee.currency).toUpperCase() !== 'EUR') continue;
    if (!usable(kind)) continue;
    out.push({ kind, id: String(m.id), label: METHOD_LABELS[kind] });
  }
  return out.sort((a, b) => Number(b.kind === 'card') - Number(a.kind === 'card'));
}
