import { useCallback, useEffect, useRef, useState } from 'react';
import { getClient } from '../../stores/client';
import { emit } from '../../internal/emit';
import { safeUrl } from '../../site/urls';
import { useT } from '../../i18n';
import { media as mediaMessages } from '../../i18n/media';
import { Loading } from '../ui/spinner';
import { css, useStyles } from '../../internal/styles';
import type { MediaEventDetail } from '../../events';

/** Media the gate signs after the access check: a CloudFront address, or a JW Player media. */
export type SignedMediaRef =
  | { kind: 'cloudfront'; url: string }
  | { kind: 'jw'; url: string; mediaId: string; appConfigId: string };

/**
 * What an item's content says to sign, or null when it is not signed media: a lone http(s) address
 * (CloudFront: `GET /items/{id}/access/cloudfront?url`), or a JSON object `{media_id, app_config_id,
 * url}` (JW Player: `GET v2/items/jw-media/token`, the token added to `url` as `?token=`).
 */
export function signedMediaOf(content: string): SignedMediaRef | null {
  const text = content.trim();
  if (text.startsWith('{')) {
    try {
      const v = JSON.parse(text) as Record<string, unknown>;
      const url = typeof v.url === 'string' && /^https?:\/\//i.test(v.url) ? safeUrl(v.url) : null;
      if (url && typeof v.media_id === 'string' && v.media_id && typeof v.app_config_id === 'string' && v.app_config_id) {
        return { kind: 'jw', url, mediaId: v.media_id, appConfigId: v.app_config_id };
      }
    } catch {
      // not JSON after all
    }
    return null;
  }
  const url = /^https?:\/\/\S+$/i.test(text) ? safeUrl(text) : null;
  return url ? { kind: 'cloudfront', url } : null;
}

/** A signed address and when it stops working (Unix seconds; null when the answer does not say). */
interface Signed {
  url: string;
  expiresAt: number | null;
}

