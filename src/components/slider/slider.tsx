import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useStyles } from '../../internal/styles';
import { baseStyles } from '../ui/base.styles';
import { hostOf } from '../ui/host';
import { emit } from '../../internal/emit';
import { sliderStyles } from './slider.styles';
import { useT } from '../../i18n';
import { slider } from '../../i18n/slider';

/** The slider's autoplay interval (SPEC section 9). */
export const SLIDER_INTERVAL_MS = 8000;
/** The attribute marking the slide on show, set on the element's children. */
export const ACTIVE_ATTRIBUTE = 'data-paywall-active';
const SWIPE_PX = 40;

/** Props of `<paywall-slider>`. */
export interface SliderProps {
  /** Milliseconds per slide; a slide's own `data-autoplay` wins. @default 8000 */
  interval?: number;
  /** The carousel's accessible name. @default 'Featured' (in the page's language) */
  label?: string;
  /** Start paused (no autoplay until the viewer presses play). @default false */
  paused?: boolean;
  /** The shadow root r2wc renders into. */
  container?: ShadowRoot | HTMLElement;
  /** Server rendering only: how many slides the children are (in the browser it counts them). */
  initialCount?: number;
}

/** Detail of `paywall-slide-change`. */
export interface SlideChangeDetail {
  /** The slide now on show, from 0. */
  index: number;
  /** How it came: autoplay or the viewer. */
  cause: 'autoplay' | 'viewer';
}

/** Why autoplay is not running, if it is not. */
export type SliderHold = 'none' | 'hover' | 'focus' | 'reduced-motion' | 'viewer' | 'single';

/** A slide's own duration: `data-autoplay` in milliseconds (a positive number), else the slider's. */
export function slideDuration(slide: Element | undefined, fallback: number): number {
  const own = Number(slide?.getAttribute('data-autoplay'));
  return Number.isFinite(own) && own > 0 ? own : fallback;
}

/**
 * The home slider (SPEC sections 2, 9): the element's children are the slides. Autoplay every 8 s
 * (or the slide's `data-autoplay`), paused while the pointer is over it, while focus is inside it,
 * under `prefers-reduced-motion` and by its pause button; arrow keys, Home, End and swipes move it
 * (mirrored right to left: there the next slide is to the left); each indicator is a button named
 * "Slide N of M".
 */
