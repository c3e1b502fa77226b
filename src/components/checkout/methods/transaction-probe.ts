/**
 * A purchase probe for payments that grant the payer no access: a gift (the receiver gets it) or a
 * donation. A new transaction that matches, one that was not in the list before paying, is the proof.
 */
import type { PaywallClient } from '../../../client/client';
import type { PurchaseProbe } from '../probe';
import { tokenOf, transactions } from '../probe';

/** Starts a probe: it lists the viewer's transactions now; `check()` looks for a new one that `match`es. */
export function startTransactionProbe(client: PaywallClient, match: (transaction: Record<string, unknown>) => boolean): PurchaseProbe {
  // without a baseline (the list could not be read), a matching transaction made since now counts
  const since = Math.floor(Date.now() / 1000) - 5;
  const baseline = transactions(client).then((list) => new Set(list.map(tokenOf)), () => null);
  return {
    ready: baseline.then(() => undefined),
    async check() {
      const before = await baseline;
      const fresh = (t: Record<string, unknown>) => (before ? !before.has(tokenOf(t)) : Number(t.created_at) >= since);
      return (await transactions(client)).some((t) => fresh(t) && match(t)) ? 'success' : 'pending';
    },
  };
}
