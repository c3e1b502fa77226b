import { forwardRef, useImperativeHandle, useLayoutEffect, useRef, useState } from 'react';
import type { MandateFrameMessage, MandateParentMessage } from '../../../internal/mandate-protocol';
import { parseMandateFrameMessage } from '../../../internal/mandate-protocol';
import { connectCardFrame, frameSrc, type CardFramePort } from '../card-frame-port';
import { themeOf } from '../card-frame';

/** The mandate page's answer to a `mandate-submit`. */
export type MandateResult = Extract<MandateFrameMessage, { type: 'mandate-result' }>;
/** The mandate page's form state. */
export type MandateState = Extract<MandateFrameMessage, { type: 'mandate-state' }>;

/** What the direct-debit form can ask of the mandate frame. */
export interface MandateFrameHandle {
  /** Asks the page to check and create the mandate; false when the frame is not connected. */
  submit(requestId: string, token?: string): boolean;
  clear(): void;
}

/** Props of `MandateFrame`. */
export interface MandateFrameProps {
  /** The card frame's address; the mandate page is `mandate.html` next to it. */
  frameUrl: string;
  apiBase: string;
  token: string;
  locale?: string;
  themeFrom?: Element | null;
  onReady?(): void;
  onState?(state: MandateState): void;
  onResult?(result: MandateResult): void;
  onSubmitRequest?(): void;
  onFatal?(message: string): void;
  /** @default 15000 */
  loadTimeoutMs?: number;
}

/** The mandate page's address: `mandate.html` next to the card page. */
export const mandatePageUrl = (frameUrl: string) => new URL('mandate.html', frameUrl).href;

/**
 * The direct-debit mandate page in a frame on the card frame's origin: the IBAN is typed there, never
 * on this page. This component relays commands and outcomes over the checked port and sizes the frame.
 */
export const MandateFrame = forwardRef<MandateFrameHandle, MandateFrameProps>(function MandateFrame(props, ref) {
  const iframe = useRef<HTMLIFrameElement>(null);
  const port = useRef<CardFramePort<MandateParentMessage> | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const page = mandatePageUrl(props.frameUrl);
  const [src] = useState(() => frameSrc(page, location.origin));

  useLayoutEffect(() => {
    const el = iframe.current;
    if (!el) return;
    let ready = false;
    port.current = connectCardFrame<MandateFrameMessage, MandateParentMessage>(el, page, {
      parse: parseMandateFrameMessage,
      onConnect() {
        const p = latest.current;
        port.current?.send({ type: 'mandate-init', apiBase: p.apiBase, token: p.token, locale: p.locale, theme: themeOf(p.themeFrom) });
      },
      onMessage(message) {
        const p = latest.current;
        if (message.type === 'ready') {
          ready = true;
          p.onReady?.();
        } else if (message.type === 'mandate-state') p.onState?.(message);
        else if (message.type === 'mandate-result') p.onResult?.(message);
        else if (message.type === 'resize') el.style.height = `${Math.max(40, Math.ceil(message.height))}px`;
        else if (message.type === 'submit-request') p.onSubmitRequest?.();
        else if (message.type === 'fatal') p.onFatal?.(message.message);
      },
    });
    const watchdog = setTimeout(() => {
      if (!ready) latest.current.onFatal?.('The bank account form could not be loaded. Please check your connection and try again.');
    }, props.loadTimeoutMs ?? 15_000);
    return () => {
      clearTimeout(watchdog);
      port.current?.close();
      port.current = null;
    };
    // the frame is set up once per mount
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useImperativeHandle(ref, () => ({
    submit: (requestId, token) => port.current?.send({ type: 'mandate-submit', requestId, ...(token ? { token } : {}) }) ?? false,
    clear: () => void port.current?.send({ type: 'clear' }),
  }), []);

  return <iframe ref={iframe} part="mandate-frame" className="mandate-frame" src={src} title="Bank account" referrerPolicy="origin" />;
});
