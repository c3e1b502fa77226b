/**
 * The signed-in viewer's access to an item, as the platform states it (REST is the truth): one
 * question shared by every element that asks at the same moment (the gate, the pricing cards, the
 * checkout). After news that may change it (a purchase, a payment event), the elements ask about
 * that moment (`accessMark`) and share one request sent after it.
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

/** One access request: its number on the access clock (1 for the first sent), and its answer. */
interface Asked {
  n: number;
  promise: Promise<AccessCheck>;
}

/** Per client (the page's, or a test's): requests in flight and recent answers, by item. */
interface AccessCache {
  inflight: Map<string, Asked>;
  recent: Map<string, { at: number; n: number; result: AccessCheck }>;
}
const caches = new WeakMap<object, AccessCache>();
let generation = 0;
/** The access clock: how many access requests the page has sent (any client). */
let sent = 0;

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
 * gate): a few seconds. A check after a purchase, a payment event or a retry asks with `since`.
 */
export const ACCESS_REUSE_MS = 3000;

/** What an access check asks for (see `checkAccess`). */
export interface AccessQuestion {
  /**
   * Only an answer from a request sent after this mark of the access clock (`accessMark()`, taken
   * when the news arrived; `since: accessMark()` asks the platform again now): every element
   * that heard the same news shares one such request.
   */
  since?: number;
  /**
   * The news is a purchase, which can only add access: an answer that grants access is used even
   * when it was asked for before the mark (a request on its way is waited for, and asked again
   * after the mark when it does not grant access). A refusal from before the mark is never used.
   */
  purchase?: boolean;
}

/**
 * The page's access clock: how many access requests it has sent. An element takes
 * the mark when news arrives that may change what the viewer owns (a payment event, a purchase
 * signal) and asks `checkAccess(id, { since: mark })` when it gets to it: every element that took
 * the mark before a request was sent shares that request, however late it asks.
 */
export function accessMark(): number {
  return sent;
}

/**
 * Whether the signed-in viewer has access to `itemId`; 4xx answers mean no access, a 401 or no
 * session (none stored, or its refresh refused) means signed out. A token within a minute of its
 * expiry is refreshed first (single-flight). Other failures, the refresh's included, reject.
 * Concurrent calls for the same item share one request, and an answer is reused for
 * `ACCESS_REUSE_MS`. A call with `since` (after a purchase, a payment event or a retry: what the
 * viewer owns may just have changed) takes only an answer asked for after its moment, shared with
 * every other call about the same moment; with `purchase`, an answer that grants access also does.
 * A change of session forgets every answer.
 */
export function checkAccess(itemId: string, { since = -1, purchase }: AccessQuestion = {}): Promise<AccessCheck> {
  const client = getClient();
  const { inflight, recent } = cacheOf(client);
  const key = `${generation}|${itemId}`;
  const running = inflight.get(key);
  const known = recent.get(key);
  if (running && running.n > since) return running.promise;
  if (known && Date.now() - known.at < ACCESS_REUSE_MS && (known.n > since || (purchase && known.result.granted))) return Promise.resolve(known.result);
  if (purchase && running) {
    // a request on its way from before the news: its grant stands, a refusal is asked again
    const again = () => checkAccess(itemId, { since });
    return running.promise.then((r) => (r.granted ? r : again()), again);
  }
  // a new request, shared by later callers until it is answered, then kept as the recent answer
  const asked = { n: ++sent } as Asked;
  asked.promise = ask(client, itemId)
    .then((result) => {
      if (inflight.get(key) === asked) recent.set(key, { at: Date.now(), n: asked.n, result });
      return result;
    })
    .finally(() => {
      if (inflight.get(key) === asked) inflight.delete(key);
    });
  inflight.set(key, asked);
  return asked.promise;
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