export function Slider({ interval, label, paused, container, initialCount }: SliderProps) {
  const ref = useRef<HTMLElement>(null);
  useStyles(ref, baseStyles, sliderStyles);
  const host = hostOf(container);
  const t = useT(slider);
  const rtl = t.dir === 'rtl';
  // the first render is the one a server renders (it takes that view over unchanged)
  const [count, setCount] = useState(() => host?.children.length ?? initialCount ?? 0);
  const [index, setIndex] = useState(0);
  const [moved, setMoved] = useState(false);
  const [hover, setHover] = useState(false);
  const [focus, setFocus] = useState(false);
  const [reduced, setReduced] = useState(false);
  // (read before the first paint, then followed: the viewer may change it while the page is open)
  useLayoutEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const query = matchMedia('(prefers-reduced-motion: reduce)');
    const onChange = () => setReduced(query.matches);
    onChange();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  const [stopped, setStopped] = useState(paused === true);
  const swipe = useRef<{ x: number; y: number } | null>(null);
  const every = typeof interval === 'number' && interval > 0 ? interval : SLIDER_INTERVAL_MS;

  useEffect(() => setStopped(paused === true), [paused]);

  useEffect(() => {
    if (!host) return;
    const recount = () => setCount(host.children.length);
    recount();
    const observer = new MutationObserver(recount);
    observer.observe(host, { childList: true });
    return () => observer.disconnect();
  }, [host]);

  const shown = count ? Math.min(index, count - 1) : 0;

  // mark the slide on show; the others are hidden by the slot's styles. (Before the page paints,
  // with the move itself: marked a frame later, the slide that leaves would take the entrance
  // animation that \`data-moved\` starts, and flash faded before the next one replaced it.)
  useLayoutEffect(() => {
    if (!host) return;
    [...host.children].forEach((child, i) => {
      if (i === shown) child.setAttribute(ACTIVE_ATTRIBUTE, '');
      else child.removeAttribute(ACTIVE_ATTRIBUTE);
    });
  }, [host, shown, count]);

  const go = useCallback(
    (to: number, cause: SlideChangeDetail['cause']) => {
      if (!count) return;
      const next = ((to % count) + count) % count;
      setIndex(next);
      setMoved(true);
      emit<SlideChangeDetail>(host, 'paywall-slide-change', { index: next, cause });
    },
    [count, host],
  );

  const hold: SliderHold = count < 2 ? 'single' : stopped ? 'viewer' : reduced ? 'reduced-motion' : focus ? 'focus' : hover ? 'hover' : 'none';

  useEffect(() => {
    if (hold !== 'none' || !host) return;
    const timer = setTimeout(() => go(shown + 1, 'autoplay'), slideDuration(host.children[shown], every));
    return () => clearTimeout(timer);
  }, [hold, shown, every, host, go]);

  const empty = !count;
  // native listeners: React derives enter/leave from over/out, which shadow DOM retargeting breaks
  const slidesRef = useRef<HTMLDivElement>(null);
  const goRef = useRef({ go, shown, rtl });
  goRef.current = { go, shown, rtl };
  useEffect(() => {
    const area = ref.current;
    const slidesArea = slidesRef.current;
    if (!area || !slidesArea) return;
    const enter = (e: PointerEvent) => e.pointerType === 'mouse' && setHover(true);
    const leave = () => setHover(false);
    const down = (e: PointerEvent) => (swipe.current = { x: e.clientX, y: e.clientY });
    const up = (e: PointerEvent) => {
      const start = swipe.current;
      swipe.current = null;
      if (!start) return;
      const dx = e.clientX - start.x;
      if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(e.clientY - start.y)) goRef.current.go(goRef.current.shown + ((dx < 0) !== goRef.current.rtl ? 1 : -1), 'viewer');
    };
    // a swipe across a slide's link or image is the slider's gesture, not a drag of that link
    const noDrag = (e: DragEvent) => e.preventDefault();
    const listeners = [[area, 'pointerenter', enter], [area, 'pointerleave', leave], [slidesArea, 'pointerdown', down], [slidesArea, 'pointerup', up], [slidesArea, 'dragstart', noDrag]] as const;
    for (const [target, type, listener] of listeners) target.addEventListener(type, listener as EventListener);
    return () => {
      for (const [target, type, listener] of listeners) target.removeEventListener(type, listener as EventListener);
    };
  }, [empty]);

  const onKeyDown = (e: KeyboardEvent) => {
    // the arrow that points towards the next slide: right, or left on a right-to-left page
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    const to = e.key === forward ? shown + 1 : e.key === back ? shown - 1 : e.key === 'Home' ? 0 : e.key === 'End' ? count - 1 : null;
    if (to === null || (e.target as HTMLElement).closest?.('input, textarea, select')) return;
    e.preventDefault();
    go(to, 'viewer');
  };

  const name = label || t('label');
  if (!count) return <section ref={ref} part="base" className="base" dir={t.dir} data-state="empty" hidden aria-label={name} />;
  const number = (n: number) => {
    try {
      return n.toLocaleString(t.locale.replace(/_/g, '-'));
    } catch {
      return String(n); // a tag Intl does not take
    }
  };

  const playing = hold === 'none' || hold === 'hover' || hold === 'focus';
  return (
    <section
      ref={ref} part="base" className="base" dir={t.dir} data-state={playing ? 'playing' : 'paused'} data-hold={hold}
      aria-roledescription={t('carousel')} aria-label={name}
      onKeyDown={onKeyDown}
      onFocusCapture={() => setFocus(true)}
      onBlurCapture={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && !host?.contains(e.relatedTarget as Node | null) && setFocus(false)}
    >
      <div
        part="slides" className="slides" data-index={shown} data-moved={moved ? '' : undefined} aria-live={hold === 'none' || hold === 'single' ? 'off' : 'polite'} aria-atomic="true"
        role="group" aria-roledescription={t('slide')} aria-label={t('position', { index: number(shown + 1), total: number(count) })}
        ref={slidesRef}
      >
        <slot />
      </div>
      {/* the row runs from the right in right-to-left text; the arrows point outwards, their glyph chosen here and kept
          left to right so the browser does not mirror it again */}
      {count > 1 ? (
        <div part="controls" className="controls">
          <button type="button" part="prev" className="arrow" aria-label={t('previous')} onClick={() => go(shown - 1, 'viewer')}><span dir="ltr">{rtl ? '›' : '‹'}</span></button>
          <div part="indicators" className="indicators">
            {Array.from({ length: count }, (_, i) => (
              <button
                key={i} type="button" part={i === shown ? 'indicator indicator-current' : 'indicator'} className="indicator"
                aria-label={t('slideN', { index: number(i + 1), total: number(count) })} aria-current={i === shown ? 'true' : undefined} onClick={() => go(i, 'viewer')}
              />
            ))}
          </div>
          <button type="button" part="next" className="arrow" aria-label={t('next')} onClick={() => go(shown + 1, 'viewer')}><span dir="ltr">{rtl ? '‹' : '›'}</span></button>
          <button type="button" part="pause" className="pause" aria-label={t(stopped || reduced ? 'play' : 'pause')} onClick={() => {
            if (reduced && !stopped) setReduced(false);
            else setStopped((s) => !s);
          }}>
            {stopped || reduced ? '▶' : '❚❚'}
          </button>
        </div>
      ) : null}
    </section>
  );
}

export default Slider;
