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

/** Opens the price choice for an item (the checkout shows login first when signed out). */
export function startPurchase(itemId: string | number): void {
  const id = String(itemId ?? '').trim();
  if (!id) return;
  purchase.set({ status: 'choosing', itemId: id });
  needPageElement('paywall-checkout');
}

/** Opens checkout for one access fee of an item. */
export function chooseAccessFee(itemId: string | number, accessFeeId: string | number): void {
  const item = String(itemId ?? '').trim();
  const fee = String(accessFeeId ?? '').trim();
  if (!item || !fee) return;
  purchase.set({ status: 'checkout', itemId: item, accessFeeId: fee });
  needPageElement('paywall-checkout');
}

/** Ends the purchase (the viewer closed the checkout, or it finished). */
export function closePurchase(): void {
  if (purchase.get().status !== 'idle') purchase.set({ status: 'idle' });
}


let paymentsBegun = 0;

/** Notes that this tab sent a payment (the checkout's attempts call it). */
export function notePaymentBegun(): void {
  paymentsBegun += 1;
}

/**
 * How many payments this tab has sent: a checkout that closes with the count unchanged sold
 * nothing, so what the viewer owns has not changed (nothing needs asking again).
 */
export function paymentsBegunCount(): number {
  return paymentsBegun;
}
