import type { Ctx } from '../context';
import { pageReferrer, withIppwat, writes } from '../http-write';
import { type CallOptions, type MoneyOptions } from '../http';
import type { PaymentResult, Subscription, SubscriptionList } from '../types';
import { type CardChargeInput, type V2PaymentInput, cardFields, v2Fields } from './payment-calls';

/** A card subscription to an access fee (POST /subscriptions). */
export type SubscriptionInput = CardChargeInput;

/** The subscriptions group: list, details, cancel, card / iDEAL / direct-debit subscribe, plan switch. */
export function subscriptions(c: Ctx) {
  const { aget } = c;
  const { pay } = writes(c);
  const sub = (path: string, body: Record<string, unknown>, o?: MoneyOptions) => pay<PaymentResult>(path, body, o);
  const v2 = v2Fields(c);

  return {
    /** GET /subscriptions?limit&page[&status] (defaults limit 15, page 0). */
    getSubscriptions: (i: { page?: number; limit?: number; status?: string } = {}, o?: CallOptions) =>
      aget<SubscriptionList>('/subscriptions', o, { limit: i.limit ?? 15, page: i.page ?? 0, status: i.status || undefined }),
    /** GET /subscriptions/{id}. */
    getSubscription: (id: number | string, o?: CallOptions) => aget<Subscription>(`/subscriptions/${encodeURIComponent(String(id))}`, o),
    /**
     * GET the subscription's own cancel URL. The bearer token goes along only when that URL is on the
     * platform's origin; a foreign URL gets a plain request.
     */
    cancelSubscription: (unsubscribeUrl: string, o?: CallOptions) => aget<Subscription>(unsubscribeUrl, o),
    /** POST /subscriptions: a card subscription; `return_url` gets `ippwat=subscription`. */
    createSubscription: (i: SubscriptionInput, o?: MoneyOptions) =>
      sub('/subscriptions', {
        ...cardFields(i), access_fee: i.accessFee, payment_method: i.paymentMethod, referrer: i.referrer ?? pageReferrer(),
        branding_id: i.brandingId ?? c.brandingId, return_url: withIppwat(i.returnUrl, 'subscription'), voucher_code: i.voucherCode,
      }, o),
    /** POST /v2/subscriptions with payment_method `Direct Debit`. */
    directDebitSubscribe: (i: V2PaymentInput & { assetId: number | string }, o?: MoneyOptions) =>
      sub('/v2/subscriptions', { ...v2('Direct Debit', i), item_id: i.assetId }, o),
    /** POST /v2/subscriptions with payment_method `ideal`; `return_url` gets `ippwat=subscription`. */
    idealSubscribe: (i: V2PaymentInput & { bank: string; returnUrl: string; assetId?: number | string }, o?: MoneyOptions) =>
      sub('/v2/subscriptions', { ...v2('ideal', i), item_id: i.assetId, bank: i.bank, return_url: withIppwat(i.returnUrl, 'subscription') }, o),
    /** POST /v2/subscriptions/stripe:switch: change the plan of a subscription. */
    changeSubscriptionPlan: (i: { accessFeeId: number | string; inplayerToken: string }, o?: MoneyOptions) =>
      sub('/v2/subscriptions/stripe:switch', { access_fee_id: i.accessFeeId, inplayer_token: i.inplayerToken }, o),
  };
}

/** The subscriptions resource group. */
export type SubscriptionsResource = ReturnType<typeof subscriptions>;
