import { atom, readonlyType } from 'nanostores';
import { needPageElement } from '../internal/page-elements';

/**
 * Where the viewer is in a purchase started from any element on the page: nothing yet, choosing
 * among an item's prices, or paying one access fee. `<paywall-checkout>` follows it.
 */
export type PurchaseState =
  | { status: 'idle' }
  | { status: 'choosing'; itemId: string }
  | { status: 'checkout'; itemId: string; accessFeeId: string };

const purchase = atom<PurchaseState>({ status: 'idle' });

/** The current purchase; written through `startPurchase`, `chooseAccessFee` and `closePurchase`. */
export const $purchase = readonlyType(purchase);

let paymentsBegun = 0;
/** The payments sent when the current (or last) purchase opened. */
let paymentsAtOpen = 0;

function open(next: PurchaseState): void {
  if (purchase.get().status === 'idle') paymentsAtOpen = paymentsBegun;
  purchase.set(next);
}

/** Opens the price choice for an item (the checkout shows login first when signed out). */
export function startPurchase(itemId: string | number): void {
  const id = String(itemId ?? '').trim();
  if (!id) return;
  open({ status: 'choosing', itemId: id });
  needPageElement('paywall-checkout');
}

/** Opens checkout for one access fee of an item. */
export function chooseAccessFee(itemId: string | number, accessFeeId: string | number): void {
  const item = String(itemId ?? '').trim();
  const fee = String(accessFeeId ?? '').trim();
  if (!item || !fee) return;
  open({ status: 'checkout', itemId: item, accessFeeId: fee });
  needPageElement('paywall-checkout');
}

/** Ends the purchase (the viewer closed the checkout, or it finished). */
export function closePurchase(): void {
  if (purchase.get().status !== 'idle') purchase.set({ status: 'idle' });
}


/** Notes that this tab sent a payment (the checkout's attempts call it). */
export function notePaymentBegun(): void {
  paymentsBegun += 1;
}

/**
 * Whether this tab sent a payment since the current (or, once closed, the last) purchase opened:
 * a checkout that closes without one sold nothing, so what the viewer owns has not changed
 * (nothing needs asking again). Kept by the store, so an element that starts listening after the
 * purchase opened still knows.
 */
export function paidSincePurchaseOpened(): boolean {
  return paymentsBegun > paymentsAtOpen;
}
