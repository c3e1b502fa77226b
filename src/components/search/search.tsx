import { useRef } from 'react';
import { useStore } from '@nanostores/react';
import { useStyles } from '../../internal/styles';
import { $config } from '../../stores/config';
import { baseStyles } from '../ui/base.styles';
import { parseOptions, useSearchList } from './search-list';
import { SearchView } from './search-view';
import { searchStyles } from './search.styles';
import { useT } from '../../i18n';
import { search } from '../../i18n/search';

/** Props of `<paywall-search>`. */
export interface SearchProps {
  /** Type filter choices, `value:Label` comma-separated (e.g. `video:Videos,package:Packages`); none hides the filter. */
  types?: string;
  /** Category filter choices, `value:Label` comma-separated; none hides the filter. */
  categories?: string;
  /** The search field's accessible name. @default 'Search' (in the page's language) */
  label?: string;
  /** The field's placeholder. @default the label */
  placeholder?: string;
  /** Keep the query out of the address bar. @default false */
  noHistory?: boolean;
  /** The shadow root r2wc renders into. */
  container?: ShadowRoot | HTMLElement;
}

/**
 * The site search (SPEC sections 2, 7, 8, 9): search.more 550 ms after the last keystroke (at once
 * on Enter and on a filter change), type and category filters, results (link, thumbnail, name), the
 * total count and the server's text, "More results" paging, loading / empty / failed states, and the
 * query kept in the address bar so back and reload show the same search.
 */
export function Search({ types, categories, label, placeholder, noHistory }: SearchProps) {
  const ref = useRef<HTMLDivElement>(null);
  useStyles(ref, baseStyles, searchStyles);
  const endpoint = useStore($config).siteEndpoints.searchMore ?? '/search/more';
  const list = useSearchList(endpoint, { syncUrl: noHistory !== true, immediate: false });
  const t = useT(search);
  return (
    <div ref={ref} part="base" className="base" dir={t.dir} data-state={list.state.status}>
      <SearchView {...list} t={t} label={label || t('search')} placeholder={placeholder} types={parseOptions(types)} categories={parseOptions(categories)} />
    </div>
  );
}

export default Search;
