/**
 * The glue between a non-card method and the checkout's `Payer`: the same synchronous lock, one
 * idempotency key per attempt, the unknown-outcome check, the 30 s subscription wait, the payment
 * events that belong to the attempt and the route's reactions. The method only says how its
 * money-moving request is sent (with the attempt's key) and how its bank or wallet step is shown.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { PaywallClient } from '../../../client/client';
import type { AccessFee } from '../../../client/types';
import { toResultBody } from '../../../internal/result-body';
import { closeBankFrame } from '../../../stores/bank-frame';
import { currentConfig } from '../../../stores/config';
import { whenNotificationsConnected } from '../../../stores/payment-events';
import { currentRoute } from '../../../stores/payment-reactions';
import type { BankReturn } from '../../../stores/pending-purchase';
import type { PaymentEventType } from '../../../site/payment-event';
import { readPaymentReturn, returnUrl, type RouteName, type TemplateName } from '../../../site/routes';
import type { CardResult } from '../card-frame';
import { isSubscriptionFee } from '../pay-form';
import { followEvents, payerDeps } from '../pay-pipeline';
import { Payer, type PayPhase } from '../payer';
import { returnProbe, startPurchaseProbe, type PurchaseProbe } from '../probe';
import type { OfferedMethod } from './catalog';

/** What a method form hands the payer. */
export interface MethodPayerOptions {
  client: PaywallClient;
  itemId: string;
  fee: AccessFee;
  /** The method (remembered across a bank redirect as the pending purchase's `method`). */
  method: OfferedMethod;
  /** Sends the method's money-moving request with the attempt's idempotency key; resolves to the platform's answer. */
  request?(idempotencyKey: string): Promise<unknown>;
  /**
   * Sends the attempt another way instead (a card through a frame): true when it went out; its answer
   * goes to `payer.onResult`.
   */
  send?(attemptId: string, idempotencyKey: string, token: string): boolean;
  /** How the purchase is proven (default: access to the item and this payment's transaction of the fee, see probe.ts). */
  probe?: PurchaseProbe;
  /** Back from a card's bank step: confirms its payment intent first (POST with `pi_id`). */
  confirmReturn?(ret: BankReturn): Promise<unknown>;
  /** How the bank or wallet step is shown: a top-level redirect, or the sandboxed bank frame over the page. */
  via: 'redirect' | 'bank-frame';
  /** The line above the bank frame. */
  bankMessage?: string;
  /** The payment event whose reactions a failure of this method runs (its dialog). */
  failureEvent: PaymentEventType;
  /** The viewer is back from this method's bank or wallet step. */
  bankReturn?: BankReturn | null;
  onPhase(phase: PayPhase): void;
  onSuccess(): void;
  /** Reports a failure as `paywall-error` and returns its readable message. */
  reportError?(error: unknown, code?: string): string;
}

const SUCCESS: ReadonlySet<string> = new Set(['payment.card.success', 'subscribe.success', 'external.payment.success', 'external.subscribe.success']);
const FAILED: ReadonlySet<string> = new Set(['payment.card.failed', 'subscribe.failed', 'payment.ideal.failed', 'ideal.subscribe.failed', 'external.payment.failed']);
/** The check route of each 'payment details' route: where a redirect method comes back to. */
const CHECK_OF: Partial<Record<RouteName, TemplateName>> = {
  'content.payment_details': 'content.payment_check',
  payment_details: 'plans.payment_check',
  'gift-journey.payment-details': 'gift-journey.payment_check',
};

/**
 * Where a bank or wallet step returns to: on a page that declares a 'payment details' route, its
 * check route (`content.payment_check`, `plans.payment_check`), whose `<paywall-payment-check>`
 * confirms by REST; otherwise this page, where the checkout confirms by itself. `ippwat` is added.
 */
export function methodReturnUrl(kind: 'ppv' | 'subscription', itemId: string): string {
  const route = currentRoute();
  const check = route ? CHECK_OF[route.name] : undefined;
  return returnUrl(kind, location, check ? { route: check, params: { contentId: itemId, planId: itemId, ...route!.params }, templates: currentConfig().routes } : undefined);
}

/** The frame-result shape the payer reads, from a client call's answer or error. */
export function requestResult(attemptId: string, ok: boolean, status: number, raw: unknown): CardResult {
  const r = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  // PayPal's parameters name the page to go to `endpoint`
  const body = toResultBody(typeof r.endpoint === 'string' && !r.redirect_to_url ? { ...r, redirect_to_url: r.endpoint } : r);
  return { type: 'result', attemptId, ok, status, body, last4: '', brand: 'unknown' };
}

