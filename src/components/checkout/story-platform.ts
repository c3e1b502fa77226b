/**
 * A demo platform for the checkout stories: a real client whose `fetch` answers from memory
 * (prices, payment methods, vouchers), so the stories show the real element without a server.
 * Not part of the library.
 */
import { createClient, type PaywallClient } from '../../client/index';
import { setClient } from '../../stores/client';
import { refreshSession, setSessionSource } from '../../stores/session';
import { setConfig } from '../../stores/config';
import { setPaymentEventSource } from '../../stores/payment-events';

/** What the demo platform does. */
export interface CheckoutDemo {
  signedIn?: boolean;
  /** Every request hangs (loading). */
  hang?: boolean;
  /** Every request fails with a 503 (error). */
  fail?: boolean;
  /** The viewer has access to every item (the payment went through). */
  access?: boolean;
}

const API = 'https://demo-platform.invalid';
const MERCHANT = 'c6f4002f-7415-4eb6-ab03-72b0f7aff0e8';

/** A demo access fee. */
export const demoFee = (id: number, amount: number, description: string, name: 'ppv' | 'subscription', period: string, quantity = 1) => ({
  id, item_id: 1, amount, currency: 'EUR', description, access_type: { name, period, quantity },
});

const FEES = [demoFee(11, 3.99, 'The Lighthouse Keeper: 48-hour rental', 'ppv', 'hour', 48), demoFee(12, 10.99, 'The Lighthouse Keeper: buy to own', 'ppv', 'unlimited')];

function answer(path: string, o: CheckoutDemo): { status: number; body: unknown } {
  if (/^\/items\/\d+\/access$/.test(path)) return o.access ? { status: 200, body: { item_id: 1 } } : { status: 402, body: { code: 402, message: 'Access denied: payment required' } };
  if (/^\/v2\/items\/\d+\/access-fees$/.test(path)) return { status: 200, body: FEES };
  if (path === '/payments/methods') return { status: 200, body: [{ id: 1, method_name: 'Card', is_external: false }] };
  if (path === '/accounts') return { status: 200, body: { id: 1, uuid: 'demo-viewer', email: 'ada@example.test', full_name: 'Ada Viewer' } };
  if (path.startsWith('/accounts/register-fields/')) return { status: 200, body: { collection: [] } };
  if (path === '/accounts/social') return { status: 200, body: { social_urls: [] } };
  if (path.startsWith('/branding/')) return { status: 200, body: { primary_color: '#1d4ed8' } };
  return { status: 404, body: { code: 404, message: 'Not found' } };
}

/** Points the page's stores at the demo platform. */
export async function useCheckoutDemo(o: CheckoutDemo = {}): Promise<PaywallClient> {
  const fetch: typeof globalThis.fetch = async (input) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    if (o.hang) return new Promise<Response>(() => {});
    if (o.fail) return new Response(JSON.stringify({ code: 503, message: 'Service unavailable' }), { status: 503, headers: { 'content-type': 'application/json' } });
    const { status, body } = answer(url.pathname, o);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  const client = createClient({ baseURL: API, merchantUuid: MERCHANT, storage: 'memory', fetch });
  setConfig({ merchantUuid: MERCHANT, apiBase: API, environment: 'sandbox' });
  setClient(client);
  setSessionSource(null);
  // no broker in the demo: payment events come only from the stories themselves
  setPaymentEventSource({ subscribe: () => () => {} });
  if (o.signedIn) await client.session.set({ token: 'demo-token', refreshToken: '', expires: Math.floor(Date.now() / 1000) + 86400 });
  // a hanging platform never answers the session check: do not wait for it
  if (o.hang) void refreshSession();
  else await refreshSession();
  return client;
}
