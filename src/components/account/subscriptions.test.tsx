import { expect } from 'chai';
import '../../../elements/paywall-account';
import { cleanup, collect, fixture, shadow, waitFor, part } from '../../../test/helpers/dom';
import { viewerSetup } from '../../../test/helpers/sandbox-page';
import { afterIdle } from '../../../test/helpers/page-work';
import { getClient } from '../../stores/client';
import type { ExitSurveyEventDetail } from './survey';
import { cancelTarget } from './sections/subscriptions';

const section = (el: Element) => shadow(el).querySelector<HTMLElement>('[part~="section-subscriptions"]');
const row = (el: Element, title: string) => [...shadow(el).querySelectorAll<HTMLElement>('[part~="subscription"]')].find((r) => r.textContent!.includes(title))!;

async function subscribe(accessFee: number) {
  const c = getClient();
  await c.subscriptions.createSubscription({
    number: '4242424242424242', cardName: 'Test Viewer', expMonth: 12, expYear: new Date().getFullYear() + 2, cvv: '123',
    accessFee, paymentMethod: 1, returnUrl: location.origin + location.pathname,
  });
}

describe('<paywall-account section="subscriptions">', () => {
  const viewer = viewerSetup({ query: true });
  const sent = viewer.sent;

  it('a cancel URL off the platform is only followed after the redirect check; the bearer token goes only to the platform', () => {
    const client = getClient();
    const page = { origin: 'https://shop.test', allowedOrigins: ['https://billing.shop.test'], development: false };
    expect(cancelTarget(`${viewer.info.apiBase}/subscriptions/cancel/abc`, client, page)).to.deep.equal({ kind: 'platform', url: `${viewer.info.apiBase}/subscriptions/cancel/abc` });
    expect(cancelTarget('https://billing.shop.test/cancel?id=1', client, page)).to.deep.equal({ kind: 'navigate', url: 'https://billing.shop.test/cancel?id=1' });
    for (const bad of ['https://evil.test/cancel', 'javascript:alert(1)', 'https://user:pw@billing.shop.test/x', '', null]) expect(cancelTarget(bad, client, page), String(bad)).to.equal(null);
  });

  it('lists the subscriptions (15 a page), switches a plan after showing the price difference, and cancels after the exit survey, keeping access until the period ends', async () => {
    const empty = fixture('<paywall-account section="subscriptions" single="true"></paywall-account>');
    await waitFor(() => section(empty)?.getAttribute('data-state') === 'empty', { timeout: 8000 });
    cleanup();
    await subscribe(61001);
    await subscribe(61004);
    const el = fixture('<paywall-account section="subscriptions"></paywall-account>');
    await waitFor(() => section(el)?.getAttribute('data-state') === 'ready', { timeout: 8000 });
    expect(sent).to.include('GET /subscriptions?limit=15&page=0');
    expect(shadow(el).querySelectorAll('[part~="subscription"]')).to.have.length(2);

    // switch All Access monthly (trial) to yearly
    part<HTMLButtonElement>(el, 'details-button', row(el, 'All Access'))!.click();
    const option = await waitFor(() => part(el, 'plan-option', row(el, 'All Access')), { timeout: 8000 });
    expect(option.textContent).to.include('All Access yearly: €99.00 a year');
    expect(part(el, 'price-difference', option)!.textContent).to.equal('(€89.01 more per payment)');
    option.querySelector('input')!.click();
    const confirm = await waitFor(() => part(el, 'switch-confirm'));
    expect(confirm.textContent).to.include('Switch to All Access yearly for €99.00 a year?');
    expect(sent.filter((s) => s.includes('stripe:switch'))).to.deep.equal([], 'nothing sent before confirming');
    part<HTMLButtonElement>(el, 'switch-button')!.click();
    await waitFor(() => part(el, 'notice')?.textContent === 'Your plan is now All Access yearly.', { timeout: 8000 });
    const subs = (await getClient().subscriptions.getSubscriptions()).collection;
    expect(subs.find((s) => s.item_id === 50001)!.access_fee_id).to.equal(61002);

    // cancel Documentaries monthly, answering the survey
    const answers = collect<ExitSurveyEventDetail>(el, 'paywall-exit-survey');
    await waitFor(() => section(el)?.getAttribute('data-state') === 'ready' && row(el, 'Documentaries'), { timeout: 8000 });
    part<HTMLButtonElement>(el, 'details-button', row(el, 'Documentaries'))!.click();
    (await waitFor(() => part<HTMLButtonElement>(el, 'cancel-subscription', row(el, 'Documentaries')), { timeout: 8000 })).click();
    const dialog = await waitFor(() => shadow(el).querySelector<HTMLDialogElement>('dialog[open]'));
    const live = section(el)!.querySelector(':scope > [role="status"]');
    expect(live, 'the live region is there before the confirmation').to.not.equal(null);
    dialog.querySelector<HTMLInputElement>('input[type="checkbox"]')!.click();
    part<HTMLButtonElement>(el, 'survey-send')!.click();
    await waitFor(() => /^Cancelled\. You keep access until .+\.$/.test(part(el, 'notice')?.textContent ?? ''), { timeout: 8000 });
    // the details (and the button pressed) have closed: the confirmation has the focus
    await waitFor(() => shadow(el).activeElement === part(el, 'notice'), { message: 'the confirmation has the focus' });
    const docs = (await getClient().subscriptions.getSubscriptions()).collection.find((s) => s.item_id === 50002)!;
    expect(answers.map((a) => a.detail)).to.deep.equal([{ trigger: 'cancel', context: { subscriptionId: String(docs.id), itemId: 50002 }, reasons: ['It is too expensive'], text: '', skipped: false }]);
    expect(docs.status).to.equal('cancelled');
    expect(sent.some((s) => s.startsWith('GET /subscriptions/cancel/'))).to.equal(true);
    await waitFor(() => row(el, 'Documentaries')?.textContent?.includes('Active until'), { timeout: 8000 });
    // the list reloaded under the confirmation: it is still said in the region that was there before it
    expect(live!.isConnected, 'the region that was there is still there').to.equal(true);
    expect(part(el, 'notice')!.parentElement === live, 'the confirmation arrived in the region that was there').to.equal(true);
    const access = await getClient().assets.checkAccessForAsset(40002);
    expect(access.item_id, 'access is kept until the paid period ends').to.be.a('number');
  });

  it('a merchant who vetoes the survey event keeps the subscription; closing the survey keeps it too', async () => {
    await subscribe(61004);
    const el = fixture('<paywall-account section="subscriptions"></paywall-account>');
    el.addEventListener('paywall-exit-survey', (e) => e.preventDefault());
    await waitFor(() => section(el)?.getAttribute('data-state') === 'ready', { timeout: 8000 });
    part<HTMLButtonElement>(el, 'details-button')!.click();
    (await waitFor(() => part<HTMLButtonElement>(el, 'cancel-subscription'), { timeout: 8000 })).click();
    await waitFor(() => shadow(el).querySelector('dialog[open]'));
    part<HTMLButtonElement>(el, 'survey-skip')!.click();
    await waitFor(() => !shadow(el).querySelector('dialog[open]'));
    part<HTMLButtonElement>(el, 'cancel-subscription')!.click();
    await waitFor(() => shadow(el).querySelector('dialog[open]'));
    // once the page has nothing left to do after the close, no cancel went out
    await afterIdle(() => part<HTMLButtonElement>(el, 'dialog-close')!.click(), () => waitFor(() => !shadow(el).querySelector('dialog[open]')));
    await waitFor(() => part(el, 'notice')?.textContent === 'Nothing was cancelled: the survey was closed, and your subscription goes on.', { message: 'closing says so' });
    expect(sent.filter((s) => s.startsWith('GET /subscriptions/cancel/'))).to.deep.equal([]);
    expect((await getClient().subscriptions.getSubscriptions()).collection[0].status).to.equal('active');
  });
});
