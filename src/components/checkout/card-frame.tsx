import { useT } from '../../i18n';
import { checkout } from '../../i18n/checkout';
import { forwardRef, useEffect, useImperativeHandle, useLayoutEffect, useRef, useState } from 'react';
import type { CardField, CardLabels, CardMode, FrameMessage, SubmitFields } from '../../internal/card-protocol';
import { connectCardFrame, frameSrc, type CardFramePort } from './card-frame-port';

/** The result message of the frame. */
export type CardResult = Extract<FrameMessage, { type: 'result' }>;
/** The state message of the frame. */
export type CardState = Extract<FrameMessage, { type: 'state' }>;

/** What the checkout can ask of the card frame. */
export interface CardFrameHandle {
  /** Sends the card request; false when the frame is not connected. */
  submit(attemptId: string, idempotencyKey: string, fields: SubmitFields, token: string): boolean;
  /** Empties the card fields. */
  clear(): void;
  /** Focuses the first invalid field (or the number). */
  focus(): void;
}

/** Props of `CardFrame`. */
export interface CardFrameProps {
  frameUrl: string;
  apiBase: string;
  token: string;
  mode: CardMode;
  locale?: string;
  labels?: Partial<CardLabels>;
  /** The field checks' messages the frame shows (default: the checkout catalogue's, in the page's language). */
  errors?: Partial<Record<CardField, string>>;
  /** The host element whose `--paywall-*` values are passed into the frame. */
  themeFrom?: Element | null;
  onReady?(): void;
  onState?(state: CardState): void;
  onResult?(result: CardResult): void;
  /** Enter was pressed in the frame. */
  onSubmitRequest?(): void;
  /** The frame refused to work (untrusted API) or never loaded. */
  onFatal?(message: string): void;
  /** How long to wait for the frame's hello before giving up. @default 15000 */
  loadTimeoutMs?: number;
}

/** Custom properties copied into the frame so the card fields match the theme. */
const THEME_PROPS = [
  '--paywall-font-family', '--paywall-font-size', '--paywall-color-text', '--paywall-color-border', '--paywall-color-danger',
  '--paywall-color-focus', '--paywall-color-input', '--paywall-radius',
];

/** The `--paywall-*` values of `el` the frame pages take over. */
export function themeOf(el: Element | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!el) return out;
  const style = getComputedStyle(el);
  for (const name of THEME_PROPS) {
    const value = style.getPropertyValue(name).trim();
    if (value) out[name] = value;
  }
  return out;
}

/**
 * The cross-origin card frame. Card digits are typed on the frame's origin; this component only
 * relays commands and outcomes over the checked port, and sizes the iframe to its content.
 */
export const CardFrame = forwardRef<CardFrameHandle, CardFrameProps>(function CardFrame(props, ref) {
  const iframe = useRef<HTMLIFrameElement>(null);
  const t = useT(checkout);
  // the latest texts for messages said from effects (the frame's language may arrive after them)
  const tRef = useRef(t);
  tRef.current = t;
  const port = useRef<CardFramePort | null>(null);
  // the frame's field labels in the page's language, unless the parent names its own
  const labels = props.labels ?? { number: t('cardNumber'), name: t('cardName'), expiry: t('cardExpiry'), cvc: t('cardCvc') };
  // and its field checks' messages
  const errors = props.errors ?? { number: t('cardNumberInvalid'), name: t('cardNameInvalid'), expiry: t('cardExpiryInvalid'), cvc: t('cardCvcInvalid') };
  const labelKey = [...Object.values(labels), ...Object.values(errors)].join('|');
  const latest = useRef(props);
  latest.current = { ...props, labels, errors };
  const [src] = useState(() => (props.frameUrl ? frameSrc(props.frameUrl, location.origin) : ''));

  // before paint, so the listener is there before the frame page can say hello
  useLayoutEffect(() => {
    // no card frame configured for this platform: say so instead of loading a page that is not there
    if (!props.frameUrl) return void latest.current.onFatal?.(tRef.current('cardNotSetUp'));
    const el = iframe.current;
    if (!el) return;
    let ready = false;
    const sendInit = () => {
      const p = latest.current;
      port.current?.send({
        type: 'init', apiBase: p.apiBase, token: p.token, mode: p.mode, locale: p.locale, labels: p.labels, errors: p.errors, theme: themeOf(p.themeFrom),
      });
    };
    port.current = connectCardFrame(el, props.frameUrl, {
      onConnect: sendInit,
      onMessage(message) {
        const p = latest.current;
        switch (message.type) {
          case 'ready':
            ready = true;
            p.onReady?.();
            break;
          case 'state':
            p.onState?.(message);
            break;
          case 'result':
            p.onResult?.(message);
            break;
          case 'resize':
            el.style.height = `${Math.max(40, Math.ceil(message.height))}px`;
            break;
          case 'submit-request':
            p.onSubmitRequest?.();
            break;
          case 'fatal':
            p.onFatal?.(message.message);
            break;
        }
      },
    });
    const watchdog = setTimeout(() => {
      if (!ready) latest.current.onFatal?.(tRef.current('cardFormFailed'));
    }, props.loadTimeoutMs ?? 15_000);
    return () => {
      clearTimeout(watchdog);
      port.current?.close();
      port.current = null;
    };
    // the frame is set up once per mount; later prop changes go through `init` below
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // a new mode, token, locale or labels (the page's language loaded) re-initialise the connected frame
  useEffect(() => {
    const p = latest.current;
    port.current?.send({ type: 'init', apiBase: p.apiBase, token: p.token, mode: p.mode, locale: p.locale, labels: p.labels, errors: p.errors, theme: themeOf(p.themeFrom) });
  }, [props.mode, props.token, props.locale, props.apiBase, labelKey]);

  useImperativeHandle(ref, () => ({
    submit: (attemptId, idempotencyKey, fields, token) => port.current?.send({ type: 'submit', attemptId, idempotencyKey, fields, token }) ?? false,
    clear: () => void port.current?.send({ type: 'clear' }),
    focus: () => {
      port.current?.send({ type: 'focus' });
      iframe.current?.focus();
    },
  }), []);

  if (!src) return null;
  return <iframe ref={iframe} part="card-frame" className="card-frame" src={src} title={t('cardDetails')} allow="payment" referrerPolicy="origin" />;
});
