import { useCallback } from 'react';
import { emit } from '../../internal/emit';
import { readableError } from './format';

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
  return useCallback(
    (error: unknown, code = 'request_failed'): string => {
      const message = readableError(error);
      const status = error && typeof error === 'object' && typeof (error as { status?: unknown }).status === 'number' ? (error as { status: number }).status : 0;
      emit<PaywallErrorDetail>(hostOf(container), 'paywall-error', { code, status, message });
      return message;
    },
    [container],
  );
}
