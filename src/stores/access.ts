/**
 * The signed-in viewer's access to an item, as the platform states it (REST is the truth): one
 * question shared by every element that asks at the same moment (the gate, the pricing cards, the
 * checkout), asked again on the next call.
 */
import { getClient } from './client';

/** Live access to an item: what unlocks it, and until when. */
export interface OwnedAccess {
  /** The content when the platform sent it with the access. */
  content: string;
  /** The access fee the access was bought with, when the platform says (not for packages or free items). */
  accessFeeId: string | null;
  /** When the access ends (Unix seconds), when the platform says. */
  expiresAt: number | null;
}

/** The result of an access check. */
export type AccessCheck = ({ granted: true } & OwnedAccess) | { granted: false; reason: 'signed-out' | 'no-access' };

const inflight = new Map<string, Promise<AccessCheck>>();

/**
 * Whether the signed-in viewer has access to `itemId`; 4xx answers mean no access, a 401 or no
 * session means signed out. Other failures reject. Concurrent calls for the same item share one request.
 */
export function checkAccess(itemId: string): Promise<AccessCheck> {
  const key = String(itemId);
  const running = inflight.get(key);
  if (running) return running;
  const p = ask(key).finally(() => inflight.delete(key));
  inflight.set(key, p);
  return p;
}

async function ask(itemId: string): Promise<AccessCheck> {
  const client = getClient();
  if (!(await client.session.isAuthenticated())) return { granted: false, reason: 'signed-out' };
  try {
    const access = await client.assets.checkAccessForAsset(itemId);
    const content = access?.item && typeof access.item.content === 'string' ? access.item.content : '';
    const fee = (access as { access_fee_id?: unknown } | null)?.access_fee_id;
    const ends = Number(access?.expires_at);
    return {
      granted: true,
      content,
      accessFeeId: typeof fee === 'number' || (typeof fee === 'string' && fee) ? String(fee) : null,
      expiresAt: Number.isFinite(ends) && ends > 0 ? ends : null,
    };
  } catch (error) {
    const status = (error as { status?: number })?.status ?? 0;
    if (status === 401) return { granted: false, reason: 'signed-out' };
    if (status >= 400 && status < 500 && status !== 408 && status !== 429) return { granted: false, reason: 'no-access' };
    throw error;
  }
}
