import { useCallback, useRef } from 'react';
import { emit } from '../../internal/emit';
import { readableError } from './format';
import { useT } from '../../i18n';
import { common } from '../../i18n/common';

/** The custom element hosting a component (r2wc passes its shadow root as `container`). */
export function hostOf(container: ShadowRoot | HTMLElement | null | undefined): HTMLElement | null {
  if (!container) return null;
  return container instanceof ShadowRoot ? (container.host as HTMLElement) : container;
}

/** Detail of every `paywall-error` event. */
export interface PaywallErrorDetail {
  code: string;
  status: number;
  message: string;
}

/**
 * Returns `report(error, code)`: dispatches `paywall-error` from the host with a readable message
 * and returns that message for the element to show. Nothing is thrown.
 */
export function useErrorReporter(container: ShadowRoot | HTMLElement | null | undefined) {
  // the latest texts, without making `report` (and the effects that depend on it) change with them
  const texts = useT(common);
  const t = useRef(texts);
  t.current = texts;
  return useCallback(
    (error: unknown, code = 'request_failed'): string => {
      const message = readableError(error, undefined, t.current);
      const status = error && typeof error === 'object' && typeof (error as { status?: unknown }).status === 'number' ? (error as { status: number }).status : 0;
      emit<PaywallErrorDetail>(hostOf(container), 'paywall-error', { code, status, message });
      return message;
    },
    [container],
  );
}
