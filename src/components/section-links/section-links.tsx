import { useEffect, useRef, useState } from 'react';
import { useStyles } from '../../internal/styles';
import { emit } from '../../internal/emit';
import { baseStyles } from '../ui/base.styles';
import { hostOf, type PaywallErrorDetail } from '../ui/host';
import { collectSections, currentSection, type Section } from './sections';
import { sectionLinksStyles } from './section-links.styles';
import { useT } from '../../i18n';
import { sections as sectionTexts } from '../../i18n/sections';

/** Props of `<paywall-section-links>`. */
export interface SectionLinksProps {
  /** The id of the content area whose h2/h3 headings are listed (required). */
  for?: string;
  /** The navigation's accessible name and visible title. @default 'On this page' (in the page's language) */
  label?: string;
  /** Pixels from the viewport's top where a section counts as reached (a sticky header's height). @default 80 */
  offset?: number;
  /** The shadow root r2wc renders into. */
  container?: ShadowRoot | HTMLElement;
}

/**
 * An on-page list of sections (SPEC section 2): links to the h2/h3 headings of the content area the
 * `for` attribute names (ids created where missing), the current section marked with
 * `aria-current` while the viewer scrolls, rebuilt when the content changes.
 */
export function SectionLinks({ for: areaId, label, offset, container }: SectionLinksProps) {
  const ref = useRef<HTMLElement>(null);
  useStyles(ref, baseStyles, sectionLinksStyles);
  const host = hostOf(container);
  const t = useT(sectionTexts);
  const [sections, setSections] = useState<Section[] | null>(null);
  const [current, setCurrent] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const top = typeof offset === 'number' && Number.isFinite(offset) ? offset : 80;

  useEffect(() => {
    const area = areaId ? document.getElementById(areaId) : null;
    if (!area) {
      setMissing(true);
      emit<PaywallErrorDetail>(host, 'paywall-error', { code: 'missing_content_area', status: 0, message: `<paywall-section-links> found no element with id "${areaId ?? ''}".` });
      return;
    }
    setMissing(false);
    const build = () => setSections(collectSections(area));
    build();
    const observer = new MutationObserver(build);
    observer.observe(area, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [areaId, host]);

  useEffect(() => {
    if (!sections?.length) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const headings = sections.map((s) => ({ id: s.id, top: document.getElementById(s.id)?.getBoundingClientRect().top ?? Infinity }));
      const atEnd = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2 && window.scrollY > 0;
      setCurrent(currentSection(headings, top, atEnd));
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [sections, top]);

  const name = label || t('label');
  const state = missing ? 'error' : sections === null ? 'loading' : sections.length ? 'ready' : 'empty';
  return (
    <nav ref={ref} part="base" className="base" dir={t.dir} data-state={state} aria-label={name} hidden={state === 'empty' || state === 'loading'}>
      {state === 'error' ? <p part="message" role="alert">{t('missing')}</p> : null}
      {sections?.length ? (
        <>
          <p part="title" className="title" aria-hidden="true">{name}</p>
          <ol part="list" className="list">
            {sections.map((s) => (
              <li key={s.id} part={`item item-level-${s.level}`} className={`item level-${s.level}`}>
                <a part={s.id === current ? 'link link-current' : 'link'} className="link" href={`#${encodeURIComponent(s.id)}`} aria-current={s.id === current ? 'location' : undefined}>
                  {s.text}
                </a>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </nav>
  );
}

export default SectionLinks;
