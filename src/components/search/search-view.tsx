import { useId, useRef, type ReactNode } from 'react';
import type { SearchQuery } from '../../site/search';
import type { FilterOption, SearchListState } from './search-list';
import type { SearchT } from '../../i18n/search';

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
  /** The `search` group's texts in the page's language. */
  t: SearchT;
}

const list = (c: SearchQuery['categories']) => (typeof c === 'string' ? c.split(',').filter(Boolean) : [...(c ?? [])]);

/** The search field, the type and category filters, the count, the results and "More results". */
export function SearchView({ heading, label, placeholder, types, categories, query, state, apply, more, retry, t }: SearchViewProps) {
  const id = useId();
  const moreRef = useRef<HTMLButtonElement>(null);
  const chosen = list(query.categories);
  const number = (n: number) => {
    try {
      return n.toLocaleString(t.locale.replace(/_/g, '-'));
    } catch {
      return String(n); // a tag Intl does not take
    }
  };
  const status =
    state.status === 'loading' ? t('searching')
      : state.status === 'error' ? ''
        : state.status === 'empty' ? state.text || t('nothingFound')
          : state.status === 'ready' ? state.text || t('results', { count: state.total, total: number(state.total) }) : '';
  return (
    <>
      {heading}
      <form part="form" className="form" role="search" aria-label={label} onSubmit={(e) => (e.preventDefault(), apply(query, 'now'))}>
        <label part="label" className="visually-hidden" htmlFor={`${id}-q`}>{label}</label>
        <input
          id={`${id}-q`} part="input" className="input" type="search" autoComplete="off" placeholder={placeholder || label}
          value={query.search ?? ''} onInput={(e) => apply({ ...query, search: e.currentTarget.value }, 'debounce')}
        />
        {types.length ? (
          <>
            <label part="label" className="visually-hidden" htmlFor={`${id}-type`}>{t('type')}</label>
            <select id={`${id}-type`} part="type-filter" className="select" value={query.type ?? ''} onChange={(e) => apply({ ...query, type: e.currentTarget.value }, 'now')}>
              <option value="">{t('allTypes')}</option>
              {types.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
            </select>
          </>
        ) : null}
        {categories.length ? (
          <fieldset part="categories" className="categories">
            <legend className="visually-hidden">{t('categories')}</legend>
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
          <span>{t('failed')}</span>
          <button type="button" part="retry-button" onClick={retry}>{t('tryAgain')}</button>
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
            <p part="error" className="error" role="alert">{t('moreFailed')}</p>
          ) : null}
          {state.items.length < state.total ? (
            <button ref={moreRef} type="button" part="more-button" className="more" onClick={more} disabled={state.more === 'loading'} aria-busy={state.more === 'loading'}>
              {state.more === 'loading' ? t('loading') : state.more === 'error' ? t('tryAgain') : t('more', { count: state.total - state.items.length, rest: number(state.total - state.items.length) })}
            </button>
          ) : null}
        </>
      ) : null}
    </>
  );
}
