/**
 * One purchase attempt at a time (RELIABILITY A3, A4): a synchronous lock taken in the same task
 * as the click or Enter, one idempotency key per attempt (reused only when the same attempt is sent
 * again after an unknown outcome), no automatic retry, and an 'unknown' state that asks the
 * platform before another attempt is allowed. Framework-free; the checkout renders its phases.
 */
import type { CardResult } from './card-frame';
import { isUnknownOutcome, watchOutcome, type CheckAnswer, type Watch } from '../../stores/confirm';
import type { FeeClaim } from '../../stores/pay-lock';
import type { OwnPayment } from './probe';
import { randomId } from '../../internal/random-id';

/** What the checkout shows while paying; mirrored as `data-state`. */
export type PayPhase =
  | { status: 'ready' }
  /** Sending, or (`elsewhere`) waiting while another tab pays for the same fee. */
  | { status: 'paying'; elsewhere?: boolean }
  /** The platform accepted the request; waiting for the payment event or the REST check. */
  | { status: 'confirming' }
  /** The bank must confirm: the viewer is sent to `url` (a redirect or the bank frame). */
  | { status: 'requires-action'; url: string; via: 'redirect' | 'bank-frame' }
  /** No answer arrived (network error or timeout): the platform is asked before anything else. */
  | { status: 'unknown'; message: string }
  /** No outcome within the time limit: an honest screen with a way out. */
  | { status: 'still-confirming' }
  | { status: 'failed'; message: string; detail: string }
  | { status: 'success' }
  /** Another tab paid for the fee while this one waited: nothing was sent, nothing charged. */
  | { status: 'owned' };

/**
 * How a payer shares its access fee with the viewer's other tabs (stores/pay-lock.ts): one
 * attempt per fee at a time, and the next tab asks the platform before paying again.
 */
export interface SharedFee {
  /** Takes the fee for this tab, waiting (after `onWait`) while another tab holds it; rejects when `signal` aborts. */
  claim(onWait: () => void, signal: AbortSignal): Promise<FeeClaim>;
  /**
   * When the form showed what the viewer owns (ms, wall clock): a payment recorded before it was
   * known to the viewer (a rental bought again on purpose); one recorded after it was not.
   */
  readonly since: number;
  /**
   * Whether the fee is paid, asked after another tab's attempt that was sent (outcome unknown) or
   * paid: the purchase check, and with `unseen` (a payment this form never showed) access to the
   * item now. Rejects when the platform cannot be asked.
   */
  alreadyPaid(unseen: boolean): Promise<boolean>;
  /** Records the outcome of attempt `id` reached after the fee was let go (see `settleShared`). */
  settle(state: 'done' | 'ended', id?: string): void;
}

/** Everything the payer needs from its surroundings. */
export interface PayerDeps {
  kind: 'ppv' | 'subscription';
  /** Sends the card request through the frame; false when the frame is not connected. */
  send(attemptId: string, idempotencyKey: string, token: string): boolean;
  /** A bearer token good for at least a minute, or null when signed out. */
  token(): Promise<string | null>;
  /**
   * A new token after the platform refused `failedToken` (single-flight refresh), or null when the
   * session is gone. Without it a refused token ends the attempt as signed out.
   */
  refreshToken?(failedToken: string): Promise<string | null>;
  /**
   * Asks the platform whether this attempt's purchase went through: `own` is what the platform's
   * answer to it named (nothing when no answer was heard), so another payment never passes for it.
   */
  check(own?: OwnPayment): Promise<CheckAnswer>;
  /** May a new attempt start? (the 30 s subscription wait; shows 'Please wait' when not). */
  mayStart(): boolean;
  /** The checked requires-action URL, or null when it must not be followed. */
  checkActionUrl(url: string): string | null;
  /** Leaves the page for the bank (pay-per-view) or opens the bank frame (subscription). */
  requiresAction(url: string, via: 'redirect' | 'bank-frame'): void;
  /** A new attempt is registered with the attempts store; returns its id there. */
  begin(): number;
  /** The attempt learned its transaction or payment intent. */
  update(localId: number, patch: { transaction?: string; piId?: string }): void;
  /** The attempt reached its outcome. */
  end(localId: number): void;
  /** Runs the route's reactions to the attempt's failure (dialog, cleared fields, attempt time). */
  failed(resource: { message?: string; explain?: string; code?: string | number }): void;
  /** The card details were refused before anything was sent: the viewer goes to the first field to fix. */
  invalid?(): void;
  signedOut(): void;
  onPhase(phase: PayPhase): void;
  /** One attempt per fee across the viewer's tabs (absent: this payer's own lock only). */
  shared?: SharedFee;
  /** Milliseconds to wait for the frame's answer. @default 40000 */
  resultTimeoutMs?: number;
  /** Limit of the confirmation wait. @default 120000 */
  confirmLimitMs?: number;
}

