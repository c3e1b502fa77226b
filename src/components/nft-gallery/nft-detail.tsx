import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { PaywallClient } from '../../client/client';
import type { Nft, NftReservation } from '../../client/types';
import { randomId } from '../../internal/random-id';
import { readableError } from '../ui/format';
import { Loading } from '../ui/spinner';
import { NftAvailability, NftImage, NftPrice, type PriceContext } from './nft-card';

const Login = lazy(() => import('../login/login').then((m) => ({ default: m.Login })));

/** The detail view's content: loading the NFT, its failure, or the NFT. */
export type NftDetailView = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; nft: Nft };

/** Where a reservation stands; mirrored as `data-state` on the `reserve` part. */
export type ReservePhase =
  | { status: 'idle' }
  | { status: 'reserving' }
  | { status: 'reserved'; reservation: NftReservation }
  | { status: 'refused'; message: string }
  | { status: 'unknown'; message: string };

/** "Reserved until 14:05" (today) or with the date otherwise. */
export function reservedUntil(expiresAt: number | undefined, locale: string): string {
  if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) return 'Reserved for you.';
  const date = new Date(expiresAt * 1000);
  const today = date.toDateString() === new Date().toDateString();
  try {
    const when = new Intl.DateTimeFormat(locale, today ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' }).format(date);
    return `Reserved for you until ${when}.`;
  } catch {
    return `Reserved for you until ${date.toISOString()}.`;
  }
}

/** Props of `NftDetail`. */
export interface NftDetailProps {
  view: NftDetailView;
  ctx: PriceContext;
  client: PaywallClient | null;
  signedIn: boolean;
  container?: ShadowRoot | HTMLElement;
  onRetry(): void;
  onReserved(nft: Nft, reservation: NftReservation): void;
  reportError(error: unknown, code: string): string;
}

/** The detail view inside the dialog: image, name, description, prices, availability, and reserving. */
export function NftDetail({ view, ctx, client, signedIn, container, onRetry, onReserved, reportError }: NftDetailProps) {
  if (view.status === 'loading') return <Loading label="Loading the NFT…" />;
  if (view.status === 'error') {
    return (
      <div part="detail-error">
        <p className="form-error" role="alert" part="message">{view.message}</p>
        <button type="button" part="retry-button" onClick={onRetry}>Try again</button>
      </div>
    );
  }
  const { nft } = view;
  return (
    <article part="detail" className="nft-detail" data-nft-id={String(nft.id)}>
      <NftImage src={nft.image ?? nft.thumbnail} development={ctx.development} size={800} eager />
      <div className="nft-detail-text">
        {nft.description ? <p part="description" className="nft-description">{nft.description}</p> : null}
        <NftPrice nft={nft} ctx={ctx} />
        {typeof nft.crypto_price === 'number' && nft.crypto_currency ? (
          <p part="price-crypto" className="muted">{`${nft.crypto_price} ${nft.crypto_currency}`}</p>
        ) : null}
        <NftAvailability nft={nft} />
        <Reserve key={nft.id} nft={nft} client={client} signedIn={signedIn} container={container} locale={ctx.locale} onReserved={onReserved} reportError={reportError} />
      </div>
    </article>
  );
}

interface ReserveProps {
  nft: Nft;
  client: PaywallClient | null;
  signedIn: boolean;
  container?: ShadowRoot | HTMLElement;
  locale: string;
  onReserved(nft: Nft, reservation: NftReservation): void;
  reportError(error: unknown, code: string): string;
}

/**
 * Reserving one NFT. Signed out, the viewer is asked to sign in here and stays on the same NFT. One
 * idempotency key per attempt: an answer that proves nothing (5xx, lost connection) is tried again
 * only as the same attempt with the same key, so it can never reserve twice.
 */
function Reserve({ nft, client, signedIn, container, locale, onReserved, reportError }: ReserveProps) {
  const [phase, setPhase] = useState<ReservePhase>({ status: 'idle' });
  const key = useRef<string | null>(null);
  const busy = useRef(false);
  const live = useRef(true);
  useEffect(() => () => {
    live.current = false;
  }, []);

  if (!signedIn) {
    return (
      <div part="reserve login" className="nft-reserve" data-state="signed-out">
        <p part="message" className="message">Sign in to reserve this NFT. You will come back to it here.</p>
        <Suspense fallback={<Loading label="Loading sign-in…" />}>
          <Login container={container} />
        </Suspense>
      </div>
    );
  }

  const soldOut = nft.available === 0;
  const reserve = async () => {
    if (busy.current || !client) return;
    busy.current = true;
    key.current ??= randomId();
    setPhase({ status: 'reserving' });
    try {
      const reservation = await client.nfts.makeReservation(nft.id, { idempotencyKey: key.current });
      key.current = null;
      if (!live.current) return;
      setPhase({ status: 'reserved', reservation });
      onReserved(nft, reservation);
    } catch (error) {
      const status = (error as { status?: unknown })?.status;
      const unknown = typeof status !== 'number' || status === 0 || status >= 500 || status === 408 || status === 429;
      const message = reportError(error, unknown ? 'reserve_unknown' : 'reserve_refused');
      if (!unknown) key.current = null;
      if (!live.current) return;
      setPhase(unknown
        ? { status: 'unknown', message: 'We could not hear whether the reservation went through. Try again: it will not reserve twice.' }
        : { status: 'refused', message: readableError(error, message) });
    } finally {
      busy.current = false;
    }
  };

  return (
    <div part="reserve" className="nft-reserve" data-state={phase.status}>
      {phase.status === 'reserved' ? (
        <p part="reserved" className="nft-reserved" role="status">{reservedUntil(phase.reservation.expires_at, locale)}</p>
      ) : (
        <button type="button" part="reserve-button" disabled={phase.status === 'reserving' || (soldOut && phase.status === 'idle')} onClick={() => void reserve()}>
          {phase.status === 'reserving' ? 'Reserving…' : phase.status === 'unknown' ? 'Try again' : 'Reserve'}
        </button>
      )}
      {phase.status === 'reserving' ? <p className="visually-hidden" role="status">Reserving…</p> : null}
      {phase.status === 'refused' || phase.status === 'unknown' ? <p part="reserve-error" className="form-error" role="alert">{phase.message}</p> : null}
    </div>
  );
}
