/**
 * How the checkout asks the platform whether a purchase went through. Usually the viewer has no
 * access to the item before paying, so access to it proves the purchase. When the viewer already
 * had access (a second rental, say), access proves nothing: then a new transaction for this price,
 * one that was not in the list before, is the proof.
 */
import type { PaywallClient } from '../../client/client';
import type { CheckAnswer } from '../../stores/confirm';

/** A probe started before the viewer pays. */
export interface PurchaseProbe {
  /** Settles once the baseline is taken (it never rejects); wait for it before sending a payment. */
  ready: Promise<void>;
  /** Asks the platform once: 'success' when the purchase is proven, else 'pending'. */
  check(): Promise<CheckAnswer>;
}

async function hasAccess(client: PaywallClient, itemId: string): Promise<boolean> {
  try {
    await client.assets.checkAccessForAsset(itemId);
    return true;
  } catch {
    return false;
  }
}

/** A transaction's token, whatever the field is called. */
export const tokenOf = (t: Record<string, unknown>) => String(t.transaction_token ?? t.trx_token ?? t.id ?? '');

/** The viewer's latest transactions (one page of 50). */
export async function transactions(client: PaywallClient): Promise<Array<Record<string, unknown>>> {
  const page = await client.payments.getTransactions({ size: 50, page: 0 });
  return Array.isArray(page?.collection) ? (page.collection as Array<Record<string, unknown>>) : [];
}

/** Starts a probe for `feeId` of `itemId`: it looks at the viewer's access (and transactions) now. */
export function startPurchaseProbe(client: PaywallClient, itemId: string, feeId: string | number): PurchaseProbe {
  const baseline = (async () => {
    if (!(await hasAccess(client, itemId))) return { hadAccess: false, tokens: new Set<string>() };
    try {
      return { hadAccess: true, tokens: new Set((await transactions(client)).map(tokenOf)) };
    } catch {
      return { hadAccess: true, tokens: null };
    }
  })();
  return {
    ready: baseline.then(() => undefined),
    async check() {
      const base = await baseline;
      if (!base.hadAccess) return (await hasAccess(client, itemId)) ? 'success' : 'pending';
      if (!base.tokens) return 'pending';
      const fresh = (await transactions(client)).find(
        (t) => !base.tokens!.has(tokenOf(t)) && (String(t.access_fee_id ?? '') === String(feeId) || String(t.item_id ?? '') === String(itemId)),
      );
      return fresh ? 'success' : 'pending';
    },
  };
}

/** Proves a purchase the viewer came back to: a transaction of its payment intent, else access to the item. */
export function returnProbe(client: PaywallClient, itemId: string, paymentIntent: string | null): PurchaseProbe {
  return {
    ready: Promise.resolve(),
    async check() {
      if (paymentIntent && (await transactions(client)).some((t) => String(t.pi_id ?? '') === paymentIntent)) return 'success';
      try {
        await client.assets.checkAccessForAsset(itemId);
        return 'success';
      } catch {
        return 'pending';
      }
    },
  };
}