interface Attempt {
  id: string;
  key: string;
  localId: number;
  /** The request went out at least once (a success event before that belongs to someone else). */
  sent?: boolean;
  /** Resumed after the bank on a new page: the tab that sent it recorded it under another id. */
  resumed?: boolean;
  /** The bearer token the last send used. */
  token?: string;
  /** The request was already replayed once after the platform refused the token. */
  replayed?: boolean;
  /** What the platform's answer named (its payment intent, its transaction): the payment that proves this attempt. */
  own?: OwnPayment;
}


/** The purchase attempts of one checkout. */
export class Payer {
  phase: PayPhase = { status: 'ready' };
  private attempt: Attempt | null = null;
  private resultTimer: ReturnType<typeof setTimeout> | undefined;
  private watch: Watch | null = null;
  private disposed = false;
  /** The fee, held across tabs while an attempt is in flight. */
  private claim: FeeClaim | null = null;
  /** Stops the wait for another tab's payment of the same fee. */
  private waiting: AbortController | null = null;

  constructor(private readonly deps: PayerDeps) {}

  private set(phase: PayPhase) {
    if (this.disposed) return;
    this.phase = phase;
    // the other tabs may pay once nothing of this tab's is in flight (an unknown outcome is taken
    // over by the next one with the same key)
    if (!this.busy) this.letGo();
    this.deps.onPhase(phase);
  }

  private letGo() {
    this.claim?.release();
    this.claim = null;
  }

  /**
   * True while a request is in flight or its outcome is being confirmed: the lock. It is the phase
   * itself, set in the same task as the click, so there is one truth to keep.
   */
  get busy(): boolean {
    const s = this.phase.status;
    return s === 'paying' || s === 'confirming' || s === 'requires-action';
  }

  /**
   * Starts (or, after an unknown outcome, re-sends) the attempt. The lock is taken before this
   * returns, so a second click or Enter in the same or a later task is refused. Returns false when
   * nothing was started.
   */
  pay(): boolean {
    if (this.busy || this.disposed) return false;
    const s = this.phase.status;
    if (s === 'paying' || s === 'confirming' || s === 'requires-action' || s === 'success' || s === 'still-confirming') return false;
    const resend = s === 'unknown' && this.attempt !== null;
    if (!resend && !this.deps.mayStart()) return false;
    this.watch?.stop();
    this.watch = null;
    if (!resend) this.attempt = { id: randomId(), key: randomId(), localId: this.deps.begin() };
    this.set({ status: 'paying' });
    void this.send(this.attempt!);
    return true;
  }

  private async send(attempt: Attempt, fresh?: string) {
    if (this.deps.shared && !this.claim && !(await this.claimFee(attempt))) return;
    let token: string | null = fresh ?? null;
    if (!token) {
      try {
        token = await this.deps.token();
      } catch {
        token = null;
      }
    }
    if (this.attempt !== attempt) return;
    if (!token) {
      this.finish();
      this.set({ status: 'ready' });
      this.deps.signedOut();
      return;
    }
    attempt.token = token;
    this.claim?.record(attempt);
    if (!this.deps.send(attempt.id, attempt.key, token)) {
      this.settle('unsent');
      this.finish();
      this.set({ status: 'failed', message: 'The card form is not ready yet. Please try again in a moment.', detail: '' });
      return;
    }
    attempt.sent = true;
    clearTimeout(this.resultTimer);
    this.resultTimer = setTimeout(() => this.unknown(attempt), this.deps.resultTimeoutMs ?? 40_000);
  }