/** The message of a failed bank or wallet step the viewer came back from. */
export const BANK_FAILED = 'The payment was not completed: your bank or wallet did not confirm it.';

/**
 * A `Payer` for a non-card method, wired to the attempts store, the payment events and the route's
 * reactions, and the way back from its bank or wallet step. Returns the payer, its phase, the
 * purchase probe and what the bank frame's buttons do.
 */
export function useMethodPayer(o: MethodPayerOptions) {
  const { client, itemId, fee } = o;
  const kind = isSubscriptionFee(fee) ? 'subscription' : 'ppv';
  const latest = useRef(o);
  latest.current = o;
  const [phase, setPhase] = useState<PayPhase>({ status: 'ready' });
  // what the viewer owned was known when the form showed (the checkout asks before it)
  const [shownAt] = useState(() => Date.now());
  // back from a step the platform completed by itself (iDEAL, PayPal), a baseline taken now would
  // already hold the purchase: the return is proven by the transaction of its payment intent
  const probe = useMemo<PurchaseProbe>(
    () => o.probe ?? (o.bankReturn ? returnProbe(client, itemId, fee.id) : startPurchaseProbe(client, itemId, fee.id)),
    // the return is this mount's
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [client, itemId, fee.id, o.probe],
  );

  const payer = useMemo(
    () =>
      new Payer(payerDeps({
        client, itemId, fee, kind, probe,
        failureEvent: o.failureEvent,
        method: o.method.kind === 'card' ? undefined : o.method.kind,
        bankMessage: o.bankMessage,
        via: o.via,
        // a purchase of access is one attempt per fee across the viewer's tabs; a gift or a
        // donation (proven by its own probe) is a new purchase each time, and needs no such check
        shownAt: o.probe || !fee.id ? undefined : shownAt,
        send(attemptId, key, token) {
          const { send, request } = latest.current;
          if (send) return send(attemptId, key, token);
          request!(key).then(
            (body) => payer.onResult(requestResult(attemptId, true, 200, body)),
            (error: { status?: unknown; data?: unknown }) =>
              payer.onResult(requestResult(attemptId, false, typeof error?.status === 'number' ? error.status : 0, error?.data)),
          );
          return true;
        },
        onPhase: (p) => {
          setPhase(p);
          latest.current.onPhase(p);
          if (p.status === 'success') latest.current.onSuccess();
        },
      })),
    // one payer per access fee and method
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [fee.id, o.method.kind],
  );

  useEffect(() => () => payer.dispose(), [payer]);

  useEffect(() => followEvents(payer, SUCCESS, FAILED), [payer]);

  /**
   * Back from the bank or wallet step: the method confirms its payment intent when it has to, a
   * failure the step reported is checked once with the platform, otherwise the outcome is awaited.
   */
  const finishReturn = (ret: BankReturn) =>
    (async () => {
      await Promise.all([whenNotificationsConnected(5_000), probe.ready]);
      await latest.current.confirmReturn?.(ret);
      if (!ret.bankFailed) return payer.confirm();
      const answer = await probe.check({ piId: ret.paymentIntent ?? undefined }).catch(() => 'pending');
      if (answer === 'success') payer.succeed();
      else payer.failNow(BANK_FAILED);
    })().catch((error: unknown) => payer.failNow(latest.current.reportError?.(error, 'confirm_failed') ?? BANK_FAILED));

  useEffect(() => {
    const ret = o.bankReturn;
    if (!ret) return;
    payer.resume({ piId: ret.paymentIntent ?? undefined });
    void finishReturn(ret);
    // once per return
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [payer]);

  return {
    payer,
    phase,
    /** The bank frame's Cancel: back to the form. */
    cancelStep: () => {
      closeBankFrame();
      payer.cancelAction();
    },
    /** The bank frame reached this site again (the step's outcome is in the address). */
    returned: (href: string) => {
      closeBankFrame();
      const ret = readPaymentReturn(href);
      let failed = false;
      try {
        failed = new URL(href).searchParams.get('redirect_status') === 'failed';
      } catch {
        failed = false;
      }
      void finishReturn({ kind: ret?.kind ?? kind, paymentIntent: ret?.paymentIntent ?? null, bankFailed: failed });
    },
  };
}
