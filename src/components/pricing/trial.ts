import { useEffect, useState } from 'react';
import { getClient } from '../../stores/client';
import { onSiteSignal } from '../../stores/signals';
import { useAuth } from '../ui/auth';

/**
 * Whether the signed-in viewer already used the free trial of an item or package
 * (`GET /items/used-trial-period/{id}`), asked only when one of its prices has a trial, and again
 * after a subscription on the page. Only the platform's `true` counts: signed out, unknown or a
 * malformed answer leaves the prices as the platform describes them (it decides at the charge).
 */
export function useTrialUsed(id: string | undefined): boolean {
  const auth = useAuth();
  const who = auth.status === 'signed-in' ? `in:${auth.account?.uuid ?? ''}` : auth.status;
  const [used, setUsed] = useState(false);
  const [round, setRound] = useState(0);
  useEffect(() => onSiteSignal('card-subscription-completed', () => setRound((n) => n + 1)), []);
  useEffect(() => {
    setUsed(false);
    if (!id || !who.startsWith('in:')) return;
    let live = true;
    getClient().assets.isFreeTrialUsed(id).then((r) => live && setUsed(r === true), () => undefined);
    return () => {
      live = false;
    };
  }, [id, who, round]);
  return used;
}
