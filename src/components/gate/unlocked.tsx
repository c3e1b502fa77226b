/**
 * The gate's unlocked view: the slotted content (or the platform's, when nothing is slotted), the
 * code's devices for an item opened by a code, and the viewer's favourite line. Loaded when the
 * viewer's access is known (before the view is drawn), so a locked or signed-out gate never
 * downloads it.
 */
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { onSiteSignal } from '../../stores/signals';
import { useStyles } from '../../internal/styles';
import { PlatformContent } from './content';
import { unlockedStyles } from './unlocked.styles';
import type { GateItem } from './access';

// the code's devices load with the code entry's chunk, only for an item opened by a code
const CodeDevices = lazy(() => import('./code').then((m) => ({ default: m.CodeDevices })));

/** Props of the gate's unlocked view. */
export interface UnlockedViewProps {
  itemId: string;
  /** The gate's view: the item, the platform's content of it ('' when it sent none) and how it was opened. */
  view: { item: GateItem; content: string; via: 'free' | 'purchase' | 'code' };
  /** The configured API base, which relative addresses in the platform's content are read against. */
  base?: string;
  host: HTMLElement | null;
  report: (error: unknown, code?: string) => string;
  /** The viewer's favourite toggle, when signed in. */
  favorite: ReactNode;
  /** True when this gate showed the item locked before: a purchase made here unlocked it. */
  bought: boolean;
  /** The code's access ended: the gate asks for a code again. */
  onCodeEnded: () => void;
}

/** The unlocked item: the content, with the focus on it after a purchase made on this page. */
export function UnlockedView({ itemId, view, base, host, report, favorite, bought, onCodeEnded }: UnlockedViewProps) {
  const contentRef = useRef<HTMLDivElement>(null);
  useStyles(contentRef, unlockedStyles);
  // unlocked by a purchase made on this page: when the dialog of that purchase closes and the focus
  // it would give back (the Buy button) has gone, the focus goes to the content
  useEffect(() => {
    let pending = bought;
    const take = () => {
      const el = contentRef.current;
      if (!pending || !el) return;
      el.tabIndex = -1;
      el.focus();
      // under a dialog still open (the checkout's, between two of its views) the page takes no
      // focus: the content takes it when that dialog closes
      if ((el.getRootNode() as Document | ShadowRoot).activeElement === el) pending = false;
    };
    // the Buy button that had the focus went with the locked view: the content is where it goes
    if (pending && (!document.activeElement || document.activeElement === document.body)) take();
    return onSiteSignal('focus-lost', take);
    // (once, when the view is drawn)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // the platform's content is the slot's fallback: when the page slots its own (a player), it is not
  // rendered at all, so its images and media are never fetched behind the page's content
  const ownContent = !!host && [...host.childNodes].some((n) => (n.nodeType === 1 ? !(n as Element).hasAttribute('slot') : n.nodeType === 3 && !!n.textContent?.trim()));
  const slot = useRef<HTMLSlotElement>(null);
  const [, slotted] = useState(0);
  useEffect(() => {
    const el = slot.current;
    if (!el) return;
    const changed = () => slotted((n) => n + 1);
    el.addEventListener('slotchange', changed);
    return () => el.removeEventListener('slotchange', changed);
  }, []);

  return (
    <div className="content" part="content" ref={contentRef}>
      <Suspense fallback={null}>
        <slot ref={slot}>{view.content ? <PlatformContent html={view.content} base={base} show={!ownContent} itemId={itemId} title={view.item.preview.title} host={host} report={report} /> : null}</slot>
        {view.via === 'code' ? <CodeDevices itemId={itemId} report={report} onEnded={onCodeEnded} /> : null}
      </Suspense>
      {favorite ? <div className="account-line">{favorite}</div> : null}
    </div>
  );
}
