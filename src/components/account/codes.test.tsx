import { expect } from 'chai';
import '../../../elements/paywall-account';
import { cleanup, fixture, shadow, waitFor } from '../../../test/helpers/dom';
import { ownDeviceFingerprint, viewerSetup } from '../../../test/helpers/sandbox-page';
import { getClient } from '../../stores/client';

const section = (el: Element) => shadow(el).querySelector<HTMLElement>('[part~="section-codes"]');
const sessions = (el: Element) => [...shadow(el).querySelectorAll<HTMLElement>('[part~="code-session"]')];

describe('<paywall-account section="codes">', () => {
  const viewer = viewerSetup({ record: false, cleanup: () => getClient().assets.terminateSession(40014).catch(() => null) });

  it('lists the devices using a code entered here and signs off another device, then this one', async () => {
    const empty = fixture('<paywall-account section="codes" single="true"></paywall-account>');
    await waitFor(() => section(empty)?.getAttribute('data-state') === 'empty', { timeout: 8000 });
    cleanup();
    ownDeviceFingerprint();
    await getClient().assets.requestCodeAccess({ itemId: 40014, code: 'FESTIVAL-VIP' });
    const other = `other-device-${Date.now()}`;
    const body = new FormData();
    body.set('item_id', '40014');
    body.set('code', 'FESTIVAL-VIP');
    body.set('browser_fingerprint', other);
    expect((await fetch(`${viewer.info.apiBase}/items/access/codes/entry`, { method: 'POST', body })).status).to.equal(200);

    const el = fixture('<paywall-account section="codes" code-items="40014"></paywall-account>');
    await waitFor(() => section(el)?.getAttribute('data-state') === 'ready', { timeout: 8000 });
    expect(shadow(el).querySelector('[part~="code"]')!.textContent).to.include('Festival Pass');
    const mine = sessions(el).filter((s) => s.matches('[part~="code-session-this"]'));
    expect(mine).to.have.length(1);
    const rec = (await getClient().assets.getAccessCode(40014))!;
    const otherRow = sessions(el).find((s) => !s.matches('[part~="code-session-this"]') && s.querySelector('button'))!;
    const before = sessions(el).length;
    otherRow.querySelector('button')!.click();
    await waitFor(() => sessions(el).length === before - 1, { timeout: 8000 });
    const left = await getClient().assets.getAccessCodeSessions(rec.code_id);
    expect(left.map((s) => s.browser_fingerprint)).to.include(rec.browser_fingerprint);
    expect(left.length).to.equal(before - 1);
    expect(await getClient().assets.getAccessCode(40014), 'this device keeps its code').to.not.equal(null);
    sessions(el).find((s) => s.matches('[part~="code-session-this"]'))!.querySelector('button')!.click();
    await waitFor(() => section(el)?.getAttribute('data-state') === 'empty', { timeout: 8000 });
    expect(await getClient().assets.getAccessCode(40014)).to.equal(null);
  });
});
