/**
 * The payments group as the client holds it: the list of payment methods, which a checkout asks for
 * to show itself, at once; every other call (./payment-calls, a chunk of its own) with its first use,
 * as a lazy group's (src/client/lazy.ts).
 */
import type { Ctx } from '../context';
import type { CallOptions } from '../http';
import { partlyLazy } from '../lazy';
import type { PaymentMethod } from '../types';
import type { PaymentsResource } from './payment-calls';

export type { CardChargeInput, CardInput, DonationInput, PaymentInput, PaymentsResource, V2PaymentInput, WalletPaymentInput } from './payment-calls';

/** The payments group: card, iDEAL, direct debit, wallets, donations, PayPal, receipts, history. */
export function payments(c: Ctx): PaymentsResource {
  const reading: Partial<PaymentsResource> = {
    /** GET /payments/methods. */
    getPaymentMethods: (o?: CallOptions) => c.aget<PaymentMethod[]>('/payments/methods', o),
  };
  return partlyLazy(reading, () => import('./payment-calls'), (m) => m.paymentCalls, c);
}
