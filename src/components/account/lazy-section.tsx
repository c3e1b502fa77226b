import type { ComponentType } from 'react';
import { retryingImport } from '../../client/lazy';
import { PaywallError } from '../../client/errors';
import { useLoad } from '../ui/load';
import { Section, type SectionProps } from './shared';

/** A section's code, loaded on its first show and kept for the page's lifetime. */
export interface SectionCode {
  /** The component once its code has arrived. */
  readonly current: ComponentType<SectionProps> | undefined;
  /** Loads the code (its chunk is fetched once; again after a failure). */
  load(): Promise<ComponentType<SectionProps>>;
}

/**
 * The loader of one chunk of sections: `import()`s it on the first call and hands every later call
 * the same module. A failed fetch rejects with a network `PaywallError` (the section's error state
 * says to check the connection), and the next call asks for the chunk again under a fresh address
 * (`retryingImport`: browsers keep a failed module fetch).
 */
export function sectionChunk<M>(load: () => Promise<M>): () => Promise<M> {
  const get = retryingImport(load);
  let pending: Promise<M> | undefined;
  return () =>
    (pending ??= get().catch((cause: unknown) => {
      pending = undefined;
      throw new PaywallError('Network Error', { status: 0, code: 'ERR_NETWORK', cause });
    }));
}

/** A section's component from its chunk (`chunk`: a `sectionChunk` the sections of that chunk share). */
export function sectionCode<M>(chunk: () => Promise<M>, pick: (m: M) => ComponentType<SectionProps>): SectionCode {
  let component: ComponentType<SectionProps> | undefined;
  return {
    get current() {
      return component;
    },
    load: () => chunk().then((m) => (component = pick(m))),
  };
}

/**
 * One section whose code loads on demand: while its chunk arrives it is the section's loading
 * state (`data-state="loading"`, its heading and a spinner); a chunk that cannot load is the
 * section's error state with Try again, reported once as `paywall-error` (`section_load_failed`).
 */
export function LazySection({ code, name, ...props }: SectionProps & { code: SectionCode; name: string }) {
  // code that has arrived renders at once (another section of its chunk, or this one shown before)
  const [state, retry] = useLoad(!code.current && code.load, [code], props.report, 'section_load_failed');
  const Body = code.current;
  if (Body) return <Body {...props} />;
  return <Section name={name} title={props.title} load={state} state={state.status} onRetry={retry} />;
}
