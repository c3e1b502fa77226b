import { expect } from 'chai';
import { waitFor } from '../helpers/dom';
import { setConfig, resetConfig } from '../../src/stores/config';
import { $session, refreshSession } from '../../src/stores/session';
import { signUp, signOut } from '../../src/stores/session-actions';
import { setClient } from '../../src/stores/client';

interface SandboxInfo { apiBase: string; merchantUuid: string; clientId?: string }
interface Tab {
  frame: HTMLIFrameElement;
  api: {
    setConfig: typeof setConfig;
    $session: typeof $session;
    signOut: typeof signOut;
    refreshSession: typeof refreshSession;
  };
}

// A second tab: a same-origin iframe is its own JS realm with its own copy of the stores, sharing
// localStorage and BroadcastChannel with this page, as a second tab of the site would.
async function openTab(): Promise<Tab> {
  const frame = document.createElement('iframe');
  frame.srcdoc = `<!doctype html><script type="module">
    import * as config from '/src/stores/config.ts';
    import * as session from '/src/stores/session.ts';
    import * as actions from '/src/stores/session-actions.ts';
    window.tabApi = { setConfig: config.setConfig, $session: session.$session, signOut: actions.signOut, refreshSession: session.refreshSession };
  </script>`;
  document.body.append(frame);
  const api = await waitFor(() => (frame.contentWindow as unknown as { tabApi?: Tab['api'] }).tabApi, { timeout: 8000, message: 'second tab loaded' });
  return { frame, api };
}

describe('session store (sandbox platform, two tabs)', function () {
  this.timeout(30000);
  let info: SandboxInfo;
  let tab: Tab | undefined;

  before(async () => {
    info = await (await fetch('/__sandbox__/info')).json();
    expect(info, 'the sandbox is running').to.be.an('object');
  });

  beforeEach(() => {
    localStorage.clear();
    setClient(null);
    resetConfig();
    setConfig({ merchantUuid: info.merchantUuid, environment: 'sandbox', apiBase: info.apiBase, ...(info.clientId ? { clientId: info.clientId } : {}) });
  });

  afterEach(async () => {
    tab?.frame.remove();
    tab = undefined;
    await signOut().catch(() => undefined);
  });

  it('signing up authenticates with the account, and a sign-out in another tab reaches this one within a second', async () => {
    const seen: string[] = [];
    const unlisten = $session.subscribe((s) => seen.push(s.status));
    await waitFor(() => $session.get().status === 'anonymous', { message: 'starts anonymous' });

    tab = await openTab();
    tab.api.setConfig({ merchantUuid: info.merchantUuid, environment: 'sandbox', apiBase: info.apiBase, ...(info.clientId ? { clientId: info.clientId } : {}) });
    const unlistenTab = tab.api.$session.listen(() => {});
    await waitFor(() => tab!.api.$session.get().status === 'anonymous', { message: 'the other tab starts anonymous' });

    const email = `site-session-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
    const state = await signUp({ fullName: 'Tab Viewer', email, password: 'Secret-pass-1', passwordConfirmation: 'Secret-pass-1' });
    expect(state.status).to.equal('authenticated');
    expect(state.status === 'authenticated' && state.account?.email).to.equal(email);

    await waitFor(() => tab!.api.$session.get().status === 'authenticated', { message: 'sign-in reaches the other tab' });

    await tab.api.signOut();
    await waitFor(() => $session.get().status === 'anonymous', { timeout: 1000, strict: true, message: 'sign-out in the other tab reaches this one within 1 s' });
    unlistenTab();
    unlisten();
    expect(seen).to.include('authenticated');
  });

  it('a viewer whose access token expired (or is about to) but whose refresh token is good stays signed in: the session refreshes first', async () => {
    const email = `site-expired-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
    await signUp({ fullName: 'Expired Viewer', email, password: 'Secret-pass-1', passwordConfirmation: 'Secret-pass-1' });
    const client = (await import('../../src/stores/client')).getClient();
    const record = (await client.session.get())!;
    for (const expires of [Math.floor(Date.now() / 1000) - 600, Math.floor(Date.now() / 1000) + 30]) {
      // as a page loads it: a stored record whose access token is past (or within 60 s of) its expiry
      await client.session.set({ ...(await client.session.get())!, expires });
      setClient(null);
      resetConfig();
      setConfig({ merchantUuid: info.merchantUuid, environment: 'sandbox', apiBase: info.apiBase, ...(info.clientId ? { clientId: info.clientId } : {}) });
      const state = await refreshSession();
      expect(state.status, `expires ${expires - Math.floor(Date.now() / 1000)} s from now`).to.equal('authenticated');
      expect(state.status === 'authenticated' && state.account?.email).to.equal(email);
      const now = (await (await import('../../src/stores/client')).getClient().session.get())!;
      expect(now.token).to.not.equal(record.token, 'a new access token');
      expect(now.expires).to.be.greaterThan(Math.floor(Date.now() / 1000) + 60);
    }
  });
});
