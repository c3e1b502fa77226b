import { useEffect, useRef } from 'react';
import { useStyles } from '../../internal/styles';
import { emit } from '../../internal/emit';
import { baseStyles } from '../ui/base.styles';
import { hostOf, type PaywallErrorDetail } from '../ui/host';
import { parseOptions, useSearchList } from '../search/search-list';
import { SearchView } from '../search/search-view';
import { searchStyles } from '../search/search.styles';
import { useT } from '../../i18n';
import { search } from '../../i18n/search';
import { Heading, withHeadingLevel } from '../ui/host';

/** The channel contents endpoint when none is given; `{channel}` is replaced. */
export const DEFAULT_CHANNEL_ENDPOINT = '/channels/{channel}/contents';

/** Props of `<paywall-channel>`. */
export interface ChannelProps {
  /**
   * The level of the element's own top headings (1 to 6), so they fit the page's outline; the
   * headings under them take the next level. @default 2
   */
  headingLevel?: number;
  /** The channel (its id or slug, as the merchant's route channels.show names it). @default the second path segment */
  channel?: string;
  /** The channel's contents endpoint on the page's origin, answering as search.more does. @default '/channels/{channel}/contents' */
  endpoint?: string;
  /** Type filter choices, `value:Label` comma-separated; none hides the filter. */
  types?: string;
  /** The heading above the list. */
  heading?: string;
  /** The search field's accessible name. @default 'Search this channel' (in the page's language) */
  label?: string;
  /** Keep the query out of the address bar. @default false */
  noHistory?: boolean;
  /** The shadow root r2wc renders into. */
  container?: ShadowRoot | HTMLElement;
}

/** The channel named by the address: the second path segment, as route params default to (`/channels/films` -> `films`). */
export function channelFromPath(pathname: string): string {
  return decodeURIComponent(pathname.split('/').filter(Boolean)[1] ?? '');
}

/**
 * The channels.show page (SPEC section 2): the channel's searchable list of contents with a type
 * filter, on the same machinery as `<paywall-search>` (550 ms debounce, paging, address bar). The
 * list shows at once; a failure says so with a retry.
 */
function ChannelView({ channel, endpoint, types, heading, label, noHistory, container }: ChannelProps) {
  const ref = useRef<HTMLDivElement>(null);
  useStyles(ref, baseStyles, searchStyles);
  const name = channel || (typeof location === 'undefined' ? '' : channelFromPath(location.pathname));
  const url = (endpoint || DEFAULT_CHANNEL_ENDPOINT).replace('{channel}', encodeURIComponent(name));
  const list = useSearchList(url, { syncUrl: noHistory !== true, immediate: true });
  const host = hostOf(container);
  const t = useT(search);
  useEffect(() => {
    if (name) return;
    emit<PaywallErrorDetail>(host, 'paywall-error', { code: 'missing_channel', status: 0, message: '<paywall-channel> needs a channel attribute on this address.' });
  }, [name, host]);
  if (!name) {
    return (
      <div ref={ref} part="base" className="base" dir={t.dir} data-state="error">
        <p part="error" className="error" role="alert">{t('channelNotSetUp')}</p>
      </div>
    );
  }
  return (
    <div ref={ref} part="base" className="base" dir={t.dir} data-state={list.state.status}>
      <SearchView
        {...list}
        t={t}
        heading={heading ? <Heading look={2} part="heading" className="heading">{heading}</Heading> : null}
        label={label || t('searchChannel')}
        types={parseOptions(types)}
        categories={[]}
      />
    </div>
  );
}

/** `ChannelView` with its headings' levels from `headingLevel` (the `heading-level` attribute), the element it is shown in, or 2. */
export const Channel = withHeadingLevel(ChannelView, 2);

export default Channel;
