/**
 * search.more (SPEC section 7): sent 550 ms after the last keystroke, each new query cancelling
 * the one before, and only the newest answer applied (RELIABILITY D4). A failure stops the
 * loading indicator.
 */
import { safeUrl } from './redirects';
import { safeImageUrl } from './urls';
import { siteRequest, siteWarn, pageUrl, type SiteCallContext } from './site-request';

/** The search debounce (SPEC section 9). */
export const SEARCH_DEBOUNCE_MS = 550;

/** A search query: `search` is optional; `categories` may be a list (sent comma-separated). */
export interface SearchQuery {
  search?: string;
  type?: string;
  categories?: string | readonly string[];
  /** The page of results ("more" paging); sent only above 1. */
  page?: number;
}

/** One result (SPEC section 3); `link` and `thumbnail` are checked http(s) URLs or null. */
export interface SearchItem {
  link: string | null;
  thumbnail: string | null;
  name: string;
}

/** A search answer. */
export interface SearchResults {
  items: SearchItem[];
  /** `meta.total_count`. */
  total: number;
  /** The answer's `text` (e.g. a summary line), as text. */
  text: string;
}

/** The search as a tagged union, mirrored as `data-state` by the element. */
export type SearchState =
  | { status: 'idle' }
  | { status: 'loading'; query: SearchQuery }
  | { status: 'ready'; query: SearchQuery; results: SearchResults }
  | { status: 'error'; query: SearchQuery };

/** A debounced search bound to one endpoint. */
export interface SiteSearch {
  /** Schedules a search 550 ms from now, replacing any scheduled or running one. */
  update(query: SearchQuery): void;
  /** Sends a query now (e.g. on Enter), cancelling any other. */
  now(query: SearchQuery): void;
  /** Cancels what is scheduled or running, and stops. */
  dispose(): void;
}

/** The query string: `search` only when not empty, then `type`, `categories` and `page` above 1. */
export function searchParams(query: SearchQuery): URLSearchParams {
  const params = new URLSearchParams();
  const search = query.search?.trim();
  if (search) params.set('search', search);
  if (query.type) params.set('type', query.type);
  const categories = typeof query.categories === 'string' ? query.categories : query.categories?.join(',');
  if (categories) params.set('categories', categories);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  return params;
}

/** Reads an answer (`success`, `data`, `meta.total_count`, `text`), or null when it is not one. */
export function parseSearchResponse(value: Record<string, unknown>, page: string): SearchResults | null {
  if (value.success === false || !Array.isArray(value.data)) return null;
  const items = value.data
    .filter((d): d is Record<string, unknown> => !!d && typeof d === 'object')
    .map((d) => ({
      link: safeUrl(d.link, page || undefined),
      thumbnail: safeImageUrl(d.thumbnail, page || undefined),
      name: typeof d.name === 'string' ? d.name : '',
    }));
  const meta = value.meta as Record<string, unknown> | undefined;
  const total = Number(meta?.total_count);
  return { items, total: Number.isFinite(total) ? total : items.length, text: typeof value.text === 'string' ? value.text : '' };
}

/**
 * Creates a debounced search against `endpoint`; `onState` receives every state change. The
 * loading state starts with the first keystroke; a failed or malformed answer ends in 'error'.
 */
export function createSiteSearch(endpoint: string, onState: (state: SearchState) => void, ctx: SiteCallContext & { delayMs?: number } = {}): SiteSearch {
  const delay = ctx.delayMs ?? SEARCH_DEBOUNCE_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;
  let seq = 0;
  let disposed = false;

  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    controller?.abort();
    controller = undefined;
  };

  const run = async (query: SearchQuery) => {
    const mine = ++seq;
    controller = new AbortController();
    try {
      const value = await siteRequest(endpoint, ctx, { method: 'GET', query: searchParams(query), signal: controller.signal });
      if (mine !== seq || disposed) return;
      const results = parseSearchResponse(value, pageUrl(ctx));
      if (!results) {
        siteWarn(ctx, `${endpoint} answered without a "data" list.`);
        onState({ status: 'error', query });
      } else onState({ status: 'ready', query, results });
    } catch (error) {
      if (mine !== seq || disposed) return;
      siteWarn(ctx, `search failed: ${String((error as Error)?.message ?? error)}`);
      onState({ status: 'error', query });
    }
  };

  return {
    update(query) {
      if (disposed) return;
      cancel();
      seq++;
      onState({ status: 'loading', query });
      timer = setTimeout(() => {
        timer = undefined;
        void run(query);
      }, delay);
    },
    now(query) {
      if (disposed) return;
      cancel();
      onState({ status: 'loading', query });
      void run(query);
    },
    dispose() {
      disposed = true;
      seq++;
      cancel();
    },
  };
}
