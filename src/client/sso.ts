/**
 * Single sign-on through the merchant's SSO domain (loaded only when `ssoDomain` is configured):
 * every token this tab stores is reported to `POST {ssoDomain}/sso/cookie` (multipart `token`,
 * `delete=0`), and a removal with the token that was stored (`delete=1`); other tabs' changes are
 * theirs to report. At start the tab asks the domain for the session it keeps (`GET
 * {ssoDomain}/sso/cookie` with credentials: `{token, expires}`, or 204 for none): with no token of its
 * own it adopts that one, so a second merchant origin sharing the domain starts signed in; with a
 * token it had shared and the domain keeping none, the viewer signed out on another origin, and so
 * the tab signs out too. The domain is the only address the token goes to besides the platform; a
 * failure is logged once and never stands in the way of signing in or out.
 */
// no runtime imports: the client loads this chunk only where a domain is configured, and its
// dependencies would otherwise travel as a preload list in every page's client
import type { Ctx } from './context';

/** Where the tab notes that its session is the one the domain keeps. */
const SHARED = 'paywall-elements.sso';

/** Starts reporting to the client's SSO domain and follows the session it keeps. */
export async function watchSso(c: Ctx): Promise<void> {
  const domain = c.sso as string;
  const url = new URL('/sso/cookie', domain).href;
  let last = (await c.session.get())?.token ?? null;
  let warned = false;
  const warn = (what: string, e: unknown) => {
    if (!warned) console.warn(`[paywall-elements] The single sign-on domain ${domain} could not ${what}: ${String((e as Error)?.message ?? e)}`);
    warned = true;
  };
  let checked: Promise<unknown> = Promise.resolve();
  // what the platform SDK's reportSSOtoken sends: multipart `token` and `delete`, with cookies
  const report = async (token: string, remove: boolean) => {
    // after the start-up check, and only while still current (that check may end the session)
    await checked;
    if (!remove && token !== last) return;
    const body = new FormData();
    body.append('token', token);
    body.append('delete', remove ? '1' : '0');
    try {
      await c.http(url, { method: 'POST', credentials: 'include', body });
      if (remove) await c.storage.remove(SHARED);
      else await c.storage.set(SHARED, '1');
    } catch (e) {
      warn(remove ? 'end the session' : 'keep the session', e);
    }
  };
  c.session.wrote = (r) => {
    const gone = last;
    last = r?.token ?? null;
    if (r && r.token !== gone) void report(r.token, false);
    else if (!r && gone) void report(gone, true);
  };
  c.session.onChange((r) => {
    last = r?.token ?? null;
  });
  checked = follow(c, url, (token) => (last = token), warn);
  await checked;
}

/** The start-up check: adopt the domain's session, or end this tab's when the domain ended it. */
async function follow(c: Ctx, url: string, setLast: (token: string | null) => void, warn: (what: string, e: unknown) => void): Promise<void> {
  let kept: { token?: unknown; expires?: unknown } | null = null;
  try {
    kept = await c.http<{ token?: unknown; expires?: unknown }>(url, { credentials: 'include' });
  } catch (e) {
    // unreachable or refused: that decides nothing
    return warn('be read', e);
  }
  const mine = await c.session.get();
  const expires = Number(kept?.expires);
  if (!mine && typeof kept?.token === 'string' && kept.token && Number.isFinite(expires)) {
    // adopting the domain's own token: nothing to report back
    setLast(kept.token);
    await c.session.set({ token: kept.token, refreshToken: '', expires });
    await c.storage.set(SHARED, '1');
  } else if (mine && !kept && (await c.storage.get(SHARED))) {
    // this tab's session was shared and the domain ended it: signed out on another origin
    setLast(null);
    await c.storage.remove(SHARED);
    await c.session.clear();
  }
}
