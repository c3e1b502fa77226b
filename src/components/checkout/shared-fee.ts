/**
 * The payer's link to the viewer's other tabs for one access fee (stores/pay-lock.ts): the fee's
 * lock and record, named after the viewer and the fee, and the platform question asked after
 * another tab's attempt: does the viewer hold the fee now?
 */
import type { PaywallClient } from '../../client/client';
import { claimFee, feeLockName, settleShared } from '../../stores/pay-lock';
import { $session } from '../../stores/session';
import type { SharedFee } from './payer';
import { feePaid, type PurchaseProbe } from './probe';

/** The signed-in viewer's uuid, or '' while the account is not known (the tabs share one session then anyway). */
function viewer(): string {
  const s = $session.get();
  return s.status === 'authenticated' ? (s.account?.uuid ?? '') : '';
}

/**
 * One attempt per access fee across the viewer's tabs for a payer of `itemId`'s fee `feeId`, in a
 * form that showed what the viewer owns at `since`. Paid means the purchase probe proves it, or,
 * for a payment the form never showed (a probe started after it cannot see it as new), the viewer
 * can watch the item and paid this very fee since the form showed (5 minutes of room for the
 * platform's clock): access another fee of the item gave is not this one.
 */
export function sharedFee(client: PaywallClient, itemId: string, feeId: string | number, probe: PurchaseProbe, since: number): SharedFee {
  const name = () => feeLockName(viewer(), feeId);
  return {
    since,
    claim: (onWait, signal) => claimFee(name(), { onWait, signal }),
    alreadyPaid: async (unseen) =>
      (await probe.check()) === 'success' || (unseen && (await feePaid(client, itemId, feeId, undefined, (t) => Number(t.created_at) * 1000 >= since - 300_000))),
    settle: (state, id) => settleShared(name(), state, id),
  };
}
