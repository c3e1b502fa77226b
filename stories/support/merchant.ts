/**
 * The demo merchant of the site-call stories: answers the page's own cart, search.more and channel
 * endpoints from memory by wrapping `window.fetch` for those paths only, so the real elements show
 * each state (results, empty, loading, failed) without a server. Not part of the library.
 */

/** What the demo merchant does. */
export interface DemoMerchantOptions {
  /** Every merchant request hangs (loading states). */
  hang?: boolean;
  /** Every merchant request fails with a 500 (failed states). */
  fail?: boolean;
  /** Searches find nothing. */
  empty?: boolean;
}

const TITLES = [
  'The Lighthouse Keeper', 'Salt and Stone', 'Northern Lights Live', 'A Year on the Farm', 'City of Bridges', 'The Long Table',
  'Deep Water', 'Glass Harbour', 'Winter Choir', 'The Orchard', 'Paper Boats', 'Night Market',
];
const CATALOGUE = TITLES.map((name, i) => ({ id: 40001 + i, name, type: i % 4 === 3 ? 'package' : 'video', channel: i % 2 ? 'documentaries' : 'films', link: `/content/${40001 + i}`, thumbnail: null }));
const PAGE = 4;
let options: DemoMerchantOptions = {};
let installed = false;

const json = (status: number, value: unknown) => new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

function answer(url: URL, init?: RequestInit): Promise<Response> | Response {
  if (options.hang) return new Promise<Response>(() => {});
  if (options.fail) return json(500, { message: 'Server Error' });
  if (url.pathname.startsWith('/cart/products') && init?.method === 'POST') {
    const body = JSON.parse(String(init.body)) as { productId: string };
    const item = CATALOGUE.find((c) => String(c.id) === String(body.productId)) ?? CATALOGUE[0];
    return json(200, { success: true, notification: { heading: 'Added to your cart', thumbnail: null, title: item.name, description: '1 item in your cart' } });
  }
  const channel = /^\/channels\/([\w-]+)\/contents$/.exec(url.pathname)?.[1];
  const q = url.searchParams;
  const text = (q.get('search') ?? '').toLowerCase();
  const hits = options.empty ? [] : CATALOGUE.filter((c) => (!channel || c.channel === channel) && (!text || c.name.toLowerCase().includes(text)) && (!q.get('type') || c.type === q.get('type')));
  const page = Number(q.get('page')) || 1;
  return json(200, {
    success: true, data: hits.slice((page - 1) * PAGE, page * PAGE).map(({ link, thumbnail, name }) => ({ link, thumbnail, name })),
    meta: { total_count: hits.length }, text: hits.length ? `${hits.length} results` : 'Nothing found',
  });
}

/** Answers the merchant endpoints of this page from memory with `opts` from now on. */
export function useDemoMerchant(opts: DemoMerchantOptions = {}): void {
  options = opts;
  if (installed) return;
  installed = true;
  const original = window.fetch.bind(window);
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, location.href);
    const mine = url.origin === location.origin && (url.pathname.startsWith('/cart/products') || url.pathname === '/search/more' || /^\/channels\/[\w-]+\/contents$/.test(url.pathname));
    return mine ? Promise.resolve(answer(url, init)) : original(input, init);
  };
}
