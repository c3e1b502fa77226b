import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useStyles } from '../../internal/styles';
import { baseStyles } from '../ui/base.styles';
import { hostOf } from '../ui/host';
import { railStyles } from './rail.styles';
import { useT } from '../../i18n';
import { rail } from '../../i18n/rail';
import { Heading, withHeadingLevel } from '../ui/host';

/** The rails' kinds (SPEC section 2). */
export type RailKind = 'video' | 'stream' | 'season' | 'sponsor' | 'organisation' | 'channel';
/** Prev/next arrows only from this viewport width... (SPEC section 9) */
export const RAIL_ARROWS_MIN_WIDTH = 1024;
/** ...and with at least this many cells. */
export const RAIL_ARROWS_MIN_CELLS = 4;
/** Detail cards from this viewport width. */
export const RAIL_DETAIL_MIN_WIDTH = 640;
/** Re-measured this long after the last resize. */
export const RAIL_RESIZE_DELAY_MS = 200;

const KINDS: readonly RailKind[] = ['video', 'stream', 'season', 'sponsor', 'organisation', 'channel'];

/** Props of `<paywall-rail>`. */
export interface RailProps {
  /**
   * The level of the element's own top headings (1 to 6), so they fit the page's outline; the
   * headings under them take the next level. @default 2
   */
  headingLevel?: number;
  /** What the cells are; sets the default name and cell size. @default 'video' */
  kind?: RailKind;
  /** A heading above the rail, also its accessible name. */
  heading?: string;
  /** The accessible name when there is no heading. @default by kind, e.g. 'Videos' (in the page's language) */
  label?: string;
  /** The shadow root r2wc renders into. */
  container?: ShadowRoot | HTMLElement;
  /** Server rendering only: how many cells the rail's children are (in the browser it counts them). */
  initialCount?: number;
}

/** The viewport width a first render assumes (a server has none); the real one follows before the first paint. */
const FIRST_RENDER_WIDTH = 1280;

/** What the rail shows at a viewport width with a number of cells. */
export function railLayout(viewportWidth: number, cells: number): { arrows: boolean; detail: boolean } {
  return { arrows: viewportWidth >= RAIL_ARROWS_MIN_WIDTH && cells >= RAIL_ARROWS_MIN_CELLS, detail: viewportWidth >= RAIL_DETAIL_MIN_WIDTH };
}

/**
 * A horizontal rail of cards (SPEC sections 2, 9): the element's children are the cells, in a
 * scroll-snapping track that arrow keys, Home and End move by one cell. Prev/next arrows show only
 * on screens at least 1024 px wide with 4 or more cells; detail cards from 640 px (the host's
 * `data-paywall-layout` is `detail` or `compact`); both re-measured 200 ms after a resize, and laid
 * out by media queries, so a server-rendered rail has its final size before any script. Right to
 * left the track starts on the right and the arrows and arrow keys mirror.
 */