  /**
   * Takes the fee across the viewer's tabs before the attempt goes out, waiting while another tab
   * pays for it. After another tab's attempt that was sent (its outcome unknown) or that paid, the
   * platform is asked first: paid means this tab sends nothing and says so; not paid means this
   * tab sends the other tab's open attempt again, with its key, never a new one. True when the
   * attempt may be sent.
   */
  private async claimFee(attempt: Attempt): Promise<boolean> {
    const shared = this.deps.shared!;
    const stop = new AbortController();
    this.waiting = stop;
    let claim: FeeClaim | null = null;
    try {
      claim = await shared.claim(() => {
        if (this.attempt === attempt && this.phase.status === 'paying') this.set({ status: 'paying', elsewhere: true });
      }, stop.signal);
    } catch {
      // stopped (the viewer stopped waiting, or the form went); a browser that refuses the lock
      // leaves this payer's own lock, as before
      if (stop.signal.aborted) return false;
    } finally {
      if (this.waiting === stop) this.waiting = null;
    }
    if (this.attempt !== attempt || this.disposed) {
      claim?.release();
      return false;
    }
    if (!claim) return true;
    this.claim = claim;
    if (this.phase.status === 'paying' && this.phase.elsewhere) this.set({ status: 'paying' });
    const prev = claim.previous;
    // this very attempt again (after an unknown outcome): the same key, nothing to ask
    if (prev?.id === attempt.id && prev.state === 'open') return true;
    if (prev?.state === 'ended') {
      // certainly not paid; if it was this very attempt (another tab ended it), a new one
      if (prev.id === attempt.id) Object.assign(attempt, { id: randomId(), key: randomId() });
      return true;
    }
    // another tab held the fee (even when storage kept no record of its attempt: full, blocked), or
    // left an attempt this form has not shown: the platform is asked; a payment this form already
    // showed as owned is being made again on purpose
    const unseen = claim.waited || (!!prev && prev.at >= shared.since);
    if (!unseen && prev?.state !== 'open') return true;
    let paid: boolean | null;
    try {
      paid = await shared.alreadyPaid(unseen);
    } catch {
      paid = null;
    }
    if (this.attempt !== attempt || this.disposed) return false;
    if (paid) {
      this.finish();
      this.set({ status: 'owned' });
      return false;
    }
    if (prev?.state === 'open') {
      // the other tab's attempt may still charge: only the same attempt, with its key, goes out
      Object.assign(attempt, { id: prev.id, key: prev.key });
      return true;
    }
    if (paid === null) {
      this.finish();
      this.set({ status: 'failed', message: 'We could not check whether another window paid for this. Please try again.', detail: '' });
      return false;
    }
    return true;
  }

  /** Handles the frame's answer to the attempt in flight (other attempts' answers are ignored). */
  onResult(result: CardResult): void {
    const attempt = this.attempt;
    if (!attempt || result.attemptId !== attempt.id || this.phase.status !== 'paying') return;
    if (result.body.code === 'busy') return;
    clearTimeout(this.resultTimer);
    const { body, status } = result;
    if (body.pi_id || body.transaction) this.deps.update(attempt.localId, (attempt.own = { piId: body.pi_id, transaction: body.transaction }));
    if (body.code === 'invalid_card' || body.code === 'not_ready') {
      // the frame sent nothing: it shows what to fix (or is still starting)
      this.settle('unsent');
      if (body.code === 'invalid_card') this.deps.invalid?.();
      this.finish();
      this.set({ status: 'ready' });
      return;
    }
    if (isUnknownOutcome(result)) return this.unknown(attempt);
    if (status === 401) {
      // refused before anything happened (the token expired on the platform's side): one refresh,
      // then the same attempt once more with the same key
      if (!attempt.replayed && attempt.token && this.deps.refreshToken) {
        attempt.replayed = true;
        const failed = attempt.token;
        void this.deps.refreshToken(failed).then(
          (next) => (this.attempt !== attempt ? undefined : next ? this.send(attempt, next) : this.signedOut()),
          () => this.attempt === attempt && this.signedOut(),
        );
        return;
      }
      return this.signedOut();
    }
    if (result.ok && body.redirect_to_url) {
      const url = this.deps.checkActionUrl(body.redirect_to_url);
      if (!url) {
        this.settle('ended');
        this.finish();
        this.set({ status: 'failed', message: 'The bank confirmation page could not be opened safely.', detail: '' });
        return;
      }
      const via = this.deps.kind === 'subscription' ? 'bank-frame' : 'redirect';
      this.set({ status: 'requires-action', url, via });
      this.deps.requiresAction(url, via);
      return;
    }
    if (result.ok) return this.confirm();
    this.fail(body.message || 'The payment was not accepted.', errorsText(body.errors), body.code);
  }

  /** Waits for the outcome of an accepted request (or a return from the bank). */
  confirm(): void {
    this.set({ status: 'confirming' });
    this.startWatch();
  }

  private startWatch() {
    this.watchPlatform((outcome) => {
      if (outcome === 'success') this.succeed();
      else if (outcome === 'failed') this.fail('The payment was not completed.', '');
      else this.set({ status: 'still-confirming' });
    });
  }

  /** Asks the platform until it has an answer or the limit passes (one watch at a time). */
  private watchPlatform(onOutcome: (outcome: 'success' | 'failed' | 'still-confirming') => void) {
    this.watch?.stop();
    this.watch = watchOutcome({
      check: () => this.deps.check(this.attempt?.own),
      limitMs: this.deps.confirmLimitMs ?? 120_000,
      onOutcome: (outcome) => {
        this.watch = null;
        onOutcome(outcome);
      },
    });
  }

