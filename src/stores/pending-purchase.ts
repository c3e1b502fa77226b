/**
 * The purchase a tab left for the bank (3-D Secure), kept in sessionStorage so the checkout can
 * finish it when the bank sends the viewer back with `?ippwat=`. Holds ids only, never card data.
 */
import { readPaymentReturn, withoutReturnParams, type PaymentReturn } from '../site/payment-return';
import { webStorage } from '../client/storage';
import { PENDING_PURCHASE_KEY } from '../internal/storage-keys';

const KEY = PENDING_PURCHASE_KEY;

/** What is remembered across the bank redirect. */
export interface PendingPurchase {
  itemId: string;
  accessFeeId: string;
  kind: 'ppv' | 'subscription';
  piId?: string;
  /** The payment method the viewer left with, when not the card (`ideal`, `paypal`, `wallet`). */
  method?: string;
}

const storage = () => webStorage('session');

/** Remembers the purchase before leaving for the bank. */
export function rememberPending(p: PendingPurchase): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(p));
  } catch {
    // storage full or blocked: the return still shows the check state, without the item
  }
}

/** The remembered purchase, or null (a malformed record is dropped). */
export function readPending(): PendingPurchase | null {
  try {
    const raw = storage()?.getItem(KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<PendingPurchase>;
    if (typeof v.itemId === 'string' && typeof v.accessFeeId === 'string' && (v.kind === 'ppv' || v.kind === 'subscription')) {
      return {
        itemId: v.itemId, accessFeeId: v.accessFeeId, kind: v.kind, ...(typeof v.piId === 'string' ? { piId: v.piId } : {}),
        ...(typeof v.method === 'string' ? { method: v.method } : {}),
      };
    }
  } catch {
    // unreadable: treated as nothing pending
  }
  forgetPending();
  return null;
}

/** Forgets the remembered purchase. */
export function forgetPending(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // nothing to forget
  }
}

/** A bank return on this page: the `ippwat` kind, the payment intent, and whether the bank said it failed. */
export interface BankReturn extends PaymentReturn {
  bankFailed: boolean;
}

/**
 * Reads the return parameters of the current address once and removes them from the address bar
 * (history.replaceState), so a reload does not confirm again. Null when the page is no return.
 */
export function takeBankReturn(): BankReturn | null {
  if (typeof location === 'undefined') return null;
  const ret = readPaymentReturn(location.href);
  if (!ret) return null;
  const bankFailed = new URL(location.href).searchParams.get('redirect_status') === 'failed';
  try {
    history.replaceState(history.state, '', withoutReturnParams(location.href));
  } catch {
    // a sandboxed document may refuse; the return is still handled once per load
  }
  return { ...ret, bankFailed };
}

let claimed = false;

/**
 * The bank return of this page load, handed to the first element that asks (the checkout or the
 * payment check), with the purchase remembered before the redirect. Later callers get null.
 */
export function claimBankReturn(): { ret: BankReturn; pending: PendingPurchase | null } | null {
  if (claimed) return null;
  claimed = true;
  const ret = takeBankReturn();
  return ret ? { ret, pending: readPending() } : null;
}
