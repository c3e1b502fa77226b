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

/** Per client (the page's, or a test's): requests in flight and recent answers, by item. */
interface AccessCache {
  inflight: Map<string, Promise<AccessCheck>>;
  recent: Map<string, { at: number; result: AccessCheck }>;
}
const caches = new WeakMap<object, AccessCache>();
let generation = 0;

function cacheOf(client: ReturnType<typeof getClient>): AccessCache {
  let cache = caches.get(client);
  if (!cache) {
    const made: AccessCache = { inflight: new Map(), recent: new Map() };
    // another viewer (or none) makes every answer of this client stale
    client.session.onChange(() => made.recent.clear());
    caches.set(client, (cache = made));
  }
  return cache;
}

/**
 * How long an answer is reused by elements that mount a moment later (a pricing table after the
 * gate): a few seconds. A check after a purchase, a payment event or a retry asks with `fresh`.
 */
export const ACCESS_REUSE_MS = 3000;

/**
 * Whether the signed-in viewer has access to `itemId`; 4xx answers mean no access, a 401 or no
 * session (none stored, or its refresh refused) means signed out. A token within a minute of its
 * expiry is refreshed first (single-flight). Other failures, the refresh's included, reject.
 * Concurrent calls for the same item share one request, and an answer is reused for
 * `ACCESS_REUSE_MS` unless the call asks `fresh` (after a purchase or a payment event: what the
 * viewer owns may just have changed). A change of session forgets every answer.
 */
export function checkAccess(itemId: string, { fresh = false }: { fresh?: boolean } = {}): Promise<AccessCheck> {
  const client = getClient();
  const { inflight, recent } = cacheOf(client);
  const key = `${generation}|${String(itemId)}`;
  if (!fresh) {
    const running = inflight.get(key);
    if (running) return running;
    const kept = recent.get(key);
    if (kept && Date.now() - kept.at < ACCESS_REUSE_MS) return Promise.resolve(kept.result);
  }
  recent.delete(key);
  const p: Promise<AccessCheck> = ask(client, String(itemId))
    .then((result) => {
      if (inflight.get(key) === p) recent.set(key, { at: Date.now(), result });
      return result;
    })
    .finally(() => {
      if (inflight.get(key) === p) inflight.delete(key);
    });
  inflight.set(key, p);
  return p;
}

/** Forgets every access answer (a purchase or sign-out this module did not see; tests). */
export function forgetAccess(): void {
  generation++;
}

async function ask(client: ReturnType<typeof getClient>, itemId: string): Promise<AccessCheck> {
  // a token about to expire is refreshed first (one refresh shared by every caller, in every tab):
  // a page left open must not take an expiring token for a signed-out viewer and stop asking
  if (!(await client.session.valid())) return { granted: false, reason: 'signed-out' };
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
