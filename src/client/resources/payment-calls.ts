import type { Ctx } from '../context';
import { multipart, pageReferrer, withIppwat, writes } from '../http-write';
import { MESSAGES, clientError } from '../errors';
import type { CallOptions, MoneyOptions } from '../http';
import type { DefaultCard, SetDefaultCardResult, DirectDebitMandate, ExternalPaymentParams, PaymentMethod, PaymentResult, TransactionHistory, SiteList, SitePlan, SitePrice } from '../types';

/** Card fields (entered in the card frame; never stored). */
export interface CardInput {
  number: string;
  cardName: string;
  expMonth: number | string;
  expYear: number | string;
  cvv: string;
}

/** A card charge for an access fee: what a purchase (POST /payments) and a subscription (POST /subscriptions) share. */
export interface CardChargeInput extends CardInput {
  accessFee: number | string;
  paymentMethod: number | string;
  returnUrl: string;
  referrer?: string;
  voucherCode?: string;
  brandingId?: string;
}

/** A card purchase of an access fee (POST /payments). */
export interface PaymentInput extends CardChargeInput {
  /** Buy as a gift for `receiverEmail`. */
  isGift?: boolean;
  receiverEmail?: string;
}

/** A card donation (POST /v2/payments/donation). */
export interface DonationInput extends CardInput {
  paymentMethod: number | string;
  currency: string;
  amount: number | string;
  assetId: number | string;
  donationId?: number | string;
  returnUrl: string;
  referrer?: string;
  brandingId?: string;
}

/** Fields shared by the v2 (non-card) payment and subscription calls. */
export interface V2PaymentInput {
  accessFeeId: number | string;
  referrer?: string;
  brandingId?: string;
  voucherCode?: string;
}

/** An Apple Pay or Google Pay payment on the web: the v2 fields, the item, and where the wallet step returns to. */
export interface WalletPaymentInput extends V2PaymentInput {
  assetId?: number | string;
  /** The page the wallet step returns to (the payment provider's sheet or the sandbox's stand-in). */
  returnUrl?: string;
}

/** Card fields on the wire. */
export const cardFields = (i: CardInput) => ({ number: i.number, card_name: i.cardName, exp_month: i.expMonth, exp_year: i.expYear, cvv: i.cvv });

/** The wire fields shared by the v2 payment and subscription calls. */
export const v2Fields = (c: Ctx) => (method: string, i: V2PaymentInput) => ({
  payment_method: method, access_fee_id: i.accessFeeId, voucher_code: i.voucherCode, branding_id: i.brandingId ?? c.brandingId,
  referrer: i.referrer ?? pageReferrer(),
});

/**
 * The payments group's calls: card, iDEAL, direct debit, wallets, donations, PayPal, receipts,
 * history. The client loads them with their first use (./payments), but the list of methods.
 */
