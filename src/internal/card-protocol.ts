/**
 * The message protocol between the checkout (the parent page) and the card frame. Pure types and
 * schema checks, shared by both sides: every message is checked before it is used, in both
 * directions, and anything that does not match is dropped. Card digits never appear in a message.
 */

import { isObj, isStr } from './guards';

/**
 * The frame's first message over `window.postMessage` (with a random `session` per page load; it is
 * repeated until the parent connects).
 */
export const HELLO = 'paywall-card:hello';
/** The parent's answer to `HELLO`; it carries the `MessagePort` everything else travels over. */
export const CONNECT = 'paywall-card:connect';

/** Whether the frame sends a one-off payment (`POST /payments`) or a subscription (`POST /subscriptions`). */
export type CardMode = 'payment' | 'subscription';

/** The card fields, by name. */
export type CardField = 'number' | 'name' | 'expiry' | 'cvc';

/** Card brand as far as the number's prefix tells. */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

/** The labels the frame shows; the parent may translate them. */
export interface CardLabels {
  number: string;
  name: string;
  expiry: string;
  cvc: string;
}

/** Default English labels. */
export const DEFAULT_LABELS: Readonly<CardLabels> = Object.freeze({
  number: 'Card number',
  name: 'Name on card',
  expiry: 'Expiry (MM/YY)',
  cvc: 'Security code (CVC)',
});

/** The non-card fields the frame adds to the platform request (SPEC section 3, Payment). */
export interface SubmitFields {
  access_fee: string;
  payment_method: string;
  referrer: string;
  branding_id?: string;
  return_url: string;
  voucher_code?: string;
  is_gift?: string;
  receiver_email?: string;
}

/** Messages from the parent to the frame. */
export type ParentMessage =
  | {
      type: 'init';
      apiBase: string;
      token: string;
      mode: CardMode;
      locale?: string;
      /** `--paywall-*` custom properties copied into the frame. */
      theme?: Record<string, string>;
      labels?: Partial<CardLabels>;
      /** The field checks' messages in the page's language (default: the frame's English ones). */
      errors?: Partial<Record<CardField, string>>;
    }
  | {
      type: 'submit';
      attemptId: string;
      idempotencyKey: string;
      fields: SubmitFields;
      /** A fresher bearer token than the one `init` carried. */
      token?: string;
    }
  | { type: 'clear' }
  | { type: 'focus' };

/** What the platform answered, reduced to the fields the parent may see. */
export interface ResultBody {
  code?: string | number;
  message?: string;
  redirect_to_url?: string;
  pi_id?: string;
  transaction?: string;
  /** Validation errors by field name; values are the platform's texts. */
  errors?: Record<string, string>;
}

/** Messages from the frame to the parent. */
export type FrameMessage =
  | { type: 'ready' }
  | {
      type: 'state';
      /** Every field has a value of plausible length. */
      complete: boolean;
      /** Every field passes its check. */
      valid: boolean;
      brand: CardBrand;
      /** Messages for fields the viewer has left with a bad value. */
      errors: Partial<Record<CardField, string>>;
    }
  | {
      type: 'result';
      attemptId: string;
      ok: boolean;
      /** HTTP status; 0 when no answer arrived (network error or timeout: the outcome is unknown). */
      status: number;
      body: ResultBody;
      last4: string;
      brand: CardBrand;
    }
  | { type: 'resize'; height: number }
  /** Enter was pressed inside the frame: the parent runs its own Pay path (with its lock). */
  | { type: 'submit-request' }
  /** The frame refused its configuration (for example an API base it does not trust). */
  | { type: 'fatal'; code: string; message: string };

const optStr = (v: unknown, max = 2048) => v === undefined || isStr(v, max);
const FIELDS: readonly CardField[] = ['number', 'name', 'expiry', 'cvc'];
const BRANDS: readonly CardBrand[] = ['visa', 'mastercard', 'amex', 'discover', 'unknown'];
/** Keys allowed in `SubmitFields`. */
const SUBMIT_KEYS = ['access_fee', 'payment_method', 'referrer', 'branding_id', 'return_url', 'voucher_code', 'is_gift', 'receiver_email'];

function stringMap(v: unknown, keyOk: (k: string) => boolean, max = 256): boolean {
  if (!isObj(v)) return false;
  return Object.entries(v).every(([k, val]) => keyOk(k) && isStr(val, max));
}

