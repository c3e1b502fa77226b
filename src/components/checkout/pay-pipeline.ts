/**
 * The checkout's payment pipeline: the `Payer` of one access fee with what proves its outcome (the
 * purchase probe, the payment events, the platform check), the attempt bookkeeping, the bank step
 * and the page's reactions. `PayForm` loads this module when the viewer starts to pay (types in the
 * card frame, focuses the form, or presses Pay) or comes back from the bank, not when the price shows.
 */
import type { RefObject } from 'react';
import type { PaywallClient } from '../../client/client';
import type { AccessFee } from '../../client/types';
import type { AppliedVoucher } from './voucher';
import type { CardFrameHandle } from './card-frame';
import type { PaywallConfig } from '../../stores/config';
import { $bankFrame, closeBankFrame, openBankFrame } from '../../stores/bank-frame';
import { beginAttempt, canAttemptSubscription, couldBeOwnAttempt, endAttempt, isOwnAttempt, updateAttempt, type AttemptInfo } from '../../stores/attempts';
import { onPaymentEvent, whenNotificationsConnected } from '../../stores/payment-events';
import { startPaymentReactions, storeEffectEnv, currentRoute } from '../../stores/payment-reactions';
import { navigateTo } from '../../stores/navigation';
import { refreshSession } from '../../stores/session';
import { reactionsFor } from '../../site/reactions';
import { performEffects } from '../../site/effects';
import { returnUrl, type RouteName } from '../../site/routes';
import type { PaymentEvent } from '../../site/payment-event';
import { Payer, type PayerDeps, type PayPhase } from './payer';
import { sharedFee } from './shared-fee';
import { forgetPending, rememberPending, type BankReturn } from '../../stores/pending-purchase';
import { returnProbe, startPurchaseProbe, type PurchaseProbe } from './probe';
import { confirmUntilKnown } from '../../stores/confirm';
import type { PaymentEventType } from '../../site/payment-event';

const SUCCESS_TYPES = new Set(['payment.card.success', 'subscribe.success']);
const FAILED_TYPES = new Set(['payment.card.failed', 'subscribe.failed']);

/** The bank frame's state, which the card form follows once this code is here (it alone opens the frame for the form). */
export { $bankFrame, closeBankFrame };

/** The route whose reactions the checkout's own outcomes follow (the 'payment details' side). */
export function detailsRoute(kind: 'ppv' | 'subscription'): RouteName {
  const page = currentRoute()?.name;
  if (page === 'gift-journey.payment-details' || page === 'content.payment_details' || page === 'payment_details') return page;
  return kind === 'subscription' ? 'payment_details' : 'content.payment_details';
}

/** What `payerDeps` needs: the purchase, how it is proven, and what differs between the card and the other methods. */
export interface PayerSetup {
  client: PaywallClient;
  itemId: string;
  fee: AccessFee;
  kind: 'ppv' | 'subscription';
  probe: PurchaseProbe;
  /** The payment event whose reactions a failure runs (its dialog). */
  failureEvent: PaymentEventType;
  /** When the form showed (see `SharedFee.since`); without it the payer has no lock across tabs (a gift, a donation). */
  shownAt?: number;
  /** The method remembered with the pending purchase across a bank redirect (not the card). */
  method?: string;
  /** The line above the bank frame. */
  bankMessage?: string;
  /** The form shows a failure in place, with the platform's explanation: no failure dialog over it (it would say it twice, and be announced twice). */
  failureInPlace?: boolean;
  /** The card details were refused before anything was sent: focus the first field to fix. */
  invalid?: () => void;
  /** How the bank or wallet step is shown (default: the payer's choice, a redirect for pay-per-view). */
  via?: 'redirect' | 'bank-frame';
  send: PayerDeps['send'];
  onPhase(phase: PayPhase): void;
}

/**
 * The payer's surroundings every payment form shares (the card form's pipeline and the other
 * methods): the session's token, the purchase probe, the 30 s subscription wait, the attempt
 * bookkeeping, the bank step, the route's failure reactions and the fee's lock across tabs.
 */
