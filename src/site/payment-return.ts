/**
 * Payment return addresses: what the bank's (or the wallet's) redirect back to the page carries,
 * `ippwat=<kind>` and the payment intent, read and removed. Apart from the route markers
 * (`routes.ts`, which re-exports these) so a checkout reads a return without them.
 */

/** The payment kind carried by a return address: `ppv` for one-off purchases, `subscription` otherwise. */
export type ReturnKind = 'ppv' | 'subscription';

/** What a payment return address tells the page it came back to. */
export interface PaymentReturn {
  kind: ReturnKind;
  /** The payment intent to confirm (`payment_intent` as the payment provider appends it), if any. */
  paymentIntent: string | null;
}

/** Reads `ippwat` (and the `payment_intent` the provider appends) from a URL; null when absent or unknown. */
export function readPaymentReturn(href: string): PaymentReturn | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  const kind = url.searchParams.get('ippwat');
  if (kind !== 'ppv' && kind !== 'subscription') return null;
  const pi = url.searchParams.get('payment_intent') ?? url.searchParams.get('pi_id');
  return { kind, paymentIntent: pi && /^[\w-]{1,255}$/.test(pi) ? pi : null };
}

/** The URL with the return parameters (`ippwat`, `payment_intent*`, `redirect_status`) removed. */
export function withoutReturnParams(href: string): string {
  const url = new URL(href);
  for (const key of ['ippwat', 'payment_intent', 'payment_intent_client_secret', 'redirect_status', 'pi_id']) url.searchParams.delete(key);
  return url.href;
}