export function paymentCalls(c: Ctx) {
  const { aget } = c;
  const { send, pay: payAs } = writes(c);
  const brand = (b?: string) => b ?? c.brandingId;
  const pay = (path: string, body: Record<string, unknown>, o?: MoneyOptions) => payAs<PaymentResult>(path, body, o);
  const v2 = v2Fields(c);
  const CARD = '/v2/payments/cards/default';
  const DD = '/v2/payments/direct-debit/mandate';

  return {
    /** GET /payments/methods. */
    getPaymentMethods: (o?: CallOptions) => aget<PaymentMethod[]>('/payments/methods', o),
    /** POST /payments: a card purchase; `return_url` gets `ippwat=ppv`; gift fields only for gifts. */
    createPayment: (i: PaymentInput, o?: MoneyOptions) =>
      pay('/payments', {
        ...cardFields(i), access_fee: i.accessFee, payment_method: i.paymentMethod, referrer: i.referrer ?? pageReferrer(),
        branding_id: brand(i.brandingId), return_url: withIppwat(i.returnUrl, 'ppv'), voucher_code: i.voucherCode,
        ...(i.isGift ? { is_gift: true, receiver_email: i.receiverEmail } : {}),
      }, o),
    /** POST /payments with `pi_id` after 3-D Secure; rejects with 400 without a payment intent id. */
    confirmPayment: (paymentIntentId: string, o?: MoneyOptions) =>
      paymentIntentId ? pay('/payments', { pi_id: paymentIntentId }, o) : Promise.reject(clientError(400, MESSAGES.noPaymentIntent)),
    /** POST /v2/payments/donation: a card donation; `return_url` gets `ippwat=ppv`. */
    createDonationPayment: (i: DonationInput, o?: MoneyOptions) =>
      pay('/v2/payments/donation', {
        ...cardFields(i), payment_method: i.paymentMethod, referrer: i.referrer ?? pageReferrer(), branding_id: brand(i.brandingId),
        currency_iso: i.currency, amount: i.amount, item_id: i.assetId, donation_id: i.donationId, return_url: withIppwat(i.returnUrl, 'ppv'),
      }, o),
    /** POST /v2/payments/donation:confirm; rejects with 400 without a payment intent id. */
    confirmDonationPayment: (
      i: { paymentIntentId: string; brandingId?: string; paymentMethod?: number | string; donationId?: number | string },
      o?: MoneyOptions,
    ) =>
      i.paymentIntentId
        ? pay('/v2/payments/donation:confirm', {
          pi_id: i.paymentIntentId, branding_id: brand(i.brandingId), payment_method: i.paymentMethod, donation_id: i.donationId,
        }, o)
        : Promise.reject(clientError(400, MESSAGES.noPaymentIntent)),
    /** POST /external-payments (multipart): PayPal parameters. */
    getPayPalParams: (
      i: { origin: string; accessFeeId: number | string; paymentMethod: number | string; voucherCode?: string; brandingId?: string },
      o?: MoneyOptions,
    ) =>
      payAs<ExternalPaymentParams>('/external-payments',
        multipart({ origin: i.origin, access_fee: i.accessFeeId, payment_method: i.paymentMethod, branding_id: brand(i.brandingId), voucher_code: i.voucherCode }), o),
    /** GET /v2/payments/cards/default. */
    getDefaultCreditCard: (o?: CallOptions) => aget<DefaultCard>(CARD, o),
    /** PUT /v2/payments/cards/default. */
    setDefaultCreditCard: (
      i: { cardNumber: string; cardName: string; cvc: string; expMonth: number | string; expYear: number | string; currency: string },
      o?: CallOptions,
    ) =>
      send<SetDefaultCardResult>('PUT', CARD, {
        number: i.cardNumber, card_name: i.cardName, cvv: i.cvc, exp_month: i.expMonth, exp_year: i.expYear, currency_iso: i.currency,
      }, o),
    /** GET /v2/payments/direct-debit/mandate. */
    getDirectDebitMandate: (o?: CallOptions) => aget<DirectDebitMandate>(DD, o),
    /** POST /v2/payments/direct-debit/mandate (address only when given). */
    createDirectDebitMandate: (i: { name: string; iban: string; address?: string }, o?: CallOptions) =>
      send<DirectDebitMandate>('POST', DD, { name: i.name, iban: i.iban, address: i.address }, o),
    /** POST /v2/payments with payment_method `Direct Debit`. */
    directDebitCharge: (i: V2PaymentInput & { assetId: number | string }, o?: MoneyOptions) =>
      pay('/v2/payments', { ...v2('Direct Debit', i), item_id: i.assetId }, o),
    /** POST /v2/payments with payment_method `ideal`; `return_url` gets `ippwat=ppv`. */
    idealPayment: (i: V2PaymentInput & { bank: string; returnUrl: string; assetId?: number | string }, o?: MoneyOptions) =>
      pay('/v2/payments', { ...v2('ideal', i), item_id: i.assetId, bank: i.bank, return_url: withIppwat(i.returnUrl, 'ppv') }, o),
    /** POST /v2/payments with payment_method `google pay on web`; `return_url` (when given) gets `ippwat=ppv`. */
    googlePayPayment: (i: WalletPaymentInput, o?: MoneyOptions) =>
      pay('/v2/payments', { ...v2('google pay on web', i), item_id: i.assetId, return_url: i.returnUrl && withIppwat(i.returnUrl, 'ppv') }, o),
    /** POST /v2/payments with payment_method `apple pay on web`; `return_url` (when given) gets `ippwat=ppv`. */
    applePayPayment: (i: WalletPaymentInput, o?: MoneyOptions) =>
      pay('/v2/payments', { ...v2('apple pay on web', i), item_id: i.assetId, return_url: i.returnUrl && withIppwat(i.returnUrl, 'ppv') }, o),
    /**
     * POST /payments for a price a voucher brings to zero (a redeemed gift, say): no card fields; the
     * platform confirms the zero amount and grants the access.
     */
    createFreePayment: (
      i: { accessFee: number | string; paymentMethod: number | string; voucherCode: string; returnUrl?: string; referrer?: string; brandingId?: string },
      o?: MoneyOptions,
    ) =>
      pay('/payments', {
        access_fee: i.accessFee, payment_method: i.paymentMethod, voucher_code: i.voucherCode, referrer: i.referrer ?? pageReferrer(),
        branding_id: brand(i.brandingId), return_url: i.returnUrl && withIppwat(i.returnUrl, 'ppv'),
      }, o),
    /** POST /v2/external-payments/{platform}/validate: an in-app receipt (amazon, apple, google-play, roku). */
    validateReceipt: (
      i: { platform: 'amazon' | 'apple' | 'google-play' | 'roku'; receipt: string; productName?: string; itemId?: number | string; accessFeeId?: number | string; amazonUserId?: string },
      o?: CallOptions,
    ) =>
      send<PaymentResult>('POST', `/v2/external-payments/${encodeURIComponent(i.platform)}/validate`, {
        receipt: i.receipt,
        ...(i.productName ? { product_name: i.productName } : { item_id: i.itemId, access_fee_id: i.accessFeeId }),
        amazon_user_id: i.platform === 'amazon' ? i.amazonUserId : undefined,
      }, o),
    /** GET /v2/accounting/payment-history. */
    getPaymentHistory: (o?: CallOptions) => aget<TransactionHistory>('/v2/accounting/payment-history', o),
    /** GET /v2/accounting/transactions/{trxToken}/receipt: the receipt as a Blob (PDF). */
    getBillingReceipt: (trxToken: string, o?: CallOptions) =>
      c.http<Blob>(`/v2/accounting/transactions/${encodeURIComponent(trxToken)}/receipt`, { ...o, auth: true, blob: true }),
    /** GET /v3/sites/{siteId}/plans[?query] (`q` searches the names; `page`, `page_length`). */
    getSitePlans: (siteId: string, query?: Record<string, string>, o?: CallOptions) =>
      c.get<SiteList & { plans: SitePlan[] }>(`/v3/sites/${encodeURIComponent(siteId)}/plans`, o, query),
    /** GET /v3/sites/{siteId}/plans/{planId}/prices. */
    getSitePlanPrices: (siteId: string, planId: string, o?: CallOptions) =>
      c.get<SiteList & { prices: SitePrice[] }>(`/v3/sites/${encodeURIComponent(siteId)}/plans/${encodeURIComponent(planId)}/prices`, o),
    /** GET /payments/transactions?exclude=store-payment&size&page (defaults size 10, page 0). */
    getTransactions: (
      i: { size?: number; page?: number; startDate?: string; endDate?: string; type?: string } = {},
      o?: CallOptions,
    ) =>
      aget<TransactionHistory>('/payments/transactions', o, {
        exclude: 'store-payment', size: i.size ?? 10, page: i.page ?? 0, startDate: i.startDate, endDate: i.endDate, type: i.type,
      }),
  };
}

/** The payments resource group. */
export type PaymentsResource = ReturnType<typeof paymentCalls>;
