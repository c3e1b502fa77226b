import { useCallback, useEffect, useRef, useState } from 'react';
import { createSiteSearch, type SearchItem, type SearchQuery, type SiteSearch } from '../../site/search';

/** A filter choice parsed from `value:Label` lists (`types`, `categories`). */
export interface FilterOption {
  value: string;
  label: string;
}

/** Parses `video:Videos, package:Packages` (a label is optional) into options. */
export function parseOptions(list: string | undefined): FilterOption[] {
  return (list ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const at = part.indexOf(':');
      const value = (at < 0 ? part : part.slice(0, at)).trim();
      const label = (at < 0 ? '' : part.slice(at + 1)).trim();
      return { value, label: label || value.charAt(0).toUpperCase() + value.slice(1) };
    })
    .filter((o) => o.value);
}

/** The query as kept in the address bar: `search`, `type`, `categories` (comma-separated). */
export function queryFromUrl(href: string): SearchQuery {
  const params = new URL(href).searchParams;
  const categories = (params.get('categories') ?? '').split(',').filter(Boolean);
  return { search: params.get('search') ?? '', type: params.get('type') ?? '', categories };
}

/** The address with `query` in it (other parameters and the fragment kept); paging is not kept. */
export function urlWithQuery(href: string, query: SearchQuery): string {
  const url = new URL(href);
  const cats = typeof query.categories === 'string' ? query.categories : (query.categories ?? []).join(',');
  const set = (k: string, v: string | undefined) => (v ? url.searchParams.set(k, v) : url.searchParams.delete(k));
  set('search', query.search?.trim());
  set('type', query.type);
  set('categories', cats);
  return url.href;
}

/** The list's state, mirrored as `data-state`; results accumulate over "more" pages. */
export type SearchListState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'empty'; text: string }
  | { status: 'ready'; items: SearchItem[]; total: number; text: string; page: number; more: 'idle' | 'loading' | 'error' };

/**
 * The search machinery of `<paywall-search>` and `<paywall-channel>`: the debounced search.more
 * call (`update` for typing, `now` for filters, Enter and retry), "more" paging that appends, and the
 * query mirrored in the address bar with `history.replaceState` so reload and back restore it.
 */
export function useSearchList(endpoint: string, opts: { syncUrl: boolean; immediate: boolean }) {
  const [query, setQuery] = useState<SearchQuery>(() => (opts.syncUrl && typeof location !== 'undefined' ? queryFromUrl(location.href) : { search: '', type: '', categories: [] }));
  const [state, setState] = useState<SearchListState>({ status: 'idle' });
  const search = useRef<SiteSearch | null>(null);
  const last = useRef<SearchQuery>(query);
  // a keystroke before the search exists (typed or autofilled in the frame before effects run)
  const pending = useRef<{ query: SearchQuery; how: 'debounce' | 'now' } | null>(null);

  useEffect(() => {
    const s = createSiteSearch(endpoint, (next) => {
      const page = next.status === 'idle' ? 1 : (next.query.page ?? 1);
      if (next.status === 'idle') return;
      if (page > 1) {
        setState((prev) => {
          if (prev.status !== 'ready') return prev;
          if (next.status === 'loading') return { ...prev, more: 'loading' };
          if (next.status === 'error') return { ...prev, more: 'error' };
          return { ...prev, items: [...prev.items, ...next.results.items], total: next.results.total, text: next.results.text || prev.text, page, more: 'idle' };
        });
        return;
      }
      if (next.status === 'loading') setState({ status: 'loading' });
      else if (next.status === 'error') setState({ status: 'error' });
      else if (!next.results.items.length) setState({ status: 'empty', text: next.results.text });
      else setState({ status: 'ready', items: next.results.items, total: next.results.total, text: next.results.text, page: 1, more: 'idle' });
    });
    search.current = s;
    const initial = last.current;
    const hasQuery = !!(initial.search || initial.type || (initial.categories && initial.categories.length));
    const early = pending.current;
    pending.current = null;
    if (early) {
      if (early.how === 'debounce') s.update(early.query);
      else s.now(early.query);
    } else if (opts.immediate || hasQuery) s.now({ ...initial, page: 1 });
    return () => {
      s.dispose();
      search.current = null;
    };
  }, [endpoint, opts.immediate]);

  const apply = useCallback(
    (next: SearchQuery, how: 'debounce' | 'now') => {
      last.current = next;
      setQuery(next);
      if (opts.syncUrl && typeof history !== 'undefined') history.replaceState(history.state, '', urlWithQuery(location.href, next));
      const s = search.current;
      if (!s) pending.current = { query: { ...next, page: 1 }, how };
      else if (how === 'debounce') s.update({ ...next, page: 1 });
      else s.now({ ...next, page: 1 });
    },
    [opts.syncUrl],
  );

  const current = useRef(state);
  current.current = state;
  const more = useCallback(() => {
    const prev = current.current;
    if (prev.status === 'ready' && prev.more !== 'loading' && prev.items.length < prev.total) search.current?.now({ ...last.current, page: prev.page + 1 });
  }, []);

  const retry = useCallback(() => search.current?.now({ ...last.current, page: 1 }), []);

  return { query, state, apply, more, retry };
}
