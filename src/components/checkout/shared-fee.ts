/**
 * The payer's link to the viewer's other tabs for one access fee (stores/pay-lock.ts): the fee's
 * lock and record, named after the viewer and the fee, and the platform question asked after
 * another tab's attempt: does the viewer hold the fee now?
 */
import type { PaywallClient } from '../../client/client';
import { claimFee, feeLockName, settleShared } from '../../stores/pay-lock';
import { $session } from '../../stores/session';
import type { SharedFee } from './payer';
import type { PurchaseProbe } from './probe';

/** The signed-in viewer's uuid, or '' while the account is not known (the tabs share one session then anyway). */
function viewer(): string {
  const s = $session.get();
  return s.status === 'authenticated' ? (s.account?.uuid ?? '') : '';
}

/**
 * Whether the viewer can watch the item now: true with access, false when the platform refuses it
 * (4xx); rejects when the platform cannot be asked (network, 5xx, 408, 429).
 */
async function ownsNow(client: PaywallClient, itemId: string): Promise<boolean> {
  try {
    await client.assets.checkAccessForAsset(itemId);
    return true;
  } catch (error) {
    const status = (error as { status?: unknown } | null)?.status;
    if (typeof status === 'number' && status >= 400 && status < 500 && status !== 408 && status !== 429) return false;
    throw error;
  }
}

/**
 * One attempt per access fee across the viewer's tabs for a payer of `itemId`'s fee `feeId`, in a
 * form that showed what the viewer owns at `since`. Paid means the purchase probe proves it, or,
 * for a payment the form never showed, the viewer holds access now (a probe started after that
 * payment cannot see it as new).
 */
export function sharedFee(client: PaywallClient, itemId: string, feeId: string | number, probe: PurchaseProbe, since: number): SharedFee {
  const name = () => feeLockName(viewer(), feeId);
  return {
    since,
    claim: (onWait, signal) => claimFee(name(), { onWait, signal }),
    alreadyPaid: async (unseen) => (await probe.check()) === 'success' || (unseen && (await ownsNow(client, itemId))),
    settle: (state, id) => settleShared(name(), state, id),
  };
}
