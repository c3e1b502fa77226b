/**
 * The gift the viewer just bought (the `gift-voucher` event's payload, SPEC section 4), kept in
 * sessionStorage for the tab so the gift journey's success page can show it after a navigation.
 * Text only; the voucher code is the receiver's, shown to the buyer who paid for it.
 */
import { webStorage } from '../client/storage';
import type { PaymentEventResource } from '../site/payment-event';

const KEY = 'paywall-elements.gift-voucher';

/** A bought gift as the pages show it. */
export interface GiftVoucher {
  /** The voucher code the receiver redeems (absent when the platform's event did not reach this page). */
  code?: string;
  receiverEmail: string;
  /** The amount paid, as the platform wrote it (e.g. "12.99"). */
  amount?: string;
  currency?: string;
  /** What the gift gives. */
  title?: string;
  /** The buyer's message (kept on this device: the platform's payment call has no message field). */
  message?: string;
}

const text = (v: unknown, max = 300): string | undefined => (typeof v === 'string' || typeof v === 'number') && String(v).length <= max ? String(v) : undefined;

/** The gift of a `gift-voucher` event's resource (untrusted: strings only, bounded). */
export function giftVoucherFrom(resource: PaymentEventResource, extra: { receiverEmail?: string; message?: string; title?: string } = {}): GiftVoucher {
  const out: GiftVoucher = { receiverEmail: text(resource.receiver_email) ?? extra.receiverEmail ?? '' };
  const code = text(resource.voucher_code, 100);
  if (code) out.code = code;
  const amount = text(resource.amount, 20);
  if (amount) out.amount = amount;
  const currency = text(resource.currency_iso, 3);
  if (currency) out.currency = currency;
  const title = text(resource.preview_Title ?? resource.previewTitle) ?? extra.title;
  if (title) out.title = title;
  if (extra.message) out.message = extra.message.slice(0, 500);
  return out;
}

/** Keeps the gift for this tab's next pages. */
export function keepGiftVoucher(gift: GiftVoucher): void {
  try {
    webStorage('session')?.setItem(KEY, JSON.stringify(gift));
  } catch {
    // storage full or blocked: the success page then says the gift was sent, without its details
  }
}

/** The gift kept for this tab, or null (a malformed record is null). */
export function readGiftVoucher(): GiftVoucher | null {
  try {
    const v = JSON.parse(webStorage('session')?.getItem(KEY) ?? 'null') as Record<string, unknown> | null;
    if (!v || typeof v !== 'object' || typeof v.receiverEmail !== 'string') return null;
    return giftVoucherFrom({ voucher_code: v.code as string, amount: v.amount as string, currency_iso: v.currency as string, receiver_email: v.receiverEmail }, {
      title: text(v.title), message: text(v.message, 500),
    });
  } catch {
    return null;
  }
}
