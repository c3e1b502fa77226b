import { expect } from 'chai';
import '../../../elements/paywall-donate';
import { cleanup, fixture, shadow, waitFor, part, reportedErrors } from '../../../test/helpers/dom';
import { signUpFresh, typeInto, viewerSetup } from '../../../test/helpers/sandbox-page';
import { getClient } from '../../stores/client';
import { refreshSession } from '../../stores/session';
import { resetPaymentEvents } from '../../stores/payment-events';
import { closeDialog } from '../../stores/dialogs';
import { setConfig } from '../../stores/config';

const state = (el: Element) => shadow(el).querySelector('[part~="base"]')?.getAttribute('data-state');
const arabic = (n: number) => new Intl.NumberFormat('ar', { style: 'currency', currency: 'EUR' }).format(n);
const amounts = (el: Element) => [...shadow(el).querySelectorAll<HTMLButtonElement>('[role="radio"]')];

describe('<paywall-donate>', () => {
  const viewer = viewerSetup({
    signedIn: false,
    cleanup: () => {
      closeDialog();
      resetPaymentEvents();
    },
  });
  const sent = viewer.sent;

  it('asks a signed-out viewer to sign in; a missing item-id is an error event and a message', async () => {
    await refreshSession();
    const el = fixture('<paywall-donate item-id="40003"></paywall-donate>');
    await waitFor(() => state(el) === 'signed-out', { timeout: 8000 });
    expect(await reportedErrors('paywall-donate')).to.deep.equal(['missing_item_id']);
  });

  it('asks in Arabic, right to left', async () => {
    setConfig({ locale: 'ar' });
    await refreshSession();
    const el = fixture('<paywall-donate item-id="40003"></paywall-donate>');
    await waitFor(() => state(el) === 'signed-out' && part(el, 'message')?.textContent === 'سجّل الدخول أو أنشئ حسابًا للتبرع.', { timeout: 8000, message: 'Arabic' });
    expect(part(el, 'base')!.getAttribute('dir')).to.equal('rtl');
  });

  describe('when signed in', () => {
    beforeEach(async () => {
      await signUpFresh();
      await refreshSession();
    });

    it('speaks German: the amounts and their limits in German, its checks too; Arabic prices in Arabic', async () => {
      setConfig({ locale: 'de-DE' });
      const el = fixture('<paywall-donate item-id="40003"></paywall-donate>');
      await waitFor(() => state(el) === 'ready' && part(el, 'heading')?.textContent === 'Unterstützen', { timeout: 8000, message: 'German' });
      expect(part(el, 'base')!.getAttribute('dir')).to.equal('ltr');
      expect(amounts(el).map((b) => b.textContent)).to.deep.equal(['5,00\u00a0€', '10,00\u00a0€', '25,00\u00a0€', 'Anderer Betrag']);
      expect(part(el, 'amounts')!.getAttribute('aria-label')).to.equal('Betrag');
      await waitFor(() => !part<HTMLButtonElement>(el, 'pay-button')!.disabled, { timeout: 8000, message: 'the card frame is ready' });
      expect(part(el, 'pay-button')!.textContent).to.equal('5,00\u00a0€ spenden');
      amounts(el)[3].click();
      await waitFor(() => part(el, 'field-amount'));
      expect(part(el, 'field-amount')!.textContent).to.include('Mindestens 1,00\u00a0€, höchstens 500,00\u00a0€.');
      typeInto(shadow(el).querySelector<HTMLInputElement>('input[name="amount"]')!, '0,40');
      await waitFor(() => part(el, 'pay-button')!.textContent === '0,40\u00a0€ spenden');
      part<HTMLButtonElement>(el, 'pay-button')!.click();
      await waitFor(() => part(el, 'field-error')?.textContent === 'Die kleinste Spende beträgt 1,00\u00a0€.', { message: 'German check' });
      cleanup();
      setConfig({ locale: 'ar' });
      const ar = fixture('<paywall-donate item-id="40003"></paywall-donate>');
      await waitFor(() => state(ar) === 'ready' && amounts(ar)[3]?.textContent === 'مبلغ آخر', { timeout: 8000, message: 'Arabic' });
      expect(part(ar, 'base')!.getAttribute('dir')).to.equal('rtl');
      expect(amounts(ar)[0].textContent).to.equal(arabic(5));
    });

    it('shows the item\'s options and a custom amount as a radio group, and the card frame on the card frame\'s origin', async () => {
      const el = fixture('<paywall-donate item-id="40003"></paywall-donate>');
      await waitFor(() => state(el) === 'ready', { timeout: 8000 });
      expect(sent).to.include('GET /v2/items/40003/donations');
      expect(amounts(el).map((b) => b.textContent)).to.deep.equal(['€5.00', '€10.00', '€25.00', 'Other amount']);
      expect(amounts(el)[0].getAttribute('aria-checked')).to.equal('true');
      const frame = part<HTMLIFrameElement>(el, 'card-frame')!;
      expect(new URL(frame.src).origin).to.equal(new URL(viewer.info.apiBase).origin);
      expect(new URL(frame.src).pathname).to.equal('/card-frame/donation.html');
      await waitFor(() => !part<HTMLButtonElement>(el, 'pay-button')!.disabled, { timeout: 8000, message: 'the card frame is ready' });
      expect(part(el, 'pay-button')!.textContent).to.equal('Donate €5.00');
      amounts(el)[0].dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true, composed: true }));
      await waitFor(() => amounts(el)[3].getAttribute('aria-checked') === 'true');
      expect(shadow(el).activeElement?.getAttribute('data-choice')).to.equal('custom');
    });

    it('a custom amount below the minimum, or not a number, is refused before anything is sent', async () => {
      const el = fixture('<paywall-donate item-id="40003"></paywall-donate>');
      await waitFor(() => state(el) === 'ready' && !part<HTMLButtonElement>(el, 'pay-button')!.disabled, { timeout: 8000 });
      amounts(el)[3].click();
      const input = await waitFor(() => shadow(el).querySelector<HTMLInputElement>('input[name="amount"]'));
      expect(part(el, 'field-amount')!.textContent).to.include('At least €1.00, at most €500.00.');
      typeInto(input, '0.40');
      await waitFor(() => part(el, 'pay-button')!.textContent === 'Donate €0.40');
      part<HTMLButtonElement>(el, 'pay-button')!.click();
      await waitFor(() => part(el, 'field-error'));
      expect(part(el, 'field-error')!.textContent).to.equal('The smallest donation is €1.00.');
      typeInto(input, 'lots');
      part<HTMLButtonElement>(el, 'pay-button')!.click();
      await waitFor(() => part(el, 'field-error')?.textContent === 'Enter an amount such as 10 or 7.50.');
      expect(state(el)).to.equal('ready');
      expect(sent.filter((s) => s.startsWith('POST') && s.includes('payments'))).to.deep.equal([], 'nothing sent to the platform');
      // nor from the card frame: the platform published nothing for this viewer
      const me = await getClient().accounts.getAccount();
      expect((await (await fetch(`${viewer.info.apiBase}/sandbox/events?account=${me.uuid}`)).json()).collection).to.deep.equal([]);
    });

    it('says so for an item without donations', async () => {
      const el = fixture('<paywall-donate item-id="40001"></paywall-donate>');
      await waitFor(() => state(el) === 'unavailable', { timeout: 8000 });
    });
  });
});
