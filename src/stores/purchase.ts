import { atom, readonlyType } from 'nanostores';

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
  ensureCheckoutElement();
}

/** Opens checkout for one access fee of an item. */
export function chooseAccessFee(itemId: string | number, accessFeeId: string | number): void {
  const item = String(itemId ?? '').trim();
  const fee = String(accessFeeId ?? '').trim();
  if (!item || !fee) return;
  purchase.set({ status: 'checkout', itemId: item, accessFeeId: fee });
  ensureCheckoutElement();
}

/** Ends the purchase (the viewer closed the checkout, or it finished). */
export function closePurchase(): void {
  if (purchase.get().status !== 'idle') purchase.set({ status: 'idle' });
}

/**
 * Makes sure a page-level `<paywall-checkout>` exists to show the purchase: when the page has none
 * (without a fixed `access-fee-id`), one is appended to the body. Its code loads only now.
 */
export function ensureCheckoutElement(): void {
  if (typeof document === 'undefined' || !document.body) return;
  const existing = [...document.querySelectorAll('paywall-checkout')].some((el) => !el.hasAttribute('access-fee-id'));
  if (!existing) {
    const el = document.createElement('paywall-checkout');
    el.setAttribute('data-paywall-auto', '');
    document.body.append(el);
  }
}
