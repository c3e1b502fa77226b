/**
 * The merchant's search and channel answers without their own summary `text`, as a merchant may send
 * them, so the element writes the count itself (browser tests of <paywall-search> and <paywall-channel>).
 * Wraps `window.fetch`; returns the original to restore.
 */
export function dropServerText(): typeof window.fetch {
  const inner = window.fetch;
  window.fetch = async (input, init) => {
    const response = await inner(input, init);
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, location.href);
    if (url.pathname !== '/search/more' && !url.pathname.startsWith('/channels/')) return response;
    const body = (await response.json()) as Record<string, unknown>;
    delete body.text;
    return new Response(JSON.stringify(body), { status: response.status, headers: response.headers });
  };
  return inner;
}
