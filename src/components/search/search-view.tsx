import { useId, useRef, type ReactNode } from 'react';
import type { SearchQuery } from '../../site/search';
import type { FilterOption, SearchListState } from './search-list';

/** Props of the search form and results shared by `<paywall-search>` and `<paywall-channel>`. */
export interface SearchViewProps {
  heading?: ReactNode;
  label: string;
  placeholder?: string;
  types: FilterOption[];
  categories: FilterOption[];
  query: SearchQuery;
  state: SearchListState;
  apply(next: SearchQuery, how: 'debounce' | 'now'): void;
  more(): void;
  retry(): void;
}

const list = (c: SearchQuery['categories']) => (typeof c === 'string' ? c.split(',').filter(Boolean) : [...(c ?? [])]);

/** The search field, the type and category filters, the count, the results and "More results". */
export function SearchView({ heading, label, placeholder, types, categories, query, state, apply, more, retry }: SearchViewProps) {
  const id = useId();
  const moreRef = useRef<HTMLButtonElement>(null);
  const chosen = list(query.categories);
  const status =
    state.status === 'loading' ? 'Searching…'
      : state.status === 'error' ? ''
        : state.status === 'empty' ? state.text || 'Nothing found.'
          : state.status === 'ready' ? state.text || `${state.total} result${state.total === 1 ? '' : 's'}` : '';
  return (
    <>
      {heading}
      <form part="form" className="form" role="search" aria-label={label} onSubmit={(e) => (e.preventDefault(), apply(query, 'now'))}>
        <label part="label" className="visually-hidden" htmlFor={`${id}-q`}>{label}</label>
        <input
          id={`${id}-q`} part="input" className="input" type="search" autoComplete="off" placeholder={placeholder || label}
          value={query.search ?? ''} onChange={(e) => apply({ ...query, search: e.currentTarget.value }, 'debounce')}
        />
        {types.length ? (
          <>
            <label part="label" className="visually-hidden" htmlFor={`${id}-type`}>Type</label>
            <select id={`${id}-type`} part="type-filter" className="select" value={query.type ?? ''} onChange={(e) => apply({ ...query, type: e.currentTarget.value }, 'now')}>
              <option value="">All types</option>
              {types.map((t) => <option key={t.value} value={t.value}>{t.label}</option>)}
            </select>
          </>
        ) : null}
        {categories.length ? (
          <fieldset part="categories" className="categories">
            <legend className="visually-hidden">Categories</legend>
            {categories.map((c) => (
              <label key={c.value} part="category" className="category">
                <input
                  type="checkbox" checked={chosen.includes(c.value)}
                  onChange={(e) => apply({ ...query, categories: e.currentTarget.checked ? [...chosen, c.value] : chosen.filter((x) => x !== c.value) }, 'now')}
                />
                <span>{c.label}</span>
              </label>
            ))}
          </fieldset>
        ) : null}
      </form>
      <p part="count" className="count" role="status" aria-live="polite" aria-busy={state.status === 'loading'}>
        {state.status === 'loading' ? <span className="spinner" aria-hidden="true" /> : null}
        {status}
      </p>
      {state.status === 'error' ? (
        <div part="error" className="error" role="alert">
          <span>The search did not answer. Please try again.</span>
          <button type="button" part="retry-button" onClick={retry}>Try again</button>
        </div>
      ) : null}
      {state.status === 'ready' ? (
        <>
          <ul part="results" className="results">
            {state.items.map((item, i) => {
              const body = (
                <>
                  {item.thumbnail ? <img part="thumbnail" className="thumbnail" src={item.thumbnail} alt="" loading="lazy" /> : <span part="thumbnail" className="thumbnail placeholder" aria-hidden="true" />}
                  <span part="name" className="name">{item.name}</span>
                </>
              );
              return (
                <li key={`${i}-${item.link ?? item.name}`} part="result" className="result">
                  {item.link ? <a part="result-link" className="result-link" href={item.link}>{body}</a> : <span className="result-link">{body}</span>}
                </li>
              );
            })}
          </ul>
          {state.more === 'error' ? (
            <p part="error" className="error" role="alert">More results could not be loaded.</p>
          ) : null}
          {state.items.length < state.total ? (
            <button ref={moreRef} type="button" part="more-button" className="more" onClick={more} disabled={state.more === 'loading'} aria-busy={state.more === 'loading'}>
              {state.more === 'loading' ? 'Loading…' : state.more === 'error' ? 'Try again' : `More results (${state.total - state.items.length} more)`}
            </button>
          ) : null}
        </>
      ) : null}
    </>
  );
}
