/**
 * A purchase probe for payments that grant the payer no access: a gift (the receiver gets it) or a
 * donation. The payment's own transaction is the proof: the one naming its payment intent, or a new
 * one that matches and names no other payment (another tab's gift or donation).
 */
import type { PaywallClient } from '../../../client/client';
import { baseline, holds, transactions, type PurchaseProbe } from '../probe';

/** Starts a probe: it lists the viewer's transactions now; `check()` looks for this payment's, a new one that `match`es. */
export function startTransactionProbe(client: PaywallClient, match: (transaction: Record<string, unknown>) => boolean): PurchaseProbe {
  const base = baseline(client);
  return {
    ready: base.ready,
    check: async (own) => (holds(await transactions(client), own, match, await base.fresh()) ? 'success' : 'pending'),
  };
}