  /** No answer: ask the platform; a re-send of the same attempt (same key) is allowed meanwhile. */
  private unknown(attempt: Attempt) {
    if (this.attempt !== attempt) return;
    this.set({ status: 'unknown', message: 'We could not confirm whether your payment went through. We are checking with the payment service.' });
    this.watchPlatform((outcome) => {
      if (outcome === 'success') this.succeed();
    });
  }

  /**
   * A payment event for this attempt arrived. Success is verified over REST. A failure is checked
   * with the platform too before the attempt ends (a purchase the platform shows wins), and is
   * ignored while the card request is still out: the request's own answer decides then, so a
   * failure from another tab or attempt can never end this one while it may still charge.
   */
  event(kind: 'success' | 'failed', resource: { message?: string; explain?: unknown; code?: string | number } = {}): void {
    const s = this.phase.status;
    if (kind === 'success') {
      // before this tab's request went out (waiting for another tab), a success is that tab's
      if (s === 'paying' && !this.attempt?.sent) return;
      if (this.watch) this.watch.poke();
      else if (s === 'paying' || s === 'unknown' || s === 'still-confirming' || s === 'requires-action') this.confirm();
      return;
    }
    if (s !== 'confirming' && s !== 'unknown' && s !== 'requires-action' && s !== 'still-confirming') return;
    const attempt = this.attempt;
    clearTimeout(this.resultTimer);
    this.watch?.stop();
    this.watch = null;
    const message = typeof resource.message === 'string' && resource.message ? resource.message : 'The payment was not accepted.';
    const explain = typeof resource.explain === 'string' ? resource.explain : '';
    this.deps.check(attempt?.own).then(
      (answer) => {
        if (this.attempt !== attempt || this.disposed) return;
        if (answer === 'success') this.succeed();
        else this.fail(message, explain, resource.code);
      },
      () => {
        // the platform cannot be asked right now: the outcome stays unknown, never a certain failure
        if (attempt && this.attempt === attempt && !this.disposed) this.unknown(attempt);
      },
    );
  }

  /**
   * Takes over an attempt that continued outside this page (the viewer is back from the bank):
   * registers it, so its payment events count as this tab's, and starts confirming it.
   */
  resume(patch: { piId?: string } = {}): void {
    if (this.busy || this.disposed) return;
    this.attempt = { id: randomId(), key: randomId(), localId: this.deps.begin(), sent: true, resumed: true, own: patch };
    if (patch.piId) this.deps.update(this.attempt.localId, patch);
    this.set({ status: 'paying' });
  }

  /** Ends the attempt as failed with the route's reactions (a bank refusal known from the return). */
  failNow(message: string, detail = ''): void {
    this.fail(message, detail);
  }

  /** The viewer left the bank step without finishing it: back to the form. */
  cancelAction(): void {
    if (this.phase.status !== 'requires-action') return;
    this.settle('ended');
    this.finish();
    this.set({ status: 'ready' });
  }

  private signedOut() {
    // refused before anything happened (401)
    this.settle('ended');
    this.finish();
    this.set({ status: 'ready' });
    this.deps.signedOut();
  }

  /** Marks success (after REST confirmed access). */
  succeed(): void {
    this.settle('done');
    this.finish();
    this.set({ status: 'success' });
  }

  private fail(message: string, detail: string, code?: string | number, react = true) {
    this.settle('ended');
    this.finish();
    this.set({ status: 'failed', message, detail });
    if (react) this.deps.failed({ message, explain: detail || undefined, code });
  }

  /** Tells the other tabs how this attempt ended (with the fee held, or after letting it go). */
  private settle(state: 'done' | 'ended' | 'unsent') {
    const a = this.attempt;
    if (this.claim) this.claim.settle(state);
    else if (a?.sent && state !== 'unsent') this.deps.shared?.settle(state, a.resumed ? undefined : a.id);
  }

  private finish() {
    this.waiting?.abort();
    this.waiting = null;
    this.letGo();
    clearTimeout(this.resultTimer);
    this.watch?.stop();
    this.watch = null;
    if (this.attempt) this.deps.end(this.attempt.localId);
    this.attempt = null;
  }

  /** Back to the form after a failure (fields stay as the reactions left them). */
  reset(): void {
    if (this.waiting) {
      // the viewer stops waiting for the other tab: nothing was sent
      this.finish();
      this.set({ status: 'ready' });
      return;
    }
    if (this.busy) return;
    this.finish();
    this.set({ status: 'ready' });
  }

  /** Stops every timer; later answers are ignored. */
  dispose(): void {
    this.finish();
    this.disposed = true;
  }
}

function errorsText(errors: Record<string, string> | undefined): string {
  return errors ? Object.values(errors).filter(Boolean).join(' ') : '';
}