export function payerDeps(s: PayerSetup): PayerDeps {
  const { client, itemId, fee, kind, probe } = s;
  return {
    kind,
    send: s.send,
    async token() {
      // good for at least another minute (an expiring token is refreshed first), or null
      const record = await client.session.valid();
      if (!record) return null;
      await Promise.all([whenNotificationsConnected(5_000), probe.ready]);
      return record.token;
    },
    refreshToken: async (failed) => (await client.session.refreshAfter(failed))?.token ?? null,
    check: (own) => probe.check(own),
    mayStart: () => (kind === 'subscription' ? canAttemptSubscription() : true),
    checkActionUrl: (url) => storeEffectEnv().checkActionUrl(url),
    requiresAction(url, via) {
      rememberPending({ itemId, accessFeeId: String(fee.id), kind, ...(s.method ? { method: s.method } : {}) });
      if ((s.via ?? via) === 'redirect') navigateTo(url, 'redirect');
      else openBankFrame(url, s.bankMessage);
    },
    // a payment without an access fee (a donation, id 0) is matched by its payment intent only
    begin: () => beginAttempt({ kind, accessFeeId: fee.id || undefined }),
    update: learnAttempt,
    end: (id) => endAttempt(id),
    failed(resource) {
      const event: PaymentEvent = { type: s.failureEvent, timestamp: Math.floor(Date.now() / 1000), resource: { access_fee_id: fee.id, ...resource } };
      const effects = reactionsFor(detailsRoute(kind), event, { ownAttempt: true, params: currentRoute()?.params ?? { contentId: itemId } });
      performEffects(s.failureInPlace ? effects.filter((e) => e.type !== 'dialog') : effects, storeEffectEnv());
    },
    invalid: s.invalid,
    signedOut: () => void refreshSession(),
    // one attempt for this fee across the viewer's tabs
    shared: s.shownAt === undefined ? undefined : sharedFee(client, itemId, fee.id, probe, s.shownAt),
    onPhase(p) {
      // the bank step is over once the attempt moves on (a failure event, say, while it is open)
      if (p.status !== 'requires-action' && $bankFrame.get().status === 'open') closeBankFrame();
      if (p.status === 'success') forgetPending();
      s.onPhase(p);
    },
  };
}

/**
 * Runs the page's reactions to payment events, and hands the payer the events of its attempt: a
 * success (of `success` types) is a hint to ask the platform now; a failure (of `failed` types) must
 * name the attempt, and is confirmed with the platform by the payer. Returns the stop function.
 */
export function followEvents(payer: Payer, success: ReadonlySet<string> = SUCCESS_TYPES, failed: ReadonlySet<string> = FAILED_TYPES): () => void {
  const stopReactions = startPaymentReactions();
  // a failure can arrive before the answer to the card request that names the attempt's payment
  // (the platform's event overtaking its own HTTP answer): the last few are kept, and one counts
  // once the attempt knows itself and the failure names it; never before, so another tab's failure
  // ends nothing here
  const early: PaymentEvent[] = [];
  const recheck = () => {
    for (const event of early.filter(isOwnAttempt)) {
      early.splice(early.indexOf(event), 1);
      queueMicrotask(() => payer.event('failed', event.resource));
    }
  };
  const stopEvents = onPaymentEvent((event) => {
    if (success.has(event.type) && couldBeOwnAttempt(event)) queueMicrotask(() => payer.event('success'));
    else if (failed.has(event.type) && couldBeOwnAttempt(event)) {
      if (early.push(event) > 9) early.shift();
      recheck();
    }
  });
  rechecks.add(recheck);
  return () => {
    stopEvents();
    rechecks.delete(recheck);
    stopReactions();
  };
}

/** What looks again at the kept early failures once an attempt has learnt its payment (`followEvents`). */
const rechecks = new Set<() => void>();

/**
 * Records what the answer to an attempt's request named (its payment intent, its transaction), and
 * hands each payer the failures it kept that name it (see `followEvents`).
 */
export function learnAttempt(id: number, patch: Partial<AttemptInfo>): void {
  updateAttempt(id, patch);
  rechecks.forEach((recheck) => recheck());
}