/** When a JWT stops working (`exp` of its payload), or null. */
function jwtExpiry(token: string): number | null {
  try {
    const exp = (JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
  } catch {
    return null;
  }
}

/** Asks the platform for a freshly signed address. Rejects on a failed or malformed answer. */
async function sign(itemId: string, ref: SignedMediaRef): Promise<Signed> {
  const client = getClient();
  if (ref.kind === 'cloudfront') {
    const r = await client.assets.getCloudfrontURL(itemId, ref.url);
    const url = safeUrl(r?.video_url);
    if (!url) throw new Error('malformed');
    const expires = Number(new URL(url).searchParams.get('Expires'));
    return { url, expiresAt: Number.isInteger(expires) && expires > 0 ? expires : null };
  }
  const r = await client.assets.getSignedMediaToken(ref.appConfigId, ref.mediaId);
  const token = r?.token;
  if (typeof token !== 'string' || !/^[\w.-]+$/.test(token)) throw new Error('malformed');
  const u = new URL(ref.url);
  u.searchParams.set('token', token);
  return { url: u.href, expiresAt: jwtExpiry(token) };
}

/** The next signing: at 80% of the address's life, at least 5 s from now; never without an expiry. */
export function resignDelay(expiresAt: number | null, nowMs = Date.now()): number | null {
  if (expiresAt === null) return null;
  return Math.max(5000, (expiresAt * 1000 - nowMs) * 0.8);
}

const playerStyles = css`
  .player { display: grid; gap: 0.5rem; }
  .player video { display: block; width: 100%; max-height: 70vh; background: #000; border-radius: var(--paywall-radius, 6px); }
`;

type State = { status: 'signing' } | ({ status: 'ready' } & Signed) | { status: 'error'; message: string };

/**
 * The player of signed media: signs the item's media address after the access check, plays it
 * (unless the page slots its own player: then it only hands the addresses over), and signs it
 * again before it expires, keeping the playing position. Each signed address is announced with
 * `paywall-media` (`{itemId, url, expiresAt}`) for the merchant's own player. A player that finds
 * its address refused (the tab slept past the expiry) gets a new one once.
 */
export function SignedMedia({ itemId, media: mediaRef, title, show, host, report }: {
  itemId: string;
  media: SignedMediaRef;
  title: string;
  show: boolean;
  host: HTMLElement | null;
  report: (error: unknown, code?: string) => string;
}) {
  const t = useT(mediaMessages);
  const [state, setState] = useState<State>({ status: 'signing' });
  const video = useRef<HTMLVideoElement>(null);
  const box = useRef<HTMLDivElement>(null);
  useStyles(box, playerStyles);
  const round = useRef(0);
  const retried = useRef('');
  const key = `${mediaRef.kind}:${mediaRef.url}`;

  const run = useCallback(() => {
    const mine = ++round.current;
    sign(itemId, mediaRef).then(
      (s) => {
        if (mine !== round.current) return;
        setState({ status: 'ready', ...s });
        emit<MediaEventDetail>(host, 'paywall-media', { itemId, url: s.url, expiresAt: s.expiresAt });
      },
      (error: unknown) => {
        if (mine !== round.current) return;
        const malformed = (error as Error)?.message === 'malformed';
        setState({ status: 'error', message: malformed ? report({ status: 0, data: { message: t('failed') } }, 'media_sign_failed') : report(error, 'media_sign_failed') });
      },
    );
    // the texts and the reporter may change; a new signing starts only for another item or address
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [itemId, key, host]);

  useEffect(() => {
    const rounds = round;
    run();
    // an answer arriving after unmounting (or for the previous item) is ignored
    return () => {
      rounds.current++;
    };
  }, [run]);

  // sign again before the address expires
  const expiresAt = state.status === 'ready' ? state.expiresAt : null;
  const signedUrl = state.status === 'ready' ? state.url : '';
  useEffect(() => {
    const delay = resignDelay(expiresAt);
    if (delay === null) return;
    const timer = setTimeout(run, delay);
    // a tab coming back from the background may have slept past its timer
    const onVisible = () => {
      if (document.visibilityState === 'visible' && expiresAt !== null && expiresAt * 1000 - Date.now() < 10_000) run();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [expiresAt, signedUrl, run]);

  // a new address keeps the position and whether it was playing
  useEffect(() => {
    const v = video.current;
    if (!v || !signedUrl || v.getAttribute('src') === signedUrl) return;
    const at = v.currentTime;
    const playing = !v.paused;
    v.src = signedUrl;
    if (!at && !playing) return;
    v.addEventListener('loadedmetadata', () => {
      v.currentTime = at;
      if (playing) void v.play().catch(() => undefined);
    }, { once: true });
  }, [signedUrl]);

  const onError = () => {
    // refused (expired while the tab slept, say): one new address per refused one
    if (signedUrl && retried.current !== signedUrl) {
      retried.current = signedUrl;
      run();
    }
  };

  if (!show) return null;
  return (
    <div ref={box} className="player" part="player" data-state={state.status}>
      {state.status === 'signing' ? <Loading label={t('preparing')} /> : null}
      {state.status === 'error' ? (
        <div className="panel">
          <p className="form-error" role="alert" part="player-error">{state.message}</p>
          <button type="button" part="retry" onClick={() => { setState({ status: 'signing' }); run(); }}>{t('tryAgain')}</button>
        </div>
      ) : null}
      {state.status === 'ready' ? <video ref={video} part="video" controls playsInline preload="metadata" aria-label={title} onError={onError} /> : null}
    </div>
  );
}

/** The gate's content when it looks like media: signed media, or (a lone word that is not an address) its text. */
export function MediaContent({ content, ...rest }: { content: string } & Omit<Parameters<typeof SignedMedia>[0], 'media'>) {
  const media = signedMediaOf(content);
  if (media) return <SignedMedia {...rest} media={media} />;
  return rest.show ? <>{content}</> : null;
}
