/**
 * The parent side of the card frame handshake (src/internal/card-protocol.ts): waits for the frame's
 * hello from the exact frame origin and the iframe's own window, then hands it a MessageChannel
 * port. Everything after that travels over the port, schema-checked; nothing is ever posted to '*'.
 */
import { CONNECT, HELLO, parseFrameMessage, type FrameMessage, type ParentMessage } from '../../internal/card-protocol';
import { randomId } from '../../internal/random-id';

/** A live connection to one card frame. */
export interface CardFramePort<Out = ParentMessage> {
  /** Sends a message to the frame; returns false when the frame has not connected yet. */
  send(message: Out): boolean;
  /** True once the frame said hello and took the port. */
  readonly connected: boolean;
  /** Stops listening and closes the port. */
  close(): void;
}

/** The frame page's address with the parent's origin attached (`?parent=`). */
export function frameSrc(frameUrl: string, parentOrigin: string): string {
  const url = new URL(frameUrl);
  url.searchParams.set('parent', parentOrigin);
  return url.href;
}

/**
 * Listens for `iframe`'s hello and connects. `onConnect` runs on each (re)connection (the frame
 * page may reload); `onMessage` gets every valid message from the frame (`parse` checks them: the
 * card page's protocol by default, another page's mode, such as the mandate's, when given). Call
 * `close()` on unmount.
 */
export function connectCardFrame<In = FrameMessage, Out = ParentMessage>(
  iframe: HTMLIFrameElement,
  frameUrl: string,
  handlers: { onConnect(): void; onMessage(message: In): void; parse?: (data: unknown) => In | null },
): CardFramePort<Out> {
  const frameOrigin = new URL(frameUrl).origin;
  let port: MessagePort | null = null;
  let session: unknown;
  const onWindowMessage = (event: MessageEvent) => {
    if (event.origin !== frameOrigin || !iframe.contentWindow || event.source !== iframe.contentWindow) return;
    const data = event.data as { type?: unknown; session?: unknown } | null;
    if (!data || data.type !== HELLO) return;
    // a repeated hello of the page already connected; a new session means the frame page reloaded
    if (port && data.session === session) return;
    session = data.session;
    port?.close();
    const channel = new MessageChannel();
    port = channel.port1;
    port.onmessage = (e: MessageEvent) => {
      const message = (handlers.parse ?? parseFrameMessage)(e.data) as In | null;
      if (message) handlers.onMessage(message);
    };
    iframe.contentWindow.postMessage({ type: CONNECT, nonce: randomId() }, frameOrigin, [channel.port2]);
    handlers.onConnect();
  };
  addEventListener('message', onWindowMessage);
  return {
    send(message) {
      if (!port) return false;
      port.postMessage(message);
      return true;
    },
    get connected() {
      return port !== null;
    },
    close() {
      removeEventListener('message', onWindowMessage);
      port?.close();
      port = null;
    },
  };
}
