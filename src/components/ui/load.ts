import { useEffect, useReducer, useState } from 'react';

/** Data an element loads from the platform (or the merchant's server), as a tagged union. */
export type Load<T> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: T };

/** The loading state (one object: a view that stays loading keeps its identity). */
export const LOADING = { status: 'loading' } as const;

/** What `useLoad` returns: the state, a retry, and its setter. */
export type LoadHandle<T> = readonly [
  state: Load<T>,
  /** Loads again (the error view's Try again): loading, then the new answer. The same function in every render. */
  reload: () => void,
  /** Sets the state, as after a change the platform confirmed: `set(loaded(edit))` edits the loaded data in place. */
  set: (next: (state: Load<T>) => Load<T>) => void,
];

/**
 * The loading, error and retry state of one request an element shows. It runs `load` on the first
 * show, whenever a value in `key` changes and on `reload()`, and is `loading` until the answer, then `ready`
 * with the data or `error` with the message `report` returned (each failure is reported once, as
 * `paywall-error` with `code`). A load that a newer one or the element's removal overtook is aborted
 * (`signal`), and its answer or failure ignored. While `load` is null nothing loads and the state
 * stays (a tab not shown, a closed dialog keeps its content), but a failure is forgotten: the next
 * load starts from `loading`, not from the old error.
 *
 * Small, and used by several elements: the script-tag build copies it into each element's chunk
 * (`copiedModules` in rollup.config.mjs) instead of making it one more file for their pages.
 * @param load - the request, or null while there is nothing to load; a new function each render is fine (a load runs the one of the render that started it)
 * @param key - the values the data depends on, compared one by one (as many in every render): a change loads again
 * @param report - dispatches `paywall-error` and returns the message to show (`useErrorReporter`)
 * @param code - the `paywall-error` code of a failure
 */
export function useLoad<T>(
  load: ((signal: AbortSignal) => Promise<T>) | null | undefined | false,
  key: readonly unknown[],
  report: (error: unknown, code: string) => string,
  code: string,
): LoadHandle<T> {
  const [state, setState] = useState<Load<T>>(LOADING);
  // reload() counts the retries: one more loads again
  const [tick, reload] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!load) return setState((s) => (s.status === 'error' ? LOADING : s));
    const abort = new AbortController();
    const { signal } = abort;
    setState(LOADING);
    load(signal).then(
      (data) => signal.aborted || setState({ status: 'ready', data }),
      (error: unknown) => signal.aborted || setState({ status: 'error', message: report(error, code) }),
    );
    return () => abort.abort();
    // the keys are the dependencies (as many each render), and whether there is a load; a load
    // starts in the render that changed them (or in the reload's), so that render's `load` runs
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tick, report, code, !load, ...key]);
  return [state, reload, setState];
}

/** For `set` of `useLoad`: the loaded data edited by `edit`; any other state as it is. */
export function loaded<T>(edit: (data: T) => T): (state: Load<T>) => Load<T> {
  return (s) => (s.status === 'ready' ? { status: 'ready', data: edit(s.data) } : s);
}
