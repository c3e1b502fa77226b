/**
 * The donation mode of the card-frame protocol: the donation page (`donation.html`, the card page's
 * fields on the card frame's origin) sends the card with the donation's fields to
 * `POST /v2/payments/donation`. It takes the card page's `init`, `clear` and `focus` and answers with
 * the card page's messages (`ready`, `state`, `result`...); only the submit is its own.
 */
import { isObj, isStr } from './guards';
import { parseParentMessage, type ParentMessage } from './card-protocol';

/** The donation's fields the page adds to the card (SPEC section 3, Payment). */
export interface DonationFields {
  currency_iso: string;
  amount: string;
  item_id: string;
  donation_id?: string;
  payment_method: string;
  referrer: string;
  return_url: string;
  branding_id?: string;
}

/** Messages from the parent to the donation page. */
export type DonationParentMessage =
  | Extract<ParentMessage, { type: 'init' | 'clear' | 'focus' }>
  | { type: 'donation-submit'; attemptId: string; idempotencyKey: string; token?: string; fields: DonationFields };

const KEYS = ['currency_iso', 'amount', 'item_id', 'donation_id', 'payment_method', 'referrer', 'return_url', 'branding_id'];
const REQUIRED = ['currency_iso', 'amount', 'item_id', 'payment_method', 'referrer', 'return_url'];

/** Checks a message arriving in the donation page; returns it typed, or null. */
export function parseDonationParentMessage(data: unknown): DonationParentMessage | null {
  if (!isObj(data)) return null;
  if (data.type !== 'donation-submit') {
    const shared = parseParentMessage(data);
    return shared && shared.type !== 'submit' ? shared : null;
  }
  if (!isStr(data.attemptId, 128) || !data.attemptId || !isStr(data.idempotencyKey, 255) || !data.idempotencyKey) return null;
  if (!(data.token === undefined || isStr(data.token, 8192)) || !isObj(data.fields)) return null;
  const f = data.fields;
  if (!Object.keys(f).every((k) => KEYS.includes(k)) || !Object.values(f).every((v) => v === undefined || isStr(v))) return null;
  if (!REQUIRED.every((k) => isStr(f[k]) && f[k])) return null;
  if (!/^\d+(\.\d{1,2})?$/.test(String(f.amount)) || !/^[A-Z]{3}$/.test(String(f.currency_iso))) return null;
  return data as unknown as DonationParentMessage;
}
