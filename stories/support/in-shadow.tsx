/**
 * Renders children into a shadow root with an element's stylesheets, as the element does: the stories
 * of presentational states (a payment phase, a thank-you) use it. Not part of the library.
 */
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useStyles, type LazySheet } from '../../src/internal/styles';

/** Props of `InShadow`. */
export interface InShadowProps {
  children: ReactNode;
  /** Mirrored as `data-state` on the base part. */
  state: string;
  sheets: readonly LazySheet[];
}

/** Children in an open shadow root, inside a `part="base"` panel with `sheets` adopted. */
export function InShadow({ children, state, sheets }: InShadowProps) {
  const host = useRef<HTMLDivElement>(null);
  const root = useRef<Root | null>(null);
  useLayoutEffect(() => {
    const el = host.current!;
    const shadow = el.shadowRoot ?? el.attachShadow({ mode: 'open' });
    root.current ??= createRoot(shadow);
    return () => {
      const r = root.current;
      root.current = null;
      queueMicrotask(() => r?.unmount());
    };
  }, []);
  useEffect(() => {
    root.current?.render(<Styled state={state} sheets={sheets}>{children}</Styled>);
  });
  return <div ref={host} />;
}

function Styled({ children, state, sheets }: InShadowProps) {
  const ref = useRef<HTMLDivElement>(null);
  useStyles(ref, ...sheets);
  return <div ref={ref} part="base" data-state={state} className="panel base">{children}</div>;
}
