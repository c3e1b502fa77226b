import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import type { MandateCheck, MandateFrameMessage, MandateLabels, MandateParentMessage } from '../../../internal/mandate-protocol';
import { parseMandateFrameMessage } from '../../../internal/mandate-protocol';
import { themeOf } from '../card-frame';
import { FramePage, type FramePageHandle } from './frame-page';

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
  /** The frame's accessible name. @default 'Bank account' */
  title?: string;
  /** The page's field labels in the page's language (default: the page's English ones). */
  labels?: Partial<MandateLabels>;
  /** The page's field checks in the page's language (default: the page's English ones). */
  errors?: Partial<Record<MandateCheck, string>>;
  /** Said through `onFatal` when the page did not load in time. */
  loadFailed?: string;
  themeFrom?: Element | null;
  onReady?(): void;
  onState?(state: MandateState): void;
  onResult?(result: MandateResult): void;
  onSubmitRequest?(): void;
  onFatal?(message: string): void;
}

/** The mandate page's address: `mandate.html` next to the card page. */
export const mandatePageUrl = (frameUrl: string) => new URL('mandate.html', frameUrl).href;

/**
 * The direct-debit mandate page in a frame on the card frame's origin: the IBAN is typed there, never
 * on this page. This component relays commands and outcomes over the checked port.
 */
export const MandateFrame = forwardRef<MandateFrameHandle, MandateFrameProps>(function MandateFrame(props, ref) {
  const page = useRef<FramePageHandle<MandateParentMessage>>(null);
  const latest = useRef(props);
  latest.current = props;
  const init = (): MandateParentMessage => {
    const p = latest.current;
    return { type: 'mandate-init', apiBase: p.apiBase, token: p.token, locale: p.locale, labels: p.labels, errors: p.errors, theme: themeOf(p.themeFrom) };
  };
  // labels that change once the page's language has loaded reach a page already connected
  const labels = JSON.stringify([props.labels ?? {}, props.errors ?? {}]);
  useEffect(() => void page.current?.send(init()), [labels, props.locale]);
  useImperativeHandle(ref, () => ({
    submit: (requestId, token) => page.current?.send({ type: 'mandate-submit', requestId, ...(token ? { token } : {}) }) ?? false,
    clear: () => void page.current?.send({ type: 'clear' }),
  }), []);
  return (
    <FramePage<MandateFrameMessage, MandateParentMessage>
      ref={page}
      page={mandatePageUrl(props.frameUrl)}
      title={props.title ?? 'Bank account'}
      part="mandate-frame"
      className="mandate-frame"
      parse={parseMandateFrameMessage}
      init={init}
      onMessage={(message) => {
        const p = latest.current;
        if (message.type === 'ready') p.onReady?.();
        else if (message.type === 'mandate-state') p.onState?.(message);
        else if (message.type === 'mandate-result') p.onResult?.(message);
        else if (message.type === 'submit-request') p.onSubmitRequest?.();
        else if (message.type === 'fatal') p.onFatal?.(message.message);
      }}
      onTimeout={() => latest.current.onFatal?.(latest.current.loadFailed ?? 'The bank account form could not be loaded. Please check your connection and try again.')}
    />
  );
});