/** What the pipeline reads from the form as it changes (the voucher, the method, the config). */
export interface PipelineState {
  paymentMethodId: string;
  voucher: AppliedVoucher | null;
  config: PaywallConfig;
}

/** What `startPipeline` needs from the form. */
export interface PipelineOptions {
  client: PaywallClient;
  itemId: string;
  fee: AccessFee;
  kind: 'ppv' | 'subscription';
  /** The viewer is back from the bank for this purchase: the pipeline resumes and confirms it. */
  bankReturn?: BankReturn | null;
  card: RefObject<CardFrameHandle | null>;
  /** The form's current state, read when a payment is sent. */
  state(): PipelineState;
  /** Every phase of the payer (the form shows it; success has already forgotten the pending purchase). */
  onPhase(phase: PayPhase): void;
  reportError(error: unknown, code?: string): string;
  /** When the form showed (ms, wall clock): what the viewer owned was known then. */
  shownAt: number;
}

/** A running pipeline: its payer, a redirect for the bank frame's fallback, and its teardown. */
export interface PayPipeline {
  payer: Payer;
  /** Leaves for a checked bank URL in the whole tab (the bank frame could not show it). */
  redirect(url: string): void;
  dispose(): void;
}

/** Starts the payment pipeline of one access fee (one per fee; `dispose` when the form goes). */
export function startPipeline(o: PipelineOptions): PayPipeline {
  const { client, itemId, fee, kind } = o;

  // the viewer's transactions before paying tell this payment's from the others (taken now, before
  // any payment is sent: the payer waits for them); back from the bank the page is new, so the
  // return's payment intent (which the payer resumes) is the proof
  const probe = o.bankReturn ? returnProbe(client, itemId, fee.id) : startPurchaseProbe(client, itemId, fee.id);

  const payer = new Payer(payerDeps({
    client, itemId, fee, kind, probe,
    failureEvent: kind === 'subscription' ? 'subscribe.failed' : 'payment.card.failed',
    // the card form's status line shows the outcome; the first field in error is inside the card frame
    failureInPlace: true,
    invalid: () => o.card.current?.focus(),
    shownAt: o.shownAt,
    send(attemptId, key, bearer) {
      const { voucher, config, paymentMethodId } = o.state();
      const fields = {
        access_fee: String(fee.id),
        payment_method: paymentMethodId,
        referrer: location.origin + location.pathname,
        return_url: returnUrl(kind, location),
        ...(config.brandingId && config.brandingId !== 'default' ? { branding_id: config.brandingId } : {}),
        ...(voucher ? { voucher_code: voucher.code } : {}),
      };
      return o.card.current?.submit(attemptId, key, fields, bearer) ?? false;
    },
    onPhase: o.onPhase,
  }));

  // the page's reactions to payment events, and this attempt's own events
  const stopEvents = followEvents(payer);

  // back from the bank: confirm the payment intent (pay-per-view), then wait for the outcome
  const ret = o.bankReturn;
  if (ret) {
    payer.resume({ piId: ret.paymentIntent ?? undefined });
    void (async () => {
      try {
        if (ret.kind === 'ppv' && ret.paymentIntent) {
          const pi = ret.paymentIntent;
          await Promise.all([whenNotificationsConnected(5_000), probe.ready]);
          // an answer that proves nothing is sent again with the same key; if it stays unknown the
          // platform is asked below, never taken for a failure (the bank may have charged)
          const sent = await confirmUntilKnown(() => client.payments.confirmPayment(pi, { idempotencyKey: `confirm-${pi}` }));
          if (sent.outcome === 'refused') throw sent.error;
          if (sent.outcome === 'sent' && ret.bankFailed && !sent.body?.transaction) {
            o.card.current?.clear();
            return payer.failNow('The payment was not authorised by your bank.');
          }
        }
        payer.confirm();
      } catch (error) {
        payer.failNow(o.reportError(error, 'confirm_failed'));
      }
    })();
  }

  return {
    payer,
    redirect: (url) => navigateTo(url, 'redirect'),
    dispose() {
      stopEvents();
      payer.dispose();
    },
  };
}