function RailView({ kind, heading, label, container, initialCount }: RailProps) {
  const ref = useRef<HTMLElement>(null);
  const track = useRef<HTMLDivElement>(null);
  useStyles(ref, baseStyles, railStyles);
  const host = hostOf(container);
  const t = useT(rail);
  const rtl = t.dir === 'rtl';
  // the first render is the one a server renders (it takes that view over unchanged); the
  // stylesheet's media queries already lay it out for the real width
  const [cells, setCells] = useState(() => host?.children.length ?? initialCount ?? 0);
  const [width, setWidth] = useState(FIRST_RENDER_WIDTH);
  useLayoutEffect(() => setWidth(innerWidth), []);
  const [edges, setEdges] = useState({ start: true, end: true });
  const type: RailKind = kind && KINDS.includes(kind) ? kind : 'video';
  const layout = railLayout(width, cells);

  useEffect(() => {
    if (!host) return;
    const recount = () => setCells(host.children.length);
    recount();
    const observer = new MutationObserver(recount);
    observer.observe(host, { childList: true });
    return () => observer.disconnect();
  }, [host]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setWidth(innerWidth), RAIL_RESIZE_DELAY_MS);
    };
    addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      removeEventListener('resize', onResize);
    };
  }, []);

  // before the frame is painted, so a page's styles keyed to it never show the other layout first
  useLayoutEffect(() => {
    host?.setAttribute('data-paywall-layout', layout.detail ? 'detail' : 'compact');
  }, [host, layout.detail]);

  const measureEdges = useCallback(() => {
    const t = track.current;
    if (!t) return;
    // right to left, scrollLeft runs from 0 down to minus the overflow
    const along = Math.abs(t.scrollLeft);
    setEdges({ start: along <= 1, end: along + t.clientWidth >= t.scrollWidth - 1 });
  }, []);

  useEffect(() => {
    const t = track.current;
    if (!t) return;
    measureEdges();
    t.addEventListener('scroll', measureEdges, { passive: true });
    // cells change size when styles arrive or images load, which no scroll event reports
    const sizes = new ResizeObserver(measureEdges);
    sizes.observe(t);
    for (const cell of host?.children ?? []) sizes.observe(cell);
    return () => {
      t.removeEventListener('scroll', measureEdges);
      sizes.disconnect();
    };
  }, [measureEdges, cells, width, host]);

  const step = () => {
    const first = host?.children[0] as HTMLElement | undefined;
    const gap = parseFloat(getComputedStyle(track.current!).columnGap) || 0;
    return (first?.getBoundingClientRect().width ?? 200) + gap;
  };
  // an instant scroll: smooth scrolls stall in pages the browser throttles, and snapping aligns the cells anyway;
  // n cells towards the end, which is to the left on a right-to-left page
  const scrollCells = (n: number) => track.current?.scrollBy({ left: (rtl ? -n : n) * step() });
  const page = () => Math.max(1, Math.floor((track.current?.clientWidth ?? 0) / step()));

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.target !== track.current) return;
    const t = track.current!;
    if (e.key === 'ArrowRight') scrollCells(rtl ? -1 : 1);
    else if (e.key === 'ArrowLeft') scrollCells(rtl ? 1 : -1);
    else if (e.key === 'Home') t.scrollTo({ left: 0 });
    else if (e.key === 'End') t.scrollTo({ left: rtl ? -t.scrollWidth : t.scrollWidth });
    else return;
    e.preventDefault();
  };

  const name = heading || label || t(type);
  return (
    <section
      ref={ref} part="base" className="base" dir={t.dir} data-state={cells ? 'ready' : 'empty'} data-kind={type} data-layout={layout.detail ? 'detail' : 'compact'}
      aria-label={heading ? undefined : name} aria-labelledby={heading ? 'rail-heading' : undefined} hidden={!cells}
    >
      {/* the arrows stand at the end of the heading's row, so the cells start where the heading does;
          right to left the previous arrow stands on the right; each arrow's glyph points outwards, kept
          left to right so the browser does not mirror it again */}
      {heading || layout.arrows ? (
        <div className="head">
          {heading ? <Heading look={2} id="rail-heading" part="heading" className="heading">{heading}</Heading> : null}
          {layout.arrows ? (
            <div className="arrows">
              <button type="button" part="prev" className="arrow prev" aria-label={t('previous', { name })} disabled={edges.start} onClick={() => scrollCells(-page())}><span dir="ltr">{rtl ? '›' : '‹'}</span></button>
              <button type="button" part="next" className="arrow next" aria-label={t('next', { name })} disabled={edges.end} onClick={() => scrollCells(page())}><span dir="ltr">{rtl ? '‹' : '›'}</span></button>
            </div>
          ) : null}
        </div>
      ) : null}
      <div className="frame">
        <div ref={track} part="track" className="track" tabIndex={0} role="group" aria-label={t('track', { name })} onKeyDown={onKeyDown}>
          <slot />
        </div>
      </div>
    </section>
  );
}

/** `RailView` with its headings' levels from `headingLevel` (the `heading-level` attribute), the element it is shown in, or 2. */
export const Rail = withHeadingLevel(RailView, 2);

export default Rail;
