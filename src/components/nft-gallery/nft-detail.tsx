import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { PaywallClient } from '../../client/client';
import type { Nft, NftReservation } from '../../client/types';
import { randomId } from '../../internal/random-id';
import { Loading } from '../ui/spinner';
import { NftAvailability, NftImage, NftPrice, type PriceContext } from './nft-card';
import { useT } from '../../i18n';
import { nft as messages } from '../../i18n/nft';
import { reservedUntil } from './nft';
import type { Load } from '../ui/load';

const Login = lazy(() => import('../login/login').then((m) => ({ default: m.Login })));

/** The detail view's content: loading the NFT, its failure, or the NFT. */
export type NftDetailView = Load<Nft>;

/** Where a reservation stands; mirrored as `data-state` on the `reserve` part. */
export type ReservePhase =
  | { status: 'idle' }
  | { status: 'reserving' }
  | { status: 'reserved'; reservation: NftReservation }
  | { status: 'refused'; message: string }
  | { status: 'unknown'; message: string };

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
  const t = useT(messages);
  if (view.status === 'loading') return <Loading label={t('loadingNft')} />;
  if (view.status === 'error') {
    return (
      <div part="detail-error">
        <p className="form-error" role="alert" part="message">{view.message}</p>
        <button type="button" part="retry-button" onClick={onRetry}>{t('tryAgain')}</button>
      </div>
    );
  }
  const { data: nft } = view;
  return (
    <article part="detail" className="nft-detail" data-nft-id={String(nft.id)}>
      <NftImage src={nft.image ?? nft.thumbnail} size={800} eager />
      <div className="nft-detail-text">
        {nft.description ? <p part="description" className="nft-description">{nft.description}</p> : null}
        <NftPrice nft={nft} ctx={ctx} />
        {typeof nft.crypto_price === 'number' && nft.crypto_currency ? (
          <p part="price-crypto" className="muted">{`${nft.crypto_price} ${nft.crypto_currency}`}</p>
        ) : null}
        <NftAvailability nft={nft} />
        <Reserve key={nft.id} nft={nft} client={client} signedIn={signedIn} container={container} onReserved={onReserved} reportError={reportError} />
      </div>
    </article>
  );
}

interface ReserveProps {
  nft: Nft;
  client: PaywallClient | null;
  signedIn: boolean;
  container?: ShadowRoot | HTMLElement;
  onReserved(nft: Nft, reservation: NftReservation): void;
  reportError(error: unknown, code: string): string;
}

/**
 * Reserving one NFT. Signed out, the viewer is asked to sign in here and stays on the same NFT. One
 * idempotency key per attempt: an answer that proves nothing (5xx, lost connection) is tried again
 * only as the same attempt with the same key, so it can never reserve twice.
 */
function Reserve({ nft, client, signedIn, container, onReserved, reportError }: ReserveProps) {
  const t = useT(messages);
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
        <p part="message" className="message">{t('reserveSignIn')}</p>
        <Suspense fallback={<Loading label={t('loadingSignIn')} />}>
          {/* a dialog: no social buttons (the provider sends the viewer back to the page, where it is closed) */}
          <Login container={container} noSocial />
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
        ? { status: 'unknown', message: t('reserveUnknown') }
        : { status: 'refused', message });
    } finally {
      busy.current = false;
    }
  };

  return (
    <div part="reserve" className="nft-reserve" data-state={phase.status}>
      {phase.status === 'reserved' ? (
        <p part="reserved" className="nft-reserved" role="status">{reservedUntil(phase.reservation.expires_at, t)}</p>
      ) : (
        <button type="button" part="reserve-button" disabled={phase.status === 'reserving' || (soldOut && phase.status === 'idle')} onClick={() => void reserve()}>
          {t(phase.status === 'reserving' ? 'reserving' : phase.status === 'unknown' ? 'tryAgain' : 'reserve')}
        </button>
      )}
      {phase.status === 'reserving' ? <p className="visually-hidden" role="status">{t('reserving')}</p> : null}
      {phase.status === 'refused' || phase.status === 'unknown' ? <p part="reserve-error" className="form-error" role="alert">{phase.message}</p> : null}
    </div>
  );
}
