import { expect } from 'chai';
import '../../../elements/paywall-donate';
import { cleanup, collect, fixture, shadow, waitFor, part } from '../../../test/helpers/dom';
import { leaveSandbox, signUpFresh, useSandbox } from '../../../test/helpers/sandbox-page';
import { createClient } from '../../client';
import { setClient } from '../../stores/client';
import { refreshSession } from '../../stores/session';
import { closeDialog } from '../../stores/dialogs';
import { NO_INTENT } from './donate-form';
import type { PaywallErrorDetail } from '../ui/host';

const state = (el: Element) => shadow(el).querySelector('[part~="base"]')?.getAttribute('data-state');

// this page is a bank's return without the payment intent (a page claims its return once, so this
// test has its own page)
describe('<paywall-donate> back from the bank', () => {
  const start = location.href;
  afterEach(async () => {
    cleanup();
    closeDialog();
    setClient(null);
    history.replaceState(null, '', start);
    await leaveSandbox();
  });

  it('without the payment intent, confirms nothing (the client\'s 400 rule) and says so readably', async () => {
    const info = await useSandbox();
    const sent: string[] = [];
    setClient(createClient({
      baseURL: info.apiBase, merchantUuid: info.merchantUuid, clientId: info.clientId, storage: 'memory',
      fetch: (input, init) => {
        sent.push(`${(init?.method ?? 'GET').toUpperCase()} ${new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url).pathname}`);
        return fetch(input, init);
      },
    }));
    await signUpFresh();
    await refreshSession();
    history.replaceState(null, '', `${location.pathname}?ippwat=ppv&redirect_status=succeeded`);
    const el = fixture('<paywall-donate item-id="40003"></paywall-donate>');
    const errors = collect<PaywallErrorDetail>(el, 'paywall-error');
    await waitFor(() => state(el) === 'failed', { timeout: 15000, message: 'failed' });
    expect(part(el, 'message')!.textContent).to.equal(NO_INTENT);
    expect(errors.map((e) => [e.detail.code, e.detail.status])).to.deep.equal([['confirm_failed', 400]]);
    expect(sent.filter((s) => s.includes('donation'))).to.deep.equal(['GET /v2/items/40003/donations'], 'no confirmation was sent');
    expect(location.search).to.equal('', 'the return parameters are gone from the address');
  });
});