/**
 * Checks a message arriving in the frame other than a payment (`init`, `clear`, `focus`); returns it
 * typed, or null. The card page checks a `submit` with `parseSubmitMessage`, which comes with its
 * fields' code.
 */
export function parseSettingsMessage(data: unknown): ParentMessage | null {
  if (!isObj(data)) return null;
  switch (data.type) {
    case 'init':
      if (!isStr(data.apiBase) || !isStr(data.token, 8192) || (data.mode !== 'payment' && data.mode !== 'subscription')) return null;
      if (!optStr(data.locale, 35)) return null;
      if (data.theme !== undefined && !stringMap(data.theme, (k) => /^--paywall-[a-z0-9-]{1,64}$/.test(k))) return null;
      if (data.labels !== undefined && !stringMap(data.labels, (k) => (FIELDS as readonly string[]).includes(k), 120)) return null;
      if (data.errors !== undefined && !stringMap(data.errors, (k) => (FIELDS as readonly string[]).includes(k), 200)) return null;
      return data as unknown as ParentMessage;
    case 'clear':
    case 'focus':
      return { type: data.type };
    default:
      return null;
  }
}

/** Checks the parent's `submit` (a payment's attempt, keys and non-card fields); returns it typed, or null. */
export function parseSubmitMessage(data: unknown): Extract<ParentMessage, { type: 'submit' }> | null {
  if (!isObj(data) || data.type !== 'submit') return null;
  if (!isStr(data.attemptId, 128) || !data.attemptId || !isStr(data.idempotencyKey, 255) || !data.idempotencyKey) return null;
  if (!optStr(data.token, 8192) || !isObj(data.fields)) return null;
  const f = data.fields;
  if (!Object.keys(f).every((k) => SUBMIT_KEYS.includes(k))) return null;
  if (!Object.values(f).every((v) => v === undefined || isStr(v))) return null;
  if (!isStr(f.access_fee) || !isStr(f.payment_method) || !isStr(f.referrer) || !isStr(f.return_url)) return null;
  return data as unknown as Extract<ParentMessage, { type: 'submit' }>;
}

/** Checks a message arriving in the frame; returns it typed, or null. */
export function parseParentMessage(data: unknown): ParentMessage | null {
  return isObj(data) && data.type === 'submit' ? parseSubmitMessage(data) : parseSettingsMessage(data);
}

/** Checks a message arriving in the parent from the frame; returns it typed, or null. */
export function parseFrameMessage(data: unknown): FrameMessage | null {
  if (!isObj(data)) return null;
  switch (data.type) {
    case 'ready':
    case 'submit-request':
      return { type: data.type };
    case 'state':
      if (typeof data.complete !== 'boolean' || typeof data.valid !== 'boolean') return null;
      if (!BRANDS.includes(data.brand as CardBrand)) return null;
      if (!stringMap(data.errors, (k) => (FIELDS as readonly string[]).includes(k), 200)) return null;
      return data as unknown as FrameMessage;
    case 'result': {
      if (!isStr(data.attemptId, 128) || typeof data.ok !== 'boolean' || typeof data.status !== 'number') return null;
      if (!isStr(data.last4, 4) || !/^\d{0,4}$/.test(data.last4) || !BRANDS.includes(data.brand as CardBrand)) return null;
      if (!isObj(data.body)) return null;
      const b = data.body;
      if (b.code !== undefined && typeof b.code !== 'string' && typeof b.code !== 'number') return null;
      if (!optStr(b.message, 2000) || !optStr(b.redirect_to_url) || !optStr(b.pi_id, 255) || !optStr(b.transaction, 255)) return null;
      if (b.errors !== undefined && !stringMap(b.errors, () => true, 500)) return null;
      return data as unknown as FrameMessage;
    }
    case 'resize':
      return typeof data.height === 'number' && Number.isFinite(data.height) && data.height >= 0 && data.height < 5000
        ? { type: 'resize', height: data.height }
        : null;
    case 'fatal':
      return isStr(data.code, 64) && isStr(data.message, 500) ? (data as unknown as FrameMessage) : null;
    default:
      return null;
  }
}

export { toResultBody } from './result-body';

/** The parent origin a frame URL's `parent` parameter names, or null when it is not an exact http(s) origin. */
export function parentOriginFrom(search: string): string | null {
  const raw = new URLSearchParams(search).get('parent');
  if (!raw) return null;
  try {
    const u = new URL(raw);
    if ((u.protocol !== 'https:' && u.protocol !== 'http:') || u.origin !== raw) return null;
    return u.origin;
  } catch {
    return null;
  }
}
