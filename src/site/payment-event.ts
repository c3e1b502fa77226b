/**
 * Real-time payment events as the platform publishes them on the account topic
 * (`{ type, timestamp, resource }`), parsed defensively: non-JSON, unknown types and oversized
 * payloads are ignored (RELIABILITY E2).
 */

/**
 * The event types the site handles: the payment types of SPEC section 4, the PayPal outcomes
 * (`external.payment.*`, reference section c), plus `access.granted` / `access.revoked`, which the
 * gate uses and the reaction table ignores.
 */
export const PAYMENT_EVENT_TYPES = [
  'payment.card.success',
  'payment.card.failed',
  'payment.card.requires.action',
  'payment.ideal.failed',
  'payment.ideal.requires.action',
  'subscribe.success',
  'subscribe.failed',
  'subscribe.requires.action',
  'external.subscribe.success',
  'external.payment.success',
  'external.payment.failed',
  'ideal.subscribe.failed',
  'gift-voucher',
  'access.granted',
  'access.revoked',
] as const;

/** One of the payment event types. */
export type PaymentEventType = (typeof PAYMENT_EVENT_TYPES)[number];

/** An event's resource (SPEC section 3); every field is optional and is treated as untrusted. */
export interface PaymentEventResource {
  explain?: unknown;
  message?: string;
  redirect_to_url?: string;
  voucher_code?: string;
  preview_Title?: string;
  currency_iso?: string;
  amount?: string | number;
  full_amount?: string | number;
  customer_email?: string;
  transaction?: string;
  access_fee_id?: string | number;
  item_id?: string | number;
  pi_id?: string;
  [field: string]: unknown;
}

/** A payment event after parsing. */
export interface PaymentEvent {
  type: PaymentEventType;
  /** Unix seconds, as sent (0 when absent). */
  timestamp: number;
  resource: PaymentEventResource;
}

/** Largest raw message accepted, in characters. */
export const MAX_EVENT_SIZE = 64 * 1024;

/** True when `value` is a known payment event type. */
export function isPaymentEventType(value: unknown): value is PaymentEventType {
  return typeof value === 'string' && (PAYMENT_EVENT_TYPES as readonly string[]).includes(value);
}

/**
 * Parses a message (a JSON string or an already parsed object) into a payment event, or null when
 * it is not JSON, too large, not an object, or of a type the site does not handle.
 */
export function parsePaymentEvent(raw: unknown): PaymentEvent | null {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    if (raw.length > MAX_EVENT_SIZE) return null;
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const { type, timestamp, resource } = value as Record<string, unknown>;
  if (!isPaymentEventType(type)) return null;
  const res = resource && typeof resource === 'object' && !Array.isArray(resource) ? (resource as PaymentEventResource) : {};
  const ts = typeof timestamp === 'number' && Number.isFinite(timestamp) ? timestamp : Number(timestamp) || 0;
  return { type, timestamp: ts, resource: res };
}

/**
 * The key that makes handling idempotent: the event type plus its transaction (or, without one,
 * its payment intent, access fee and timestamp). The same event delivered twice has the same key.
 */
export function paymentEventKey(event: PaymentEvent): string {
  const r = event.resource;
  const id = text(r.transaction) || text(r.pi_id) || `${text(r.access_fee_id)}/${text(r.item_id)}@${event.timestamp}:${text(r.voucher_code)}`;
  return `${event.type}|${id}`;
}

/**
 * The explanation shown under a failure dialog's fixed text: `explain` (a string, or the first
 * string of an object such as `{"422": "..."}`), else `message`; empty when neither is usable.
 */
export function explanationOf(resource: PaymentEventResource, prefer: 'explain' | 'message' = 'explain'): string {
  const explain = typeof resource.explain === 'string' ? resource.explain : firstString(resource.explain);
  const message = text(resource.message);
  return (prefer === 'explain' ? explain || message : message || explain).slice(0, 500);
}

function firstString(value: unknown): string {
  if (!value || typeof value !== 'object') return '';
  for (const v of Object.values(value as Record<string, unknown>)) if (typeof v === 'string' && v) return v;
  return '';
}

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}
