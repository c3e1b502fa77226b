import { createContext, createElement, useCallback, useContext, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { emit } from '../../internal/emit';
import { useT } from '../../i18n';
import { common, type CommonT } from '../../i18n/common';

/** The custom element hosting a component (r2wc passes its shadow root as `container`). */
export function hostOf(container: ShadowRoot | HTMLElement | null | undefined): HTMLElement | null {
  if (!container) return null;
  return container instanceof ShadowRoot ? (container.host as HTMLElement) : container;
}

/** Turns an error of any shape into a sentence a viewer can read (in `t`'s language; the server's own message as sent). */
function readableError(error: unknown, t: CommonT): string {
  if (error && typeof error === 'object') {
    const e = error as { message?: unknown; status?: unknown; data?: { message?: unknown; errors?: Record<string, unknown> } };
    const server = e.data?.message;
    if (typeof server === 'string' && server.trim() && server.length < 300) return server;
    const first = e.data?.errors && Object.values(e.data.errors).find((v) => typeof v === 'string');
    if (typeof first === 'string') return first;
    if (e.message === 'Network Error' || e.status === 0) return t('errorNetwork');
    if (typeof e.status === 'number' && e.status >= 500) return t('errorUnavailable');
  }
  return t('errorGeneric');
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
      const message = readableError(error, t.current);
      const status = error && typeof error === 'object' && typeof (error as { status?: unknown }).status === 'number' ? (error as { status: number }).status : 0;
      emit<PaywallErrorDetail>(hostOf(container), 'paywall-error', { code, status, message });
      return message;
    },
    [container],
  );
}

/**
 * The level of an element's own top headings on the page (`heading-level`), shared with the
 * components it shows (the sign-in form inside the account takes the account's level).
 */
const TopLevel = createContext<number | undefined>(undefined);

/** Sets the level of the top headings for what it wraps (1 to 6), else keeps the outer one, else `fallback`. */
export function HeadingLevel({ level, fallback, children }: { level?: unknown; fallback: number; children?: ReactNode }) {
  const n = Number(level);
  const outer = useContext(TopLevel);
  return createElement(TopLevel.Provider, { value: level != null && n >= 1 && n <= 6 ? Math.round(n) : outer ?? fallback }, children);
}

/** Props of `Heading`. */
export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** 0 for the element's top headings, 1 for the headings under them. @default 0 */
  depth?: number;
  /** The level it looks like: its size and margins stay the same whatever its level (`data-look`). */
  look: 2 | 3 | 4;
  part?: string;
}

/** A heading whose level follows the page (`heading-level`) and whose look stays the element's own. */
export function Heading({ depth = 0, look, ...rest }: HeadingProps) {
  const top = useContext(TopLevel);
  return createElement(`h${Math.min(6, (top ?? look - depth) + depth)}`, { ...rest, 'data-look': look });
}

/**
 * The component with its headings' levels set: by its `headingLevel` prop (the `heading-level`
 * attribute), else by an element it is shown inside, else `fallback`.
 */
export function withHeadingLevel<P extends object>(component: (props: P) => ReactNode, fallback: number): (props: P & { headingLevel?: number | string }) => ReactNode {
  return (props) => createElement(HeadingLevel, { level: props.headingLevel, fallback }, createElement(component as never, props));
}
