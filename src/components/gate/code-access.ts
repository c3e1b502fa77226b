/**
 * What `<paywall-gate>` needs from the platform for an item opened by an access code: loaded with
 * the code entry, only for such an item.
 */
import { getClient } from '../../stores/client';
import type { AccessCodeRecord, AccessCodeSession } from '../../client/types';

/**
 * What a code item shows: the content, when the code this browser stored still opens it; null when
 * there is no stored code or the platform no longer accepts it (then forgotten): the code entry.
 * Other failures reject.
 */
export async function openWithStoredCode(itemId: string): Promise<{ content: string } | null> {
  const rec = await storedCode(itemId);
  if (!rec) return null;
  try {
    return await enterCode(itemId, rec.code);
  } catch (error) {
    const status = (error as { status?: number })?.status ?? 0;
    if (status < 400 || status >= 500) throw error;
    await forgetCode(itemId);
    return null;
  }
}

/** The stored access-code record of this browser for the item, if any. */
export async function storedCode(itemId: string): Promise<AccessCodeRecord | null> {
  return getClient().assets.getAccessCode(itemId);
}

/** Enters an access code (also used to re-check a stored one); resolves to the content, if sent. */
export async function enterCode(itemId: string, code: string): Promise<{ content: string }> {
  const r = await getClient().assets.requestCodeAccess({ itemId, code: code.trim() });
  const item = (r as { item?: { content?: unknown } }).item;
  return { content: item && typeof item.content === 'string' ? item.content : '' };
}

/** Forgets a stored code record that the platform no longer accepts. */
export async function forgetCode(itemId: string): Promise<void> {
  const client = getClient();
  const rec = await client.assets.getAccessCode(itemId);
  if (rec) {
    try {
      await client.assets.terminateSession(itemId);
    } catch {
      // the session may be gone already; the record is what matters here
    }
  }
}

/** The browser sessions using the stored code, with this browser's marked. */
export async function codeSessions(itemId: string): Promise<Array<AccessCodeSession & { current: boolean }>> {
  const client = getClient();
  const rec = await client.assets.getAccessCode(itemId);
  if (!rec) return [];
  const list = await client.assets.getAccessCodeSessions(rec.code_id);
  return (Array.isArray(list) ? list : []).map((s) => ({ ...s, current: s.browser_fingerprint === rec.browser_fingerprint }));
}

/** Ends this browser's session of the item's access code (and forgets the record). */
export async function endCodeSession(itemId: string): Promise<void> {
  await getClient().assets.terminateSession(itemId);
}
