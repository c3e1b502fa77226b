import { useEffect, useState } from 'react';
import { accessMark, checkAccess, type OwnedAccess } from '../../stores/access';
import { onSiteSignal } from '../../stores/signals';
import { useViewer } from './auth';

/**
 * The signed-in viewer's live access to an item (null while unknown, signed out or without access),
 * asked again when the viewer changes and after a purchase on the page. A failed check counts as
 * no access here: it only adds a notice, and the platform still refuses what it must.
 */
export function useOwnedAccess(itemId: string | undefined): OwnedAccess | null {
  const who = useViewer();
  const [owned, setOwned] = useState<OwnedAccess | null>(null);
  // the access clock's mark when the latest purchase signal arrived (none before): the check then
  // shares the request the page's other elements send about the same purchase
  const [since, setSince] = useState<number>();
  useEffect(() => {
    const again = () => setSince(accessMark());
    const offs = [onSiteSignal('card-payment-completed', again), onSiteSignal('card-subscription-completed', again)];
    document.addEventListener('paywall-purchase', again);
    return () => {
      offs.forEach((off) => off());
      document.removeEventListener('paywall-purchase', again);
    };
  }, []);
  useEffect(() => {
    const id = (itemId ?? '').trim();
    if (!who.startsWith('in:') || !id) {
      setOwned(null);
      return;
    }
    let live = true;
    // after a purchase on the page, only an answer asked for after it (or one that grants access)
    checkAccess(id, { since, purchase: true }).then(
      (r) => live && setOwned(r.granted ? { content: r.content, accessFeeId: r.accessFeeId, expiresAt: r.expiresAt } : null),
      () => live && setOwned(null),
    );
    return () => {
      live = false;
    };
  }, [itemId, who, since]);
  return owned;
}

/** Props of `OwnedAccessWatch`. */
export interface OwnedAccessWatchProps {
  itemId?: string;
  /** Called with each answer of `useOwnedAccess`, and with null when the watch ends. */
  onOwned(owned: OwnedAccess | null): void;
}

/**
 * `useOwnedAccess` as a component that renders nothing: an element that shows what a signed-in
 * viewer owns only as a notice mounts it for such a viewer, so a signed-out viewer never loads it.
 */
export function OwnedAccessWatch({ itemId, onOwned }: OwnedAccessWatchProps): null {
  const owned = useOwnedAccess(itemId);
  useEffect(() => onOwned(owned), [owned, onOwned]);
  useEffect(() => () => onOwned(null), [onOwned]);
  return null;
}
