import { expect } from 'chai';
import '../../../elements/paywall-account';
import { cleanup, fixture, shadow, waitFor, part, parts as rows, sectionOf as section } from '../../../test/helpers/dom';
import { buyWithTestCard, typeInto, viewerSetup } from '../../../test/helpers/sandbox-page';
import { getClient } from '../../stores/client';
import { setConfig } from '../../stores/config';


describe('<paywall-account> purchases and transactions', () => {
  const viewer = viewerSetup({ query: true });
  const sent = viewer.sent;

  it('purchases: empty at first; five a page with links through the route templates; ended ones apart', async () => {
    const el0 = fixture('<paywall-account section="purchases" single="true"></paywall-account>');
    await waitFor(() => section(el0, 'purchases')?.getAttribute('data-state') === 'empty', { timeout: 8000 });
    cleanup();
    for (const fee of [60001, 60002, 60003, 60004, 60005, 60006]) await buyWithTestCard(fee);
    await waitFor(async () => (await getClient().assets.getPurchaseHistory({ size: 10 })).total === 6, { timeout: 10000 });
    setConfig({ routes: { content: '/watch/{contentId}' } });
    sent.length = 0;
    const el = fixture('<paywall-account section="purchases"></paywall-account>');
    await waitFor(() => section(el, 'purchases')?.getAttribute('data-state') === 'ready', { timeout: 8000 });
    expect(sent.filter((s) => s.startsWith('GET /items/access/customers'))).to.deep.equal(['GET /items/access/customers?status=active&page=0&size=5']);
    expect(rows(el, 'purchase')).to.have.length(5);
    expect(rows(el, 'purchase')[0].querySelector('a')!.getAttribute('href')).to.match(/^\/watch\/4000\d$/);
    expect(rows(el, 'purchase')[0].textContent).to.include('48-hour rental');
    part<HTMLButtonElement>(el, 'pager-next')!.click();
    await waitFor(() => section(el, 'purchases')?.getAttribute('data-state') === 'ready' && rows(el, 'purchase').length === 1, { timeout: 8000 });
    expect(part<HTMLButtonElement>(el, 'pager-next')!.disabled).to.equal(true);
    shadow(el).querySelector<HTMLInputElement>('input[value="inactive"]')!.click();
    await waitFor(() => section(el, 'purchases')?.getAttribute('data-state') === 'empty', { timeout: 8000 });
    expect(part(el, 'empty')!.textContent).to.equal('No ended purchases.');
  });

  it('transactions: ten a page, filtered by type and date range (a reversed range is refused before sending), with receipts', async () => {
    await buyWithTestCard(60007);
    await buyWithTestCard(60008);
    const el = fixture('<paywall-account section="transactions"></paywall-account>');
    await waitFor(() => section(el, 'transactions')?.getAttribute('data-state') === 'ready', { timeout: 8000 });
    expect(rows(el, 'transaction')).to.have.length(2);
    expect(sent.some((s) => s.startsWith('GET /payments/transactions?exclude=store-payment&size=10&page=0'))).to.equal(true);
    expect(rows(el, 'transaction')[0].querySelector('[part~="amount"]')!.textContent).to.match(/^€\d+\.\d\d$/);

    const select = shadow(el).querySelector<HTMLSelectElement>('select[name="type"]')!;
    select.value = 'donated';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    part<HTMLFormElement>(el, 'filters')!.requestSubmit();
    await waitFor(() => section(el, 'transactions')?.getAttribute('data-state') === 'empty', { timeout: 8000 });
    expect(part(el, 'empty')!.textContent).to.equal('No transactions match these filters.');

    select.value = '';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    const today = new Date().toISOString().slice(0, 10);
    typeInto(shadow(el).querySelector<HTMLInputElement>('input[name="start-date"]')!, today);
    typeInto(shadow(el).querySelector<HTMLInputElement>('input[name="end-date"]')!, '2000-01-01');
    const before = sent.length;
    part<HTMLFormElement>(el, 'filters')!.requestSubmit();
    await waitFor(() => part(el, 'field-start-date')?.textContent?.includes('The start date must be on or before the end date.'));
    expect(sent.length).to.equal(before);
    typeInto(shadow(el).querySelector<HTMLInputElement>('input[name="end-date"]')!, today);
    part<HTMLFormElement>(el, 'filters')!.requestSubmit();
    await waitFor(() => rows(el, 'transaction').length === 2, { timeout: 8000 });
    expect(sent.at(-1)).to.include(`startDate=${today}&endDate=${today}`);

    const token = rows(el, 'transaction')[0].getAttribute('data-transaction')!;
    part<HTMLButtonElement>(el, 'receipt-button')!.click();
    await waitFor(() => sent.includes(`GET /v2/accounting/transactions/${token}/receipt`), { timeout: 8000 });
    expect(part(el, 'form-error')).to.equal(null);
  });
});
