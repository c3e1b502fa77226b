import { forwardRef, useImperativeHandle, useLayoutEffect, useRef, useState, type ForwardedRef, type ReactElement } from 'react';
import { connectCardFrame, frameSrc, type CardFramePort } from '../card-frame-port';

/** What a page of the card frame's origin can be asked. */
export interface FramePageHandle<Out> {
  /** Sends a message to the page; false when it has not connected yet. */
  send(message: Out): boolean;
}

/** Props of `FramePage`. */
export interface FramePageProps<In, Out> {
  /** The page's address on the card frame's origin (the parent's origin is added as `?parent=`). */
  page: string;
  title: string;
  part: string;
  className: string;
  /** The first message of each connection (the page may reload). */
  init(): Out;
  /** Checks a message from the page (its mode's protocol). */
  parse(data: unknown): In | null;
  /** Every valid message but `resize`, which sizes the frame. */
  onMessage(message: In): void;
  /** The page did not say `ready` in time. */
  onTimeout(): void;
  /** @default 15000 */
  loadTimeoutMs?: number;
  allow?: string;
}

function FramePageInner<In extends { type: string }, Out>(props: FramePageProps<In, Out>, ref: ForwardedRef<FramePageHandle<Out>>) {
  const iframe = useRef<HTMLIFrameElement>(null);
  const port = useRef<CardFramePort<Out> | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const [src] = useState(() => frameSrc(props.page, location.origin));

  // before paint, so the listener is there before the page can say hello
  useLayoutEffect(() => {
    const el = iframe.current;
    if (!el) return;
    let ready = false;
    port.current = connectCardFrame<In, Out>(el, latest.current.page, {
      parse: (data) => latest.current.parse(data),
      onConnect: () => void port.current?.send(latest.current.init()),
      onMessage(message) {
        if (message.type === 'ready') ready = true;
        const height = (message as { height?: unknown }).height;
        if (message.type === 'resize' && typeof height === 'number') el.style.height = `${Math.max(40, Math.ceil(height))}px`;
        else latest.current.onMessage(message);
      },
    });
    const watchdog = setTimeout(() => {
      if (!ready) latest.current.onTimeout();
    }, latest.current.loadTimeoutMs ?? 15_000);
    return () => {
      clearTimeout(watchdog);
      port.current?.close();
      port.current = null;
    };
  }, []);

  useImperativeHandle(ref, () => ({ send: (message: Out) => port.current?.send(message) ?? false }), []);

  return <iframe ref={iframe} part={props.part} className={props.className} src={src} title={props.title} allow={props.allow} referrerPolicy="origin" />;
}

/**
 * A page of the card frame's origin other than the card page (the mandate page, the donation page):
 * the same checked handshake and port as the card frame, the page's own protocol, and the frame
 * sized to the page.
 */
export const FramePage = forwardRef(FramePageInner) as <In extends { type: string }, Out>(
  props: FramePageProps<In, Out> & { ref?: ForwardedRef<FramePageHandle<Out>> },
) => ReactElement;
