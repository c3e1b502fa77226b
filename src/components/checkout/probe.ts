/**
 * How the checkout asks the platform whether a purchase went through. The item's access alone
 * proves nothing about this tab's payment: another price of the same item, bought in another tab,
 * grants it too. A purchase is proven by the tab's own payment in the viewer's transactions: the one
 * that names its payment intent or transaction (from the platform's answer to its request), or,
 * while that answer is not known, a payment of the very price it pays that was not there before
 * and names no other payment (one attempt per price at a time across tabs: stores/pay-lock.ts).
 */
import type { PaywallClient } from '../../client/client';
import type { CheckAnswer } from '../../stores/confirm';

type Trx = Record<string, unknown>;

/** What a tab knows of its own payment: what the platform's answer to its request named. */
export interface OwnPayment {
  piId?: string;
  transaction?: string;
}

/** A probe started before the viewer pays. */
export interface PurchaseProbe {
  /** Settles once the baseline is taken (it never rejects); wait for it before sending a payment. */
  ready: Promise<void>;
  /** Asks the platform once: 'success' when the purchase, by the payment `own` when known, is proven, else 'pending'. */
  check(own?: OwnPayment): Promise<CheckAnswer>;
}

/** A transaction's token, whatever the field is called. */
export const tokenOf = (t: Trx) => String(t.transaction_token ?? t.trx_token ?? t.id ?? '');

/** The viewer's latest transactions (one page of 50). */
export async function transactions(client: PaywallClient): Promise<Trx[]> {
  const page = await client.payments.getTransactions({ size: 50, page: 0 });
  return Array.isArray(page?.collection) ? (page.collection as Trx[]) : [];
}

/**
 * Whether `list` holds the payment `own`: a transaction that names it, or one that `matches` the
 * purchase, is `fresh` and names no other payment (a payment intent or transaction of its own).
 */
export function holds(list: Trx[], own: OwnPayment = {}, matches: (t: Trx) => boolean, fresh: (t: Trx) => boolean): boolean {
  return list.some((t) => {
    const token = tokenOf(t);
    const pi = String(t.pi_id ?? '');
    if ((own.transaction && token === own.transaction) || (own.piId && pi === own.piId)) return true;
    return !(own.transaction && token) && !(own.piId && pi) && fresh(t) && matches(t);
  });
}

/**
 * The viewer's transactions now, to tell the new ones from them: `fresh()` resolves to the test, by
 * token, or (the list could not be read) by the time a transaction was made, from 5 s before now.
 */
export function baseline(client: PaywallClient): { ready: Promise<void>; fresh(): Promise<(t: Trx) => boolean> } {
  const since = Date.now() / 1000 - 5;
  const tokens = transactions(client).then((list) => new Set(list.map(tokenOf)), () => null);
  return {
    ready: tokens.then(() => undefined),
    fresh: () => tokens.then((before) => (t) => (before ? !before.has(tokenOf(t)) : Number(t.created_at) >= since)),
  };
}

/**
 * Whether the viewer can watch `itemId` now and holds its price `feeId` by the payment `own` (see
 * `holds`). False when the platform refuses the access (4xx); rejects when it cannot be asked.
 */
export async function feePaid(client: PaywallClient, itemId: string, feeId: string | number, own: OwnPayment | undefined, fresh: (t: Trx) => boolean): Promise<boolean> {
  try {
    await client.assets.checkAccessForAsset(itemId);
  } catch (error) {
    const status = (error as { status?: unknown } | null)?.status;
    if (typeof status === 'number' && status >= 400 && status < 500 && status !== 408 && status !== 429) return false;
    throw error;
  }
  return holds(await transactions(client), own, (t) => String(t.access_fee_id ?? '') === String(feeId), fresh);
}

const answer = (paid: boolean): CheckAnswer => (paid ? 'success' : 'pending');

/** Starts a probe for the price `feeId` of `itemId`: it lists the viewer's transactions now. */
export function startPurchaseProbe(client: PaywallClient, itemId: string, feeId: string | number): PurchaseProbe {
  const base = baseline(client);
  return { ready: base.ready, check: async (own) => answer(await feePaid(client, itemId, feeId, own, await base.fresh())) };
}

/**
 * Proves a purchase the viewer came back to (a new page: the payment may be older than any list
 * taken now): the payment of its payment intent (the `own` the payer resumed), else a payment of
 * the price made in the last hour.
 */
export function returnProbe(client: PaywallClient, itemId: string, feeId: string | number): PurchaseProbe {
  const since = Date.now() / 1000 - 3600;
  return { ready: Promise.resolve(), check: async (own) => answer(await feePaid(client, itemId, feeId, own, (t) => Number(t.created_at) >= since)) };
}
