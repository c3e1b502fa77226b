import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import { parseFrameMessage, type FrameMessage } from '../../internal/card-protocol';
import type { CardField, CardLabels } from '../../internal/card-protocol';
import type { DonationFields, DonationParentMessage } from '../../internal/donation-protocol';
import { themeOf, type CardResult, type CardState } from '../checkout/card-frame';
import { FramePage, type FramePageHandle } from '../checkout/methods/frame-page';

/** What the donation form can ask of the donation frame. */
export interface DonationFrameHandle {
  /** Sends the card with the donation's fields; false when the frame is not connected. */
  submit(attemptId: string, idempotencyKey: string, fields: DonationFields, token: string): boolean;
  clear(): void;
}

/** Props of `DonationFrame`. */
export interface DonationFrameProps {
  /** The card frame's address; the donation page is `donation.html` next to it. */
  frameUrl: string;
  apiBase: string;
  token: string;
  locale?: string;
  /** The page's field labels in the page's language (default: the page's English ones). */
  labels?: Partial<CardLabels>;
  /** The field checks' messages in the page's language (default: the page's English ones). */
  errors?: Partial<Record<CardField, string>>;
  /** The frame's accessible name. @default 'Card details' */
  title?: string;
  /** Said through `onFatal` when the page did not load in time. */
  loadFailed?: string;
  themeFrom?: Element | null;
  onReady?(): void;
  onState?(state: CardState): void;
  onResult?(result: CardResult): void;
  onSubmitRequest?(): void;
  onFatal?(message: string): void;
}

/**
 * The donation page in a frame on the card frame's origin: the card is typed there (as in the card
 * frame) and sent from there with the donation's amount (POST /v2/payments/donation).
 */
export const DonationFrame = forwardRef<DonationFrameHandle, DonationFrameProps>(function DonationFrame(props, ref) {
  const page = useRef<FramePageHandle<DonationParentMessage>>(null);
  const latest = useRef(props);
  latest.current = props;
  const init = (): DonationParentMessage => {
    const p = latest.current;
    return { type: 'init', mode: 'payment', apiBase: p.apiBase, token: p.token, locale: p.locale, labels: p.labels, errors: p.errors, theme: themeOf(p.themeFrom) };
  };
  // labels that change once the page's language has loaded reach a page already connected
  const labels = JSON.stringify([props.labels ?? {}, props.errors ?? {}]);
  useEffect(() => void page.current?.send(init()), [labels, props.locale]);
  useImperativeHandle(ref, () => ({
    submit: (attemptId, idempotencyKey, fields, token) => page.current?.send({ type: 'donation-submit', attemptId, idempotencyKey, fields, token }) ?? false,
    clear: () => void page.current?.send({ type: 'clear' }),
  }), []);
  return (
    <FramePage<FrameMessage, DonationParentMessage>
      ref={page}
      page={new URL('donation.html', props.frameUrl).href}
      title={props.title ?? 'Card details'}
      part="card-frame"
      className="card-frame"
      allow="payment"
      parse={parseFrameMessage}
      init={init}
      onMessage={(message) => {
        const p = latest.current;
        if (message.type === 'ready') p.onReady?.();
        else if (message.type === 'state') p.onState?.(message);
        else if (message.type === 'result') p.onResult?.(message);
        else if (message.type === 'submit-request') p.onSubmitRequest?.();
        else if (message.type === 'fatal') p.onFatal?.(message.message);
      }}
      onTimeout={() => latest.current.onFatal?.(latest.current.loadFailed ?? 'The card form could not be loaded. Please check your connection and try again.')}
    />
  );
});
